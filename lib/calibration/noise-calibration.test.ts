import { describe, expect, it } from "vitest";
import { noiseCalibration } from "./noise-calibration";

describe("noiseCalibration", () => {
  // Medians: real 0.2, noise 0.9, so the threshold lies in [0.2, 0.9]: every score ≤ 0.2 is called
  // real and every score ≥ 0.9 noise (a score on the threshold goes below, and the crossing is
  // not at a median here). Noise 0.15 is missed (FN), real 0.97 is called noise (FP):
  // TP 4, FN 1, FP 1, TN 4 → precision 4/5, recall 4/5, F1 = 2·4 / (2·4 + 1 + 1) = 0.8.
  const items = [
    ...[0.15, 0.9, 0.9, 0.95, 1.0].map((score) => ({ score, noise: true })),
    ...[0.1, 0.2, 0.2, 0.2, 0.97].map((score) => ({ score, noise: false })),
    { score: 0.5 },
  ];

  it("scores noise vs real as a binary task (F1 on a hand-worked case)", () => {
    const report = noiseCalibration({ items, seed: "n" })!;
    expect(report.threshold!.value).toBeGreaterThan(0.2);
    expect(report.threshold!.value).toBeLessThan(0.9);
    expect(report).toMatchObject({
      n: 10,
      nNoise: 5,
      precision: 0.8,
      recall: 0.8,
      counts: [
        [4, 1],
        [1, 4],
      ],
    });
    expect(report.f1).toBeCloseTo(0.8, 12);
    const [low, high] = report.ci95!;
    expect(low).toBeLessThanOrEqual(0.8);
    expect(high).toBeGreaterThanOrEqual(0.8);
  });

  it("is null when no item states whether it is noise", () => {
    expect(noiseCalibration({ items: [{ score: 1 }], seed: "n" })).toBeNull();
  });

  it("has an undefined F1 when there is no noise item and none is called noise", () => {
    const report = noiseCalibration({
      items: [
        { score: 0.1, noise: false },
        { score: 0.3, noise: false },
      ],
      seed: "n",
    })!;
    expect(report).toMatchObject({
      f1: null,
      precision: null,
      recall: null,
      ci95: null,
      threshold: null,
    });
  });
});
