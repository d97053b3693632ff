import { describe, it, expect } from "vitest";
import * as agreement from "./index";

describe("public API", () => {
  it.each([
    "cohenKappa",
    "kappaStats",
    "kappaFromConfusion",
    "confusionMatrix",
    "normalizeRows",
    "normalizeColumns",
    "sortedLabels",
    "krippendorffAlpha",
    "multiLabelKappa",
    "multiLabelKappaByLevel",
    "expandCodeSet",
    "taxonomyScales",
    "textSimilarity",
    "tokenize",
    "minCostAssignment",
    "matchLists",
    "groupByRaterPair",
    "kappaIntervals",
    "percentileInterval",
    "gwetAc1",
    "pabak",
    "itemsForHalfWidth",
    "seededRandom",
  ])("exports %s", (name) => {
    expect(typeof (agreement as Record<string, unknown>)[name]).toBe("function");
  });

  it("works end to end through the barrel", () => {
    expect(agreement.cohenKappa(["a", "b"], ["a", "b"])).toBe(1);
  });
});
