import { describe, expect, it } from "vitest";
import { claimGroupIssues } from "./claim-group-issues";
import { parseProjectSettings, projectSettingsSchema } from "./project-settings";

describe("project settings", () => {
  it("fills every default from an empty object", () => {
    const s = parseProjectSettings({});
    expect(s.overlap).toBe(2);
    expect(s.leaseMinutes).toBe(30);
    expect(s.reviseMinutes).toBe(10);
    expect(s.qaRejectRule).toBe("veto");
    expect(s.taskCategories).toContain("knowledge_qa");
  });

  it.each([
    [{ overlap: 0 }, "overlap"],
    [{ overlap: 6 }, "overlap"],
    [{ leaseMinutes: 0 }, "leaseMinutes"],
    [{ reviseMinutes: -1 }, "reviseMinutes"],
    [{ reviseMinutes: 121 }, "reviseMinutes"],
    [{ reviseMinutes: 2.5 }, "reviseMinutes"],
    [{ adjudicators: "anyone" }, "adjudicators"],
    [{ readmeMatchThreshold: 1.5 }, "readmeMatchThreshold"],
    [{ unknownSetting: true }, ""],
  ])("refuses %j", (raw, path) => {
    const r = projectSettingsSchema.safeParse(raw);
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.path.join("."))).toContain(path);
  });

  it("claimGroup: off by default, only for generated comments and not with order random (decision 051)", () => {
    expect(parseProjectSettings({}).claimGroup).toBeNull();
    expect(projectSettingsSchema.safeParse({ claimGroup: "model" }).success).toBe(false);
    const grouped = parseProjectSettings({ claimGroup: "file_id" });
    expect(claimGroupIssues("generated_comment", grouped)).toEqual([]);
    expect(claimGroupIssues("qa_pair", grouped).map((i) => i.path.join("."))).toEqual([
      "settings.claimGroup",
    ]);
    expect(
      claimGroupIssues("generated_comment", { ...grouped, order: "random" }).map((i) =>
        i.path.join("."),
      ),
    ).toEqual(["settings.claimGroup"]);
    expect(claimGroupIssues("qa_pair", parseProjectSettings({}))).toEqual([]);
  });
});
