import { describe, it, expect } from "vitest";
import { groupByRaterPair } from "./pairs";
import type { RaterPairRecord } from "./pairs";
import { kappaStats } from "./kappa";

const RECORDS: RaterPairRecord<string>[] = [
  { itemId: "i1", raterA: "bob", raterB: "amy", valueA: "yes", valueB: "no" },
  { itemId: "i2", raterA: "amy", raterB: "bob", valueA: "yes", valueB: "yes" },
  { itemId: "i1", raterA: "amy", raterB: "cat", valueA: "no", valueB: "no" },
  { itemId: "i3", raterA: "bob", raterB: "amy", valueA: "no", valueB: "no" },
  { itemId: "i2", raterA: "cat", raterB: "bob", valueA: "yes", valueB: "no" },
];

describe("groupByRaterPair", () => {
  const pairs = groupByRaterPair(RECORDS);

  it.each([
    {
      raterA: "amy",
      raterB: "bob",
      itemIds: ["i1", "i2", "i3"],
      a: ["no", "yes", "no"],
      b: ["yes", "yes", "no"],
    },
    { raterA: "amy", raterB: "cat", itemIds: ["i1"], a: ["no"], b: ["no"] },
    { raterA: "bob", raterB: "cat", itemIds: ["i2"], a: ["no"], b: ["yes"] },
  ])("orients $raterA–$raterB", (expected) => {
    expect(pairs.find((p) => p.raterA === expected.raterA && p.raterB === expected.raterB)).toEqual(
      expected,
    );
  });

  it("sorts pairs and feeds kappaStats", () => {
    expect(pairs.map((p) => `${p.raterA}/${p.raterB}`)).toEqual(["amy/bob", "amy/cat", "bob/cat"]);
    // amy/bob: (no,yes), (yes,yes), (no,no): p_o = ⅔, p_e = (2·1 + 1·2)/9 = 4/9, κ = (2/9)/(5/9) = 0.4.
    expect(kappaStats(pairs[0].a, pairs[0].b).kappa).toBeCloseTo(0.4, 12);
  });

  it("keeps rater ids with separators apart", () => {
    const tricky = groupByRaterPair([
      { itemId: "x", raterA: "a,b", raterB: "c", valueA: 1, valueB: 1 },
      { itemId: "x", raterA: "a", raterB: "b,c", valueA: 1, valueB: 1 },
    ]);
    expect(tricky).toHaveLength(2);
  });

  it("returns nothing for no records", () => {
    expect(groupByRaterPair([])).toEqual([]);
  });

  it.each([
    {
      name: "self-pair",
      records: [{ itemId: "x", raterA: "amy", raterB: "amy", valueA: 1, valueB: 1 }],
    },
    {
      name: "duplicate item for a pair (either orientation)",
      records: [
        { itemId: "x", raterA: "amy", raterB: "bob", valueA: 1, valueB: 1 },
        { itemId: "x", raterA: "bob", raterB: "amy", valueA: 1, valueB: 2 },
      ],
    },
  ])("throws on $name", ({ records }) => {
    expect(() => groupByRaterPair(records)).toThrow();
  });
});
