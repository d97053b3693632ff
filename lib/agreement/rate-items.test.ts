import { describe, expect, it } from "vitest";
import { rateItems } from "./rate-items";

const at = (minute: number) => new Date(Date.UTC(2026, 2, 1, 0, minute));
const item = (annotations: [number, string, number][]) => ({
  itemId: "1",
  language: null,
  model: null,
  annotations: annotations.map(([id, rater, minute]) => ({
    id,
    rater,
    submittedAt: at(minute),
    data: {},
  })),
});

describe("rateItems", () => {
  it("orders by submission time then id and keeps machine raters apart", () => {
    const [r] = rateItems([
      item([
        [9, "cy@x", 5],
        [4, "machine:judge", 0],
        [8, "ben@x", 1],
        [3, "ana@x", 1],
      ]),
    ]);
    expect(r.humans.map((h) => h.rater)).toEqual(["ana@x", "ben@x", "cy@x"]);
    expect(r.machines.map((m) => m.rater)).toEqual(["machine:judge"]);
  });

  it("filters on raters A and B and on B's time; unfiltered items need no pair", () => {
    const items = [
      item([
        [1, "ana@x", 1],
        [2, "ben@x", 10],
        [3, "cy@x", 20],
      ]),
      item([[4, "ana@x", 1]]),
    ];
    expect(rateItems(items)).toHaveLength(2);
    expect(rateItems(items, { annotators: ["ben@x", "ana@x"] })).toHaveLength(1);
    expect(rateItems(items, { annotators: ["ana@x", "cy@x"] })).toHaveLength(0);
    expect(rateItems(items, { annotators: ["ana@x", "ana@x"] })).toHaveLength(0);
    expect(rateItems(items, { from: at(10) })).toHaveLength(1);
    expect(rateItems(items, { from: at(11) })).toHaveLength(0);
    expect(rateItems(items, { before: at(10) })).toHaveLength(0);
    expect(rateItems(items, { before: at(11) })).toHaveLength(1);
  });
});
