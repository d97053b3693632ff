import { describe, expect, it } from "vitest";
import { callBounded } from "@/tests/bounded-call";
import type { MetricCalibration, ScoredItem } from "./calibrate-metric";

// SPEC §7 "Bounded work": calibration finishes in bounded time and gives finite numbers on ties,
// tiny spreads and outliers. Each case runs in a child process killed after 20 s (an endless
// bisection once ignored SIGTERM in the app), its numbers checked for NaN and ±Infinity there.
const labels = ["incorrect", "partially_correct", "correct"];
const calibrate = (items: ScoredItem[]) => ({
  module: "lib/calibration/calibrate-metric.ts",
  name: "calibrateMetric",
  args: [{ items, labels, seed: "bounded" }],
});
const gold = (i: number) => labels[i % 3];

const cases: [string, ScoredItem[]][] = [
  // Classes in ascending runs of scores, so their densities cross between medians 2e-15 apart.
  [
    "tiny distinct spreads (0.5 + k·1e-16) with noise flags",
    Array.from({ length: 60 }, (_, k) => ({
      gold: labels[Math.floor(k / 20)],
      score: 0.5 + k * 1e-16,
      noise: k % 4 === 0,
    })),
  ],
  [
    "ties: every class on one value, and classes sharing it",
    Array.from({ length: 30 }, (_, k) => ({
      gold: gold(k),
      score: k % 3 === 2 ? 0.7 : 0.3,
      noise: k % 5 === 0,
    })),
  ],
  [
    "outliers at ±1e6 among scores in [0, 1]",
    Array.from({ length: 40 }, (_, k) => ({
      gold: gold(k),
      score: k === 7 ? 1e6 : k === 8 ? -1e6 : (k % 3) / 3 + (k % 7) / 50,
      noise: k % 6 === 0,
    })),
  ],
  [
    "scores of ±1e308 stored before the range was enforced",
    Array.from({ length: 20 }, (_, k) => ({
      gold: gold(k),
      score: k % 2 === 0 ? 1e308 : -1e308,
      noise: k % 3 === 0,
    })),
  ],
  [
    "subnormal spreads near zero",
    Array.from({ length: 20 }, (_, k) => ({
      gold: gold(k),
      score: k * 5e-324,
      noise: k % 2 === 0,
    })),
  ],
];

describe("calibrateMetric always finishes with finite numbers", () => {
  it.each(cases)("%s", (_, items) => {
    const [{ result, nonFinite }] = callBounded([calibrate(items)], 20_000);
    expect(nonFinite).toEqual([]);
    const report = result as MetricCalibration;
    for (const t of [
      ...report.thresholds,
      ...(report.noise?.threshold ? [report.noise.threshold] : []),
    ])
      expect(typeof t.value).toBe("number");
    for (const curve of report.densities) {
      expect(curve.bandwidth === null || curve.bandwidth > 0).toBe(true);
      for (const [x, y] of curve.points)
        expect(Number.isFinite(x) && Number.isFinite(y)).toBe(true);
    }
  });

  it("the density chart's axis ticks stay few on any range", () => {
    const ranges: [number, number][] = [
      [0.5 - 3e-17, 0.5 + 3e-17],
      [0.5, 0.5 + 1e-16],
      [-1e308, 1e308],
      [0, 5e-324],
      [1e6 - 1e-9, 1e6],
    ];
    const ticks = callBounded(
      ranges.map((r) => ({
        module: "components/agreement/chart-scale.ts",
        name: "niceTicks",
        args: [...r, 6],
      })),
      20_000,
    );
    ticks.forEach(({ result, nonFinite }) => {
      expect(nonFinite).toEqual([]);
      expect((result as number[]).length).toBeLessThanOrEqual(20);
      expect(new Set(result as number[]).size).toBe((result as number[]).length);
    });
  });
});
