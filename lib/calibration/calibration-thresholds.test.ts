import { describe, expect, it } from "vitest";
import { cohenKappa } from "@/lib/agreement/kappa";
import { calibrateMetric, type ScoredItem } from "./calibrate-metric";
import { calibrationThresholds, reclassify } from "./calibration-thresholds";

const low = [0.05, 0.1, 0.12, 0.2, 0.22, 0.3, 0.31, 0.45];
const high = [0.4, 0.5, 0.55, 0.6, 0.62, 0.7, 0.8, 0.85, 0.9];

describe("calibrationThresholds", () => {
  it("puts the threshold where the two classes' KDEs cross, as scipy's brentq finds it", () => {
    // scipy: brentq(lambda x: kde(low)(x) - kde(high)(x), median(low), median(high))
    const { thresholds, direction, scoreOrder } = calibrationThresholds([
      { label: "incorrect", scores: low },
      { label: "correct", scores: high },
    ]);
    expect(direction).toBe("ascending");
    expect(scoreOrder).toEqual(["incorrect", "correct"]);
    expect(thresholds).toHaveLength(1);
    expect(thresholds[0]).toMatchObject({
      below: "incorrect",
      above: "correct",
      method: "crossing",
    });
    expect(Math.abs(thresholds[0].value - 0.4185100467881915)).toBeLessThan(1e-9);
  });

  it("reads the direction from the end classes' medians (declared order correct > … > incorrect)", () => {
    const result = calibrationThresholds([
      { label: "correct", scores: high },
      { label: "incorrect", scores: low },
    ]);
    expect(result.direction).toBe("descending");
    expect(result.scoreOrder).toEqual(["incorrect", "correct"]);
    expect(reclassify(0.1, result)).toBe("incorrect");
    expect(reclassify(0.9, result)).toBe("correct");
  });

  it("falls back to the midpoint of the medians when a class has no KDE", () => {
    const { thresholds } = calibrationThresholds([
      { label: "a", scores: [0.1, 0.3] },
      { label: "b", scores: [0.8] },
    ]);
    expect(thresholds[0]).toMatchObject({ method: "median_midpoint" });
    expect(thresholds[0].value).toBeCloseTo(0.5, 12);
  });

  it("falls back to the midpoint when the densities do not cross between the medians", () => {
    // b's scores sit inside a's spread with a wider spread, so f_a − f_b keeps one sign between the medians.
    const a = [0.0, 0.48, 0.5, 0.52, 1.0];
    const b = [-3, 0.5, 0.51, 4];
    const { thresholds } = calibrationThresholds([
      { label: "a", scores: a },
      { label: "b", scores: b },
    ]);
    expect(thresholds[0].method).toBe("median_midpoint");
    expect(thresholds[0].value).toBeCloseTo((0.5 + 0.505) / 2, 12);
  });

  it("skips empty classes and keeps thresholds non-decreasing", () => {
    // b is narrow, a wide and c narrower: the a|b crossing falls near b, the b|c one lower still.
    const a = [-9, -6, -3, 0, 3, 6];
    const b = [2.95, 3, 3.05];
    const c = [0.3, 0.5, 0.7];
    const result = calibrationThresholds([
      { label: "a", scores: a },
      { label: "empty", scores: [] },
      { label: "b", scores: b },
      { label: "c", scores: c },
    ]);
    expect(result.scoreOrder).toEqual(["a", "b", "c"]);
    const values = result.thresholds.map((t) => t.value);
    expect(values[1]).toBeGreaterThanOrEqual(values[0]);
    expect(result.thresholds[1].method).toBe("previous_threshold");
  });

  it("gives a score on a threshold to the lower class", () => {
    const result = calibrationThresholds([
      { label: "a", scores: [0] },
      { label: "b", scores: [1] },
    ]);
    expect(reclassify(0.5, result)).toBe("a");
    expect(reclassify(0.5000001, result)).toBe("b");
  });
});

describe("calibrateMetric", () => {
  const labels = ["correct", "partially_correct", "incorrect"];
  const items: ScoredItem[] = [
    ...[0.81, 0.9, 0.72, 0.95, 0.66, 0.88, 0.4].map((score) => ({ gold: "correct", score })),
    ...[0.5, 0.55, 0.61, 0.45, 0.7, 0.3].map((score) => ({ gold: "partially_correct", score })),
    ...[0.1, 0.2, 0.35, 0.05, 0.5, 0.25, 0.15].map((score) => ({ gold: "incorrect", score })),
    { gold: null, score: 0.5 },
    { gold: "incorrect", score: 0.99, noise: true },
  ];

  it("reports a quadratic kappa equal to cohenKappa on the reclassified vectors", () => {
    const report = calibrateMetric({ items, labels, seed: "t" });
    const ordinal = items.filter((i) => i.gold !== null && i.noise !== true);
    const [lo, hi] = report.thresholds.map((t) => t.value);
    const predicted = ordinal.map((i) =>
      i.score <= lo ? "incorrect" : i.score <= hi ? "partially_correct" : "correct",
    );
    expect(report.n).toBe(20);
    expect(report.direction).toBe("descending");
    expect(report.kappaQuadratic).toBe(
      cohenKappa(
        ordinal.map((i) => i.gold!),
        predicted,
        { labels, weights: "quadratic" },
      ),
    );
    expect(report.kappaQuadratic).toBeGreaterThan(0.5);
    const [low, high] = report.ci95!;
    expect(low).toBeLessThanOrEqual(report.kappaQuadratic!);
    expect(high).toBeGreaterThanOrEqual(report.kappaQuadratic!);
    expect(report.confusion.matrix.flat().reduce((s, v) => s + v, 0)).toBe(20);
    expect(report.confusion.rowNormalized[0].reduce((s, v) => s + v, 0)).toBeCloseTo(1, 12);
    expect(report.classes.map((c) => c.n)).toEqual([7, 6, 7]);
  });

  it("gives the same interval for the same data (seeded)", () => {
    expect(calibrateMetric({ items, labels, seed: "t" }).ci95).toEqual(
      calibrateMetric({ items, labels, seed: "t" }).ci95,
    );
  });

  it("has no ordinal result without gold, and no noise block when no item states noise", () => {
    const report = calibrateMetric({ items: [{ gold: null, score: 1 }], labels, seed: "t" });
    expect(report).toMatchObject({
      n: 0,
      kappaQuadratic: null,
      ci95: null,
      thresholds: [],
      noise: null,
    });
  });
});
