import { describe, expect, it } from "vitest";
import { codeSetIntervals } from "./code-set-intervals";
import { multiLabelKappa, type CodeSetPair } from "./multilabel";
import { percentileInterval } from "./percentile-interval";
import { seededRandom, type Random } from "./seeded-random";

const codes = ["a", "b", "c", "d", "e", "f"];

/** Seeded code sets: common and rare codes, B keeping most of A's and adding some of its own. */
function codeSets(n: number, random: Random): CodeSetPair[] {
  const prevalence = [0.3, 0.2, 0.1, 0.05, 0.02, 0.01];
  return Array.from({ length: n }, () => {
    const a = codes.filter((_, i) => random() < prevalence[i]);
    const b = [
      ...a.filter(() => random() < 0.75),
      ...codes.filter((_, i) => random() < prevalence[i] / 4),
    ];
    return { a, b: [...new Set(b)] };
  });
}

/** Items drawn one at a time with replacement, every code and the macro recomputed by multiLabelKappa. */
function naive(items: readonly CodeSetPair[], resamples: number, random: Random) {
  const values = Array.from({ length: codes.length + 1 }, () => new Float64Array(resamples));
  for (let r = 0; r < resamples; r++) {
    const sample = Array.from(
      { length: items.length },
      () => items[Math.floor(random() * items.length)],
    );
    const { perCode, macroKappa } = multiLabelKappa(sample, codes);
    perCode.forEach((c, i) => (values[i][r] = c.kappa ?? Number.NaN));
    values[codes.length][r] = macroKappa ?? Number.NaN;
  }
  return values.map(percentileInterval);
}

describe("codeSetIntervals", () => {
  const items = codeSets(1000, seededRandom("code sets"));
  const point = multiLabelKappa(items, codes);
  const defined = [...point.perCode.map((c) => c.kappa !== null), point.macroKappa !== null];

  it("equals the naive joint item bootstrap within Monte-Carlo error, per code and for the macro kappa", () => {
    const fast = codeSetIntervals({ items, codes, seed: "fast", defined, resamples: 2000 });
    const want = naive(items, 2000, seededRandom("naive"));
    [...fast.codes, fast.macro].forEach((got, i) => {
      if (want[i] === null) {
        expect(got).toBeNull();
        return;
      }
      // Rare codes have wide, skewed intervals: the tolerance follows the interval's width.
      const tolerance = 0.01 + 0.08 * (want[i][1] - want[i][0]);
      expect(Math.abs(got![0] - want[i][0])).toBeLessThan(tolerance);
      expect(Math.abs(got![1] - want[i][1])).toBeLessThan(tolerance);
    });
    expect(fast.macro![0]).toBeLessThan(point.macroKappa!);
    expect(fast.macro![1]).toBeGreaterThan(point.macroKappa!);
  }, 60_000);

  it("is deterministic for a seed, and null where the kappa is undefined", () => {
    const a = codeSetIntervals({ items, codes, seed: "s", defined });
    expect(codeSetIntervals({ items, codes, seed: "s", defined })).toEqual(a);
    const none = codeSetIntervals({ items, codes, seed: "s", defined: defined.map(() => false) });
    expect(none).toEqual({ codes: codes.map(() => null), macro: null });
  });
});
