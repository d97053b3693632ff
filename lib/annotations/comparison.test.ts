import { describe, expect, it } from "vitest";
import { parseProjectSettings } from "@/lib/projects/project-settings";
import { compareSettingsOf } from "./comparison";

describe("compareSettingsOf: what a client component gets of a project's settings", () => {
  const settings = parseProjectSettings({ readmeMatchThreshold: 0.7, checkRate: 0.1 });

  it("keeps every kind's own settings", () => {
    expect(compareSettingsOf(settings)).toMatchObject({
      readmeMatchThreshold: 0.7,
      qaRejectRule: "veto",
      taskCategories: settings.taskCategories,
    });
  });

  it("drops the shared ones", () => {
    expect(compareSettingsOf(settings)).not.toHaveProperty("checkRate");
    expect(compareSettingsOf(settings)).not.toHaveProperty("overlap");
  });
});
