import { describe, expect, it } from "vitest";
import { decideItem } from "@/lib/queue/decide-item";
import { parseProjectSettings } from "@/lib/projects/project-settings";
import { itemOverlap } from "./item-overlap";

describe("the overlap an item needs (decision 024)", () => {
  it.each([
    [2, true, 2],
    [2, null, 2],
    [2, false, 1],
    [1, false, 1],
    [5, false, 1],
  ] as const)("overlap %i, sampled %s → %i", (overlap, sampled, expected) => {
    expect(itemOverlap(overlap, sampled)).toBe(expected);
  });
});

describe("decideItem: gold `single`", () => {
  const settings = parseProjectSettings({});
  const one = [{ accuracy: "correct", error_codes: [], notes: "" }];
  it("one annotation of an item outside the sample is gold `single`", () => {
    expect(
      decideItem({
        kind: "generated_comment",
        settings,
        annotations: one,
        overlap: { item: 1, project: 2 },
      }),
    ).toMatchObject({ outcome: "agreed", goldSource: "single" });
  });
  it("a project whose overlap is 1 keeps `unanimous`, and so does an item with more annotations", () => {
    expect(
      decideItem({
        kind: "generated_comment",
        settings,
        annotations: one,
        overlap: { item: 1, project: 1 },
      }),
    ).toMatchObject({ goldSource: "unanimous" });
    expect(
      decideItem({
        kind: "generated_comment",
        settings,
        annotations: [...one, ...one],
        overlap: { item: 1, project: 2 },
      }),
    ).toMatchObject({ goldSource: "unanimous" });
    expect(decideItem({ kind: "generated_comment", settings, annotations: one })).toMatchObject({
      goldSource: "unanimous",
    });
  });
  it("a single QA reject is rejected, its gold `single` too", () => {
    const reject = { verdict: "reject", reject_reasons: ["too_simple"], citations: [], notes: "" };
    expect(
      decideItem({
        kind: "qa_pair",
        settings,
        annotations: [reject],
        overlap: { item: 1, project: 2 },
      }),
    ).toMatchObject({ outcome: "rejected", goldSource: "single" });
  });
});
