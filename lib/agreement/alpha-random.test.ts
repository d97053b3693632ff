import { describe, it, expect } from "vitest";
import { krippendorffAlpha, krippendorffAlphas } from "./alpha";
import type { AlphaLevel, Rating } from "./alpha";
import { seededRandom } from "@/tests/seeded-random";

/**
 * Naive reference straight from the definition: D_o averages δ over ordered within-unit pairs
 * (each unit weighted 1/(m−1)), D_e over all ordered pairs of pairable values; α = 1 − D_o/D_e.
 */
function naiveAlpha(data: Rating[][], level: AlphaLevel, domain: number[]): number | null {
  const units: number[][] = [];
  for (let u = 0; u < (data[0]?.length ?? 0); u++) {
    const values = data.map((row) => row[u]).filter((v): v is number => typeof v === "number");
    if (values.length >= 2) units.push(values);
  }
  const all = units.flat();
  const n = all.length;
  if (n === 0) return null;
  const count = (g: number): number => all.filter((v) => v === g).length;
  const delta = (c: number, k: number): number => {
    if (level === "nominal") return c === k ? 0 : 1;
    if (level === "interval") return (c - k) ** 2;
    const [lo, hi] = [
      Math.min(domain.indexOf(c), domain.indexOf(k)),
      Math.max(domain.indexOf(c), domain.indexOf(k)),
    ];
    let between = 0;
    for (let g = lo; g <= hi; g++) between += count(domain[g]);
    return (between - (count(c) + count(k)) / 2) ** 2;
  };
  let observed = 0;
  for (const values of units) {
    let s = 0;
    values.forEach((x, i) => values.forEach((y, j) => (s += i === j ? 0 : delta(x, y))));
    observed += s / (values.length - 1);
  }
  let expected = 0;
  all.forEach((x, i) => all.forEach((y, j) => (expected += i === j ? 0 : delta(x, y))));
  if (expected === 0) return null;
  return 1 - observed / n / (expected / (n * (n - 1)));
}

describe("krippendorffAlpha vs naive pairwise definition", () => {
  const next = seededRandom(7);
  const levels: AlphaLevel[] = ["nominal", "ordinal", "interval"];
  const cases = Array.from({ length: 200 }, (_, i) => {
    const coders = 1 + Math.floor(next() * 4);
    const unitCount = Math.floor(next() * 12);
    const domain = [-3, 0, 1, 2.5, 7, 10].slice(0, 1 + Math.floor(next() * 6));
    const missing = next() * 0.6;
    const data: Rating[][] = Array.from({ length: coders }, () =>
      Array.from({ length: unitCount }, () =>
        next() < missing ? null : domain[Math.floor(next() * domain.length)],
      ),
    );
    return { i, data, level: levels[i % 3], domain, declare: next() < 0.5 };
  });

  it.each(cases)("random case $i ($level)", ({ data, level, domain, declare }) => {
    const actual = krippendorffAlpha(data, { level, labels: declare ? domain : undefined });
    const expected = naiveAlpha(data, level, domain);
    if (expected === null) expect(actual).toBeNull();
    else expect(Math.abs((actual ?? Number.NaN) - expected)).toBeLessThan(1e-9);
  });

  it.each(cases.filter((c) => c.i % 5 === 0))(
    "random case $i at every level at once",
    ({ data, domain }) => {
      const all = krippendorffAlphas(data, { labels: domain, levels });
      for (const level of levels) {
        const expected = naiveAlpha(data, level, domain);
        if (expected === null) expect(all[level]).toBeNull();
        else expect(Math.abs((all[level] ?? Number.NaN) - expected)).toBeLessThan(1e-9);
      }
    },
  );

  it("covers defined and undefined results", () => {
    const results = cases.map((c) => krippendorffAlpha(c.data, { level: c.level }));
    expect(results.filter((r) => r === null).length).toBeGreaterThan(5);
    expect(results.filter((r) => r !== null && r !== 1).length).toBeGreaterThan(80);
  });
});
