import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseProjectSettings } from "@/lib/projects/project-settings";
import { allGuidelineKeys, guidelineLabels, readGuidelineLabels } from "./guideline-labels";

describe("guideline labels", () => {
  it("are the keys migration 20261218000000 backfilled version 1 with", () => {
    const sql = readFileSync(
      path.resolve(
        import.meta.dirname,
        "../../prisma/migrations/20261218000000_guidelines_releases/migration.sql",
      ),
      "utf8",
    );
    const backfilled = /unnest\(ARRAY\[([^\]]*)\]/.exec(sql)![1].match(/'(\w+)'/g)!;
    expect(allGuidelineKeys().sort()).toEqual(backfilled.map((k) => k.slice(1, -1)).sort());
  });

  it("hold only the kind's keys, defaults filled, and its fixed parts", () => {
    const settings = parseProjectSettings({ qaRejectRule: "adjudicate", overlap: 3 });
    expect(guidelineLabels("qa_pair", settings)).toEqual({ qaRejectRule: "adjudicate" });
    expect(guidelineLabels("generated_comment", settings)).toEqual({
      commentAgreement: "accuracy_and_codes",
      taxonomy: "katzy-26",
    });
  });

  it("read a stored version with defaults for what it left out, ignoring other keys", () => {
    expect(readGuidelineLabels("readme", {})).toEqual({ readmeMatchThreshold: 0.5 });
    expect(readGuidelineLabels("readme", { readmeMatchThreshold: 0.8, overlap: 9 })).toEqual({
      readmeMatchThreshold: 0.8,
    });
    expect(readGuidelineLabels("dialogue", null)).toMatchObject({
      taskCategories: expect.arrayContaining(["debugging"]),
    });
  });
});
