import { bootstrapCells } from "@/lib/agreement/bootstrap-cells";
import type { Interval } from "@/lib/agreement/percentile-interval";
import { calibrationThresholds, reclassify, type Threshold } from "./calibration-thresholds";

const NOISE = "noise";
const REAL = "real";

/** Noise vs real output as a binary task; noise is the positive class. */
export interface NoiseCalibration {
  n: number;
  nNoise: number;
  threshold: Threshold | null;
  direction: "ascending" | "descending";
  precision: number | null;
  recall: number | null;
  /** 2·TP / (2·TP + FP + FN); null when there is no noise item and none is predicted. */
  f1: number | null;
  ci95: Interval;
  /** Rows: stated (noise, real); columns: predicted (noise, real). */
  counts: [[number, number], [number, number]];
}

/** F1 of cell counts [TP, FN, FP, TN]; NaN when undefined. */
function f1Of(tp: number, fn: number, fp: number): number {
  const d = 2 * tp + fp + fn;
  return d === 0 ? Number.NaN : (2 * tp) / d;
}

/**
 * The same thresholding between the scores of items stated noise and stated real (items whose
 * noise is not stated are left out); null when no item states it.
 */
export function noiseCalibration(opts: {
  items: readonly { score: number; noise?: boolean }[];
  seed: string;
}): NoiseCalibration | null {
  const stated = opts.items.filter((i) => i.noise !== undefined);
  if (stated.length === 0) return null;
  const calibration = calibrationThresholds([
    { label: NOISE, scores: stated.filter((i) => i.noise).map((i) => i.score) },
    { label: REAL, scores: stated.filter((i) => !i.noise).map((i) => i.score) },
  ]);
  let [tp, fn, fp, tn] = [0, 0, 0, 0];
  for (const item of stated) {
    const predictedNoise = reclassify(item.score, calibration) === NOISE;
    if (item.noise && predictedNoise) tp++;
    else if (item.noise) fn++;
    else if (predictedNoise) fp++;
    else tn++;
  }
  const f1 = f1Of(tp, fn, fp);
  const [ci95] = Number.isNaN(f1)
    ? [null]
    : bootstrapCells({
        seed: opts.seed,
        counts: [tp, fn, fp, tn],
        stats: 1,
        evaluate: (c, out) => (out[0] = f1Of(c[0], c[1], c[2])),
      });
  return {
    n: stated.length,
    nNoise: tp + fn,
    threshold: calibration.thresholds[0] ?? null,
    direction: calibration.direction,
    precision: tp + fp === 0 ? null : tp / (tp + fp),
    recall: tp + fn === 0 ? null : tp / (tp + fn),
    f1: Number.isNaN(f1) ? null : f1,
    ci95,
    counts: [
      [tp, fn],
      [fp, tn],
    ],
  };
}
