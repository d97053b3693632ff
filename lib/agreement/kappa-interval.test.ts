import { describe, expect, it } from "vitest";
import { kappaFromConfusion } from "./kappa";
import { kappaIntervals } from "./kappa-interval";
import { percentileInterval } from "./percentile-interval";
import { seededRandom, type Random } from "./seeded-random";

/** The textbook bootstrap: draw n items with replacement, one at a time, and recompute kappa. */
function naiveIntervals(
  matrix: number[][],
  resamples: number,
  random: Random,
  weights: (undefined | "linear" | "quadratic")[],
) {
  const k = matrix.length;
  const items: [number, number][] = [];
  matrix.forEach((row, i) =>
    row.forEach((c, j) => items.push(...Array.from({ length: c }, (): [number, number] => [i, j]))),
  );
  const values = weights.map(() => new Float64Array(resamples));
  for (let r = 0; r < resamples; r++) {
    const m = Array.from({ length: k }, () => new Array<number>(k).fill(0));
    for (let d = 0; d < items.length; d++) {
      const [i, j] = items[Math.floor(random() * items.length)];
      m[i][j] += 1;
    }
    weights.forEach((w, s) => (values[s][r] = kappaFromConfusion(m, w) ?? Number.NaN));
  }
  return values.map(percentileInterval);
}

/** Seeded two-rater data: B copies A with probability `agree`, else labels at random. */
function table(n: number, random: Random, agree = 0.7, k = 3): number[][] {
  const m = Array.from({ length: k }, () => new Array<number>(k).fill(0));
  for (let i = 0; i < n; i++) {
    const a = random() < 0.5 ? 0 : Math.floor(random() * k);
    const b = random() < agree ? a : Math.floor(random() * k);
    m[a][b] += 1;
  }
  return m;
}

const width = (ci: [number, number] | null) => (ci === null ? Number.NaN : ci[1] - ci[0]);

describe("kappaIntervals", () => {
  const matrix = [
    [120, 20, 10],
    [15, 60, 12],
    [8, 10, 45],
  ];

  it("equals the naive item-by-item bootstrap within Monte-Carlo error (4,000 resamples each)", () => {
    // The 2.5th percentile of 4,000 resamples has a Monte-Carlo standard error of about 0.003 here.
    const fast = kappaIntervals({ matrix, seed: "fast", ordinal: true, resamples: 4000 });
    const [plain, linear, quadratic] = naiveIntervals(matrix, 4000, seededRandom("naive"), [
      undefined,
      "linear",
      "quadratic",
    ]);
    for (const [got, want] of [
      [fast.ci95, plain],
      [fast.ci95Linear, linear],
      [fast.ci95Quadratic, quadratic],
    ] as const) {
      expect(got).not.toBeNull();
      expect(Math.abs(got![0] - want![0])).toBeLessThan(0.015);
      expect(Math.abs(got![1] - want![1])).toBeLessThan(0.015);
    }
  }, 60_000);

  it("is deterministic for a seed and moves with another seed", () => {
    const a = kappaIntervals({ matrix, seed: "7|all|accuracy", ordinal: true });
    expect(kappaIntervals({ matrix, seed: "7|all|accuracy", ordinal: true })).toEqual(a);
    expect(kappaIntervals({ matrix, seed: "8|all|accuracy", ordinal: true }).ci95).not.toEqual(
      a.ci95,
    );
  });

  it("contains the point estimate and narrows as n grows (seeded data, n = 100 … 12,800)", () => {
    const random = seededRandom("growing");
    let previous = Number.POSITIVE_INFINITY;
    for (const n of [100, 400, 1600, 6400, 12800]) {
      const m = table(n, random);
      const kappa = kappaFromConfusion(m)!;
      const { ci95 } = kappaIntervals({ matrix: m, seed: `growing ${n}` });
      expect(ci95![0]).toBeLessThanOrEqual(kappa);
      expect(ci95![1]).toBeGreaterThanOrEqual(kappa);
      // The half-width shrinks as 1/√n: quadrupling n about halves it.
      expect(width(ci95)).toBeLessThan(previous * (n === 12800 ? 0.85 : 0.7));
      previous = width(ci95);
    }
  });

  it("is null when kappa is undefined, or undefined in more than a tenth of the resamples", () => {
    expect(
      kappaIntervals({
        matrix: [
          [30, 0],
          [0, 0],
        ],
        seed: "s",
      }).ci95,
    ).toBeNull();
    // One item of 20 carries the rare label: (19/20)^20 ≈ 36 % of the resamples miss it, so kappa is undefined there.
    const rare = kappaIntervals({
      matrix: [
        [19, 0],
        [0, 1],
      ],
      seed: "s",
    });
    expect(rare.ci95).toBeNull();
    expect(
      kappaIntervals({
        matrix: [
          [0, 0],
          [0, 0],
        ],
        seed: "s",
      }),
    ).toEqual({ ci95: null });
  });
});
