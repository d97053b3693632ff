import { describe, it, expect } from "vitest";
import { cohenKappa, kappaFromConfusion, kappaStats } from "./kappa";
import type { KappaWeights } from "./kappa";
import type { Label } from "./label-scale";

/** Expands a count table (rows = A, columns = B) into two label vectors. */
function fromTable(labels: Label[], table: number[][]): { a: Label[]; b: Label[] } {
  const a: Label[] = [];
  const b: Label[] = [];
  table.forEach((row, i) =>
    row.forEach((count, j) => {
      for (let k = 0; k < count; k++) {
        a.push(labels[i]);
        b.push(labels[j]);
      }
    }),
  );
  return { a, b };
}

// Reference values marked "sklearn 1.2.1" were computed once with Debian's python3-sklearn 1.2.1
// (`sklearn.metrics.cohen_kappa_score`) and pasted here; the tests do not run Python.
const ORD_A = [1, 2, 3, 4, 5, 1, 2, 3, 4, 5, 2, 3];
const ORD_B = [1, 2, 4, 4, 3, 2, 2, 3, 5, 5, 1, 3];
// Labels 1, 2, 4 are used; 3 is a declarable but unused middle category.
const GAP_A = [1, 2, 4, 1, 2, 4, 4, 1];
const GAP_B = [1, 4, 4, 2, 2, 1, 4, 2];

describe("cohenKappa known answers", () => {
  const wiki = fromTable(
    ["yes", "no"],
    [
      [20, 5],
      [10, 15],
    ],
  );
  const wikiHighPrev = fromTable(
    ["yes", "no"],
    [
      [45, 15],
      [25, 15],
    ],
  );
  const wikiLowPrev = fromTable(
    ["yes", "no"],
    [
      [25, 35],
      [5, 35],
    ],
  );
  it.each([
    // sklearn docs example; p_o = 4/5, p_e = (2·3 + 2·1 + 1·1)/25 = 9/25, κ = 0.44/0.64.
    {
      name: "sklearn docs example",
      a: ["negative", "positive", "negative", "neutral", "positive"],
      b: ["negative", "positive", "negative", "neutral", "negative"],
      expected: 0.6875,
    },
    // Wikipedia "Cohen's kappa" 50 grant proposals: p_o = 0.7, p_e = 0.5 → κ = 0.4.
    { name: "Wikipedia proposals", ...wiki, expected: 0.4 },
    // Wikipedia prevalence examples: p_o = 0.6 in both; p_e = 0.54 → 0.06/0.46, p_e = 0.46 → 0.14/0.54.
    { name: "Wikipedia 45/15/25/15", ...wikiHighPrev, expected: 0.06 / 0.46 },
    { name: "Wikipedia 25/35/5/35", ...wikiLowPrev, expected: 0.14 / 0.54 },
    {
      name: "ordinal data, unweighted (sklearn 1.2.1)",
      a: ORD_A,
      b: ORD_B,
      expected: 0.4736842105263158,
    },
  ])("$name", ({ a, b, expected }) => {
    expect(cohenKappa(a, b)).toBeCloseTo(expected, 12);
  });

  it.each<{ weights: KappaWeights; expected: number }>([
    { weights: "linear", expected: 0.6635514018691588 },
    { weights: "quadratic", expected: 0.8087649402390438 },
  ])("ordinal data, $weights weights (sklearn 1.2.1)", ({ weights, expected }) => {
    expect(cohenKappa(ORD_A, ORD_B, { weights })).toBeCloseTo(expected, 12);
  });
});

describe("unused declared category", () => {
  // Confusion over observed scale [1,2,4] (rows A, cols B): [[1,2,0],[0,1,1],[1,0,2]];
  // row totals 3,2,3, column totals 2,3,3, n = 8.
  // Linear, undeclared (positions 0,1,2): Σw·O = 2·1 + 1·1 + 1·2 = 5;
  //   Σw·r·c = 27 + 10 + 21 = 58 → κ = 1 − 8·5/58 = 18/58.
  // Linear, declared [1,2,3,4] (positions 0,1,3): Σw·O = 2·1 + 1·2 + 1·3 = 7;
  //   Σw·r·c = 36 + 16 + 36 = 88 → κ = 1 − 8·7/88 = 32/88.
  it.each<{ weights: KappaWeights | undefined; observedScale: number; declaredScale: number }>([
    { weights: undefined, observedScale: 0.2558139534883721, declaredScale: 0.2558139534883721 },
    { weights: "linear", observedScale: 18 / 58, declaredScale: 32 / 88 },
    // sklearn 1.2.1 values.
    {
      weights: "quadratic",
      observedScale: 0.36363636363636365,
      declaredScale: 0.42307692307692313,
    },
  ])("weights=$weights", ({ weights, observedScale, declaredScale }) => {
    expect(cohenKappa(GAP_A, GAP_B, { weights })).toBeCloseTo(observedScale, 12);
    expect(cohenKappa(GAP_A, GAP_B, { weights, labels: [1, 2, 3, 4] })).toBeCloseTo(
      declaredScale,
      12,
    );
  });

  it("unused labels at the ends do not change weighted kappa", () => {
    const base = cohenKappa(GAP_A, GAP_B, { weights: "linear", labels: [1, 2, 3, 4] });
    const padded = cohenKappa(GAP_A, GAP_B, { weights: "linear", labels: [0, 1, 2, 3, 4, 5] });
    expect(padded).toBeCloseTo(base ?? Number.NaN, 12);
  });
});

describe("cohenKappa edge cases", () => {
  it.each<{
    name: string;
    a: Label[];
    b: Label[];
    labels?: Label[];
    weights?: KappaWeights;
    expected: number | null;
  }>([
    { name: "perfect agreement", a: [1, 2, 3, 1], b: [1, 2, 3, 1], expected: 1 },
    {
      name: "perfect agreement, quadratic",
      a: [1, 2, 3, 1],
      b: [1, 2, 3, 1],
      weights: "quadratic",
      expected: 1,
    },
    { name: "chance agreement", a: [1, 1, 2, 2], b: [1, 2, 1, 2], expected: 0 },
    { name: "one constant rater", a: [1, 1, 1, 1], b: [1, 2, 1, 2], expected: 0 },
    { name: "constant raters, different labels", a: [0, 0, 0], b: [1, 1, 1], expected: 0 },
    { name: "both constant, same label", a: [1, 1, 1], b: [1, 1, 1], expected: null },
    {
      name: "both constant, declared scale",
      a: [1, 1, 1],
      b: [1, 1, 1],
      labels: [0, 1],
      expected: null,
    },
    {
      name: "both constant, weighted",
      a: ["x", "x"],
      b: ["x", "x"],
      labels: ["w", "x", "y"],
      weights: "linear",
      expected: null,
    },
    { name: "no items", a: [], b: [], expected: null },
    { name: "every item undeclared", a: ["x"], b: ["y"], labels: ["a", "b"], expected: null },
    // sklearn 1.2.1 gives 0.5 both ways: the items with "x"/"y" are dropped.
    {
      name: "undeclared items dropped",
      a: ["a", "b", "c", "x", "a"],
      b: ["a", "b", "b", "a", "y"],
      labels: ["a", "b", "c"],
      expected: 0.5,
    },
    {
      name: "mixed types with declared labels",
      a: [1, "one", 1],
      b: [1, "one", "one"],
      labels: [1, "one"],
      expected: 0.4,
    },
  ])("$name", ({ a, b, labels, weights, expected }) => {
    const result = cohenKappa(a, b, { labels, weights });
    if (expected === null) expect(result).toBeNull();
    else expect(result).toBeCloseTo(expected, 12);
  });

  it.each<{ name: string; a: Label[]; b: Label[]; labels?: Label[] }>([
    { name: "unequal lengths", a: [1, 2], b: [1] },
    { name: "mixed string/number labels without a declared scale", a: [1, "1"], b: [1, "1"] },
    { name: "NaN label", a: [Number.NaN], b: [1] },
    { name: "empty declared labels", a: [1], b: [1], labels: [] },
    { name: "duplicate declared labels", a: [1], b: [1], labels: [1, 1] },
  ])("throws on $name", ({ a, b, labels }) => {
    expect(() => cohenKappa(a, b, { labels })).toThrow();
  });

  it("orders undeclared string labels by code point for weights", () => {
    const a = ["b", "a", "c", "a", "c"];
    const b = ["a", "a", "c", "b", "b"];
    const sorted = cohenKappa(a, b, { weights: "linear", labels: ["a", "b", "c"] });
    expect(cohenKappa(a, b, { weights: "linear" })).toBe(sorted);
    expect(cohenKappa(a, b, { weights: "linear", labels: ["c", "a", "b"] })).not.toBeCloseTo(
      sorted ?? 0,
      6,
    );
  });

  it("orders numbers numerically, not as strings", () => {
    const a = [2, 10, 9, 2];
    const b = [9, 10, 2, 2];
    expect(cohenKappa(a, b, { weights: "quadratic" })).toBe(
      cohenKappa(a, b, { weights: "quadratic", labels: [2, 9, 10] }),
    );
  });
});

describe("kappaStats", () => {
  it("reports agreement proportions and the confusion matrix", () => {
    const { a, b } = fromTable(
      ["yes", "no"],
      [
        [20, 5],
        [10, 15],
      ],
    );
    const stats = kappaStats(a, b, { labels: ["yes", "no"] });
    expect(stats.n).toBe(50);
    expect(stats.observed).toBeCloseTo(0.7, 12);
    expect(stats.expected).toBeCloseTo(0.5, 12);
    expect(stats.kappa).toBeCloseTo(0.4, 12);
    expect(stats.confusion).toEqual({
      labels: ["yes", "no"],
      matrix: [
        [20, 5],
        [10, 15],
      ],
    });
    expect(stats).not.toHaveProperty("kappaLinear");
    expect(stats).not.toHaveProperty("kappaQuadratic");
  });

  it("adds weighted kappas when ordinal", () => {
    const stats = kappaStats(ORD_A, ORD_B, { ordinal: true });
    expect(stats.kappa).toBeCloseTo(0.4736842105263158, 12);
    expect(stats.kappaLinear).toBeCloseTo(0.6635514018691588, 12);
    expect(stats.kappaQuadratic).toBeCloseTo(0.8087649402390438, 12);
  });

  it("counts only items on the declared scale and returns nulls when none remain", () => {
    expect(kappaStats(["a", "x"], ["a", "a"], { labels: ["a"] }).n).toBe(1);
    const empty = kappaStats([], [], { ordinal: true });
    expect(empty).toEqual({
      n: 0,
      observed: null,
      expected: null,
      kappa: null,
      kappaLinear: null,
      kappaQuadratic: null,
      confusion: { labels: [], matrix: [] },
    });
  });

  it("kappaFromConfusion matches cohenKappa on a table", () => {
    expect(
      kappaFromConfusion([
        [20, 5],
        [10, 15],
      ]),
    ).toBeCloseTo(0.4, 12);
    expect(
      kappaFromConfusion([
        [0, 0],
        [0, 7],
      ]),
    ).toBeNull();
  });
});
