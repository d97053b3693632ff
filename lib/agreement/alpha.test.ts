import { describe, it, expect } from "vitest";
import { krippendorffAlpha } from "./alpha";
import type { AlphaLevel, Rating } from "./alpha";
import type { Label } from "./label-scale";

const _ = null;
// Krippendorff (2011) "Computing Krippendorff's Alpha-Reliability", 4 observers × 12 units.
// Published: nominal 0.743, ordinal 0.815, interval 0.849. Exact fractions were derived with a
// brute-force pairwise Python script using exact rationals (Fraction).
const K2011: Rating[][] = [
  [1, 2, 3, 3, 2, 1, 4, 1, 2, _, _, _],
  [1, 2, 3, 3, 2, 2, 4, 1, 2, 5, _, 3],
  [_, 3, 3, 3, 2, 3, 4, 2, 2, 5, 1, _],
  [1, 2, 3, 3, 2, 4, 4, 1, 2, 5, 1, _],
];
// Wikipedia "Krippendorff's alpha" example (also the `krippendorff` package's doctest):
// nominal 0.691358, interval 0.810845.
const WIKI: Rating[][] = [
  [_, _, _, _, _, 3, 4, 1, 2, 1, 1, 3, 3, _, 3],
  [1, _, 2, 1, 3, 3, 4, 3, _, _, _, _, _, _, _],
  [_, _, 2, 1, 3, 4, 4, _, 2, 1, 1, 3, 3, _, 4],
];

describe("krippendorffAlpha published examples", () => {
  it.each<{
    name: string;
    data: Rating[][];
    level: AlphaLevel;
    exact: number;
    published: number;
    digits: number;
  }>([
    { name: "K2011", data: K2011, level: "nominal", exact: 113 / 152, published: 0.743, digits: 3 },
    {
      name: "K2011",
      data: K2011,
      level: "ordinal",
      exact: 108577 / 133160,
      published: 0.815,
      digits: 3,
    },
    {
      name: "K2011",
      data: K2011,
      level: "interval",
      exact: 951 / 1120,
      published: 0.849,
      digits: 3,
    },
    {
      name: "Wikipedia",
      data: WIKI,
      level: "nominal",
      exact: 56 / 81,
      published: 0.691358,
      digits: 6,
    },
    {
      name: "Wikipedia",
      data: WIKI,
      level: "interval",
      exact: 643 / 793,
      published: 0.810845,
      digits: 6,
    },
    {
      name: "Wikipedia",
      data: WIKI,
      level: "ordinal",
      exact: 112173 / 139048,
      published: 0.806721,
      digits: 6,
    },
  ])("$name $level", ({ data, level, exact, published, digits }) => {
    const result = krippendorffAlpha(data, { level });
    expect(result).toBeCloseTo(exact, 12);
    expect(Number((result ?? Number.NaN).toFixed(digits))).toBe(published);
  });

  it("ordinal on string labels with a declared order equals the numeric coding", () => {
    const names = ["very low", "low", "mid", "high", "very high"];
    const named = K2011.map((row) => row.map((v) => (v === null ? null : names[Number(v) - 1])));
    expect(krippendorffAlpha(named, { level: "ordinal", labels: names })).toBeCloseTo(
      108577 / 133160,
      12,
    );
  });

  it("unused declared ordinal labels have n_g = 0 and change nothing", () => {
    const declared = krippendorffAlpha(K2011, { level: "ordinal", labels: [0, 1, 2, 3, 4, 5, 6] });
    expect(declared).toBeCloseTo(108577 / 133160, 12);
  });
});

describe("krippendorffAlpha edge cases", () => {
  it.each<{
    name: string;
    data: Rating[][];
    level: AlphaLevel;
    labels?: Label[];
    expected: number | null;
  }>([
    {
      name: "perfect agreement",
      data: [
        [1, 2, 3],
        [1, 2, 3],
      ],
      level: "nominal",
      expected: 1,
    },
    {
      name: "perfect agreement, interval",
      data: [
        [1, 2, 3],
        [1, 2, 3],
      ],
      level: "interval",
      expected: 1,
    },
    { name: "no coders", data: [], level: "nominal", expected: null },
    { name: "no units", data: [[], []], level: "nominal", expected: null },
    {
      name: "only single-coder units",
      data: [
        [1, _],
        [_, 2],
      ],
      level: "nominal",
      expected: null,
    },
    {
      name: "one value everywhere",
      data: [
        [1, 1],
        [1, 1],
      ],
      level: "ordinal",
      expected: null,
    },
    {
      name: "one value, wider declared scale",
      data: [
        [1, 1],
        [1, 1],
      ],
      level: "nominal",
      labels: [1, 2],
      expected: null,
    },
    // Units 1 and 2 pair (a,a) and (a,b); unit 3 has one value and is ignored.
    // o: aa = 2, ab = ba = 1, so n_a = 3, n_b = 1, n = 4: α = 1 − 3·2 / (2·3·1) = 0.
    {
      name: "unpairable unit ignored",
      data: [
        ["a", "a", "b"],
        ["a", "b", _],
      ],
      level: "nominal",
      expected: 0,
    },
    // Two coders, 2 units, total disagreement: o_ab = o_ba = 2, n_a = n_b = 2, α = 1 − 3·4/8 = −0.5.
    {
      name: "systematic disagreement",
      data: [
        ["a", "b"],
        ["b", "a"],
      ],
      level: "nominal",
      expected: -0.5,
    },
    {
      name: "mixed labels are fine for nominal",
      data: [
        [1, "x", 1],
        [1, "x", "x"],
      ],
      level: "nominal",
      expected: 1 - (5 * 2) / (2 * 3 * 3),
    },
  ])("$name", ({ data, level, labels, expected }) => {
    const result = krippendorffAlpha(data, { level, labels });
    if (expected === null) expect(result).toBeNull();
    else expect(result).toBeCloseTo(expected, 12);
  });

  it.each<{ name: string; data: Rating[][]; level: AlphaLevel; labels?: Label[] }>([
    { name: "ragged coder rows", data: [[1, 2], [1]], level: "nominal" },
    {
      name: "value outside declared labels",
      data: [
        [1, 2],
        [1, 3],
      ],
      level: "nominal",
      labels: [1, 2],
    },
    {
      name: "strings at interval level",
      data: [
        ["a", "b"],
        ["a", "a"],
      ],
      level: "interval",
    },
    {
      name: "mixed types at ordinal level without labels",
      data: [
        [1, "b"],
        [1, "b"],
      ],
      level: "ordinal",
    },
  ])("throws on $name", ({ data, level, labels }) => {
    expect(() => krippendorffAlpha(data, { level, labels })).toThrow();
  });
});
