import { describe, it, expect } from "vitest";
import {
  expandCodeSet,
  multiLabelKappa,
  multiLabelKappaByLevel,
  taxonomyScales,
} from "./multilabel";
import type { CodeSetPair, Taxonomy } from "./multilabel";

// Hand-worked: x → A [1,1,0,0], B [1,1,0,1]: p_o = 3/4, p_e = ½·¾ + ½·¼ = ½, κ = ½, prevalence 5/8.
// y → A [1,0,0,1], B [0,0,1,1]: p_o = ½, p_e = ½, κ = 0, prevalence ½. z is never used.
const ITEMS: CodeSetPair[] = [
  { a: ["x", "y", "x"], b: ["x"] },
  { a: ["x"], b: ["x", "undeclared"] },
  { a: [], b: ["y"] },
  { a: ["y"], b: ["y", "x"] },
];

describe("multiLabelKappa", () => {
  const result = multiLabelKappa(ITEMS, ["x", "y", "z"]);
  it.each([
    // matrix rows = A absent/present, columns = B absent/present.
    {
      code: "x",
      n: 4,
      observed: 0.75,
      expected: 0.5,
      kappa: 0.5,
      prevalence: 5 / 8,
      matrix: [
        [1, 1],
        [0, 2],
      ],
    },
    {
      code: "y",
      n: 4,
      observed: 0.5,
      expected: 0.5,
      kappa: 0,
      prevalence: 0.5,
      matrix: [
        [1, 1],
        [1, 1],
      ],
    },
    {
      code: "z",
      n: 4,
      observed: 1,
      expected: 1,
      kappa: null,
      prevalence: 0,
      matrix: [
        [4, 0],
        [0, 0],
      ],
    },
  ])("code $code", (expected) => {
    const entry = result.perCode.find((c) => c.code === expected.code);
    expect(entry).toEqual(expected);
  });

  it("macro-averages only defined kappas", () => {
    expect(result.perCode.map((c) => c.code)).toEqual(["x", "y", "z"]);
    expect(result.macroKappa).toBeCloseTo(0.25, 12);
  });

  it.each<{ name: string; items: CodeSetPair[]; codes: string[]; macro: number | null }>([
    { name: "no items", items: [], codes: ["x"], macro: null },
    { name: "no codes", items: ITEMS, codes: [], macro: null },
    {
      name: "code always used by both",
      items: [
        { a: ["x"], b: ["x"] },
        { a: ["x"], b: ["x"] },
      ],
      codes: ["x"],
      macro: null,
    },
    {
      name: "perfect agreement",
      items: [
        { a: ["x"], b: ["x"] },
        { a: [], b: [] },
      ],
      codes: ["x"],
      macro: 1,
    },
  ])("$name → macro $macro", ({ items, codes, macro }) => {
    const { macroKappa } = multiLabelKappa(items, codes);
    if (macro === null) expect(macroKappa).toBeNull();
    else expect(macroKappa).toBeCloseTo(macro, 12);
  });

  it("reports null proportions when there are no items", () => {
    expect(multiLabelKappa([], ["x"]).perCode[0]).toEqual({
      code: "x",
      n: 0,
      observed: null,
      expected: null,
      kappa: null,
      prevalence: null,
      matrix: [
        [0, 0],
        [0, 0],
      ],
    });
  });

  it("throws on duplicate declared codes", () => {
    expect(() => multiLabelKappa(ITEMS, ["x", "x"])).toThrow();
  });

  it("matches the closed-form 2×2 kappa 2(ad − bc) / ((a+b)(b+d) + (a+c)(c+d)) on random data", () => {
    let seed = 12345;
    const next = (): number => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    for (let round = 0; round < 100; round++) {
      const n = 1 + Math.floor(next() * 30);
      const p = next();
      const items = Array.from({ length: n }, () => ({
        a: next() < p ? ["c"] : [],
        b: next() < p ? ["c"] : [],
      }));
      const cell = (ha: boolean, hb: boolean): number =>
        items.filter((i) => i.a.length > 0 === ha && i.b.length > 0 === hb).length;
      const [a, b, c, d] = [
        cell(true, true),
        cell(true, false),
        cell(false, true),
        cell(false, false),
      ];
      const denominator = (a + b) * (b + d) + (a + c) * (c + d);
      const kappa = multiLabelKappa(items, ["c"]).perCode[0].kappa;
      if (denominator === 0) expect(kappa).toBeNull();
      else
        expect(Math.abs((kappa ?? Number.NaN) - (2 * (a * d - b * c)) / denominator)).toBeLessThan(
          1e-9,
        );
    }
  });
});

const TAXONOMY: Taxonomy = {
  codes: [
    { code: "c1", group: "g1", category: "A" },
    { code: "c2", group: "g1", category: "A" },
    { code: "c3", group: null, category: "A" },
    { code: "c4", group: "g2", category: "B" },
  ],
};

describe("taxonomy expansion", () => {
  it("lists declared groups (non-null only) and categories", () => {
    expect(taxonomyScales(TAXONOMY)).toEqual({ groups: ["g1", "g2"], categories: ["A", "B"] });
  });

  it.each([
    { codes: ["c2", "c1"], groups: ["g1"], categories: ["A"] },
    { codes: ["c3"], groups: [], categories: ["A"] },
    { codes: ["c4", "c3", "unknown"], groups: ["g2"], categories: ["A", "B"] },
    { codes: [], groups: [], categories: [] },
  ])("expands $codes", ({ codes, groups, categories }) => {
    expect(expandCodeSet(codes, TAXONOMY)).toEqual({ groups, categories });
  });

  it("throws on a duplicated taxonomy code", () => {
    const dup: Taxonomy = {
      codes: [...TAXONOMY.codes, { code: "c1", group: null, category: "B" }],
    };
    expect(() => expandCodeSet(["c1"], dup)).toThrow();
  });

  // Items: (c1 | c2), (c3 | c1), (c4 c3 | c4 c3), (c1 | c3).
  // g1 → A [1,0,0,1], B [1,1,0,0]: p_o = ½, p_e = ½ → κ 0. g2 → [0,0,1,0] both → κ 1.
  // A → always present for both (observed = expected = 1) → null. B → κ 1.
  const items: CodeSetPair[] = [
    { a: ["c1"], b: ["c2"] },
    { a: ["c3"], b: ["c1"] },
    { a: ["c4", "c3"], b: ["c3", "c4"] },
    { a: ["c1"], b: ["c3"] },
  ];
  it.each([
    { level: "group" as const, kappas: [0, 1], macro: 0.5 },
    { level: "category" as const, kappas: [null, 1], macro: 1 },
  ])("per $level agreement", ({ level, kappas, macro }) => {
    const result = multiLabelKappaByLevel(items, TAXONOMY, level);
    expect(result.perCode.map((c) => c.kappa)).toEqual(kappas);
    expect(result.macroKappa).toBeCloseTo(macro, 12);
  });
});
