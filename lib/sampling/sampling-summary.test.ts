import { describe, expect, it } from "vitest";
import { parseProjectSettings } from "@/lib/projects/project-settings";
import { samplingSummary } from "./sampling-summary";

describe("samplingSummary", () => {
  it("says all by default, and names the share and strata otherwise", () => {
    expect(samplingSummary("qa_pair", parseProjectSettings({}))).toEqual([
      ["Items with all annotators", "All"],
    ]);
    expect(
      samplingSummary(
        "qa_pair",
        parseProjectSettings({ overlapFraction: 0.25, overlapStrata: ["language", "difficulty"] }),
      ),
    ).toEqual([
      [
        "Items with all annotators",
        "25 % of each language × difficulty; the others one (gold “single”)",
      ],
    ]);
    expect(samplingSummary("readme", parseProjectSettings({ validationFraction: 0.25 }))).toEqual([
      ["Items with all annotators", "All"],
      ["Share of gold items rated", "25 % of gold items"],
    ]);
  });
});
