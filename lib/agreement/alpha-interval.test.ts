import { describe, expect, it } from "vitest";
import { krippendorffAlphas, type Rating } from "./alpha";
import { alphaIntervals } from "./alpha-interval";
import { percentileInterval } from "./percentile-interval";
import { seededRandom } from "./seeded-random";

describe("alphaIntervals", () => {
  // 600 units, two to four coders each, on a 4-point scale; coders mostly agree with a latent value.
  const random = seededRandom("alpha units");
  const units = Array.from({ length: 600 }, () => {
    const latent = Math.floor(random() * 4);
    const m = 2 + Math.floor(random() * 3);
    return Array.from({ length: m }, () => (random() < 0.7 ? latent : Math.floor(random() * 4)));
  });
  const labels = [0, 1, 2, 3];
  const asRatings = (list: readonly (readonly number[])[]): Rating[][] =>
    Array.from({ length: 4 }, (_, s) => list.map((u) => (s < u.length ? u[s] : null)));
  const levels = ["nominal", "ordinal"] as const;
  const point = krippendorffAlphas(asRatings(units), { labels, levels });

  it("equals the naive unit-by-unit bootstrap within Monte-Carlo error", () => {
    const fast = alphaIntervals({ units, labels, levels, point, seed: "fast", resamples: 3000 });
    const r = seededRandom("naive");
    const values = levels.map(() => new Float64Array(3000));
    for (let b = 0; b < 3000; b++) {
      const sample = Array.from(
        { length: units.length },
        () => units[Math.floor(r() * units.length)],
      );
      const alpha = krippendorffAlphas(asRatings(sample), { labels, levels });
      levels.forEach((l, s) => (values[s][b] = alpha[l] ?? Number.NaN));
    }
    levels.forEach((level, s) => {
      const want = percentileInterval(values[s])!;
      expect(Math.abs(fast[level]![0] - want[0])).toBeLessThan(0.012);
      expect(Math.abs(fast[level]![1] - want[1])).toBeLessThan(0.012);
      expect(fast[level]![0]).toBeLessThan(point[level]!);
      expect(fast[level]![1]).toBeGreaterThan(point[level]!);
    });
  }, 60_000);

  it("is deterministic for a seed and null at a level whose alpha is undefined", () => {
    expect(alphaIntervals({ units, labels, levels, point, seed: "s" })).toEqual(
      alphaIntervals({ units, labels, levels, point, seed: "s" }),
    );
    expect(
      alphaIntervals({
        units: [[1, 1]],
        labels,
        levels,
        point: { nominal: null, ordinal: null },
        seed: "s",
      }),
    ).toEqual({ nominal: null, ordinal: null });
  });
});
