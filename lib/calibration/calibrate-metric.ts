import { confusionMatrix, normalizeColumns, normalizeRows } from "@/lib/agreement/confusion-matrix";
import { kappaIntervals } from "@/lib/agreement/kappa-interval";
import { cohenKappa } from "@/lib/agreement/kappa";
import type { Label } from "@/lib/agreement/label-scale";
import type { Interval } from "@/lib/agreement/percentile-interval";
import { MAX_ABS_SCORE } from "@/lib/metrics/metric-score-line-schema";
import {
  calibrationThresholds,
  median,
  reclassify,
  type Threshold,
} from "./calibration-thresholds";
import { densityCurves, type DensityCurve } from "./density-curves";
import { noiseCalibration, type NoiseCalibration } from "./noise-calibration";

/** One scored item: its gold class (null: no gold on the target field) and noise flag (undefined: not stated). */
export interface ScoredItem {
  gold: Label | null;
  score: number;
  noise?: boolean;
}

interface CalibrationConfusion {
  /** Rows: gold; columns: the class the thresholds give; both over the declared labels. */
  labels: Label[];
  /** Counts. */
  matrix: number[][];
  rowNormalized: number[][];
  columnNormalized: number[][];
}

export interface MetricCalibration {
  /** Items with gold that are not flagged as noise: the ordinal task's items. */
  n: number;
  classes: { label: Label; n: number; median: number | null }[];
  direction: "ascending" | "descending";
  thresholds: Threshold[];
  /** Quadratic kappa of gold against the reclassified labels over the declared scale; null when undefined. */
  kappaQuadratic: number | null;
  ci95: Interval;
  confusion: CalibrationConfusion;
  densities: DensityCurve[];
  noise: NoiseCalibration | null;
}

/** A score stored before import enforced the range counts as the nearest bound, so every figure stays finite (NaN, which no order places, is left out). */
function withinRange(item: ScoredItem): ScoredItem {
  const score = Math.min(MAX_ABS_SCORE, Math.max(-MAX_ABS_SCORE, item.score));
  return score === item.score ? item : { ...item, score };
}

/**
 * Katzy et al. §7 for one metric and one slice (a language, or all): thresholds from the gold
 * classes' KDEs, every item reclassified, quadratic kappa with its bootstrap CI and both normalised
 * confusion matrices; items flagged as noise are left out of the ordinal task and, with the items
 * stated real, make the noise-vs-real block.
 */
export function calibrateMetric(opts: {
  items: readonly ScoredItem[];
  labels: readonly Label[];
  seed: string;
}): MetricCalibration {
  const items = opts.items.filter((i) => !Number.isNaN(i.score)).map(withinRange);
  const ordinal = items.filter(
    (i) => i.gold !== null && i.noise !== true && opts.labels.includes(i.gold),
  );
  const classes = opts.labels.map((label) => ({
    label,
    scores: ordinal.filter((i) => i.gold === label).map((i) => i.score),
  }));
  const calibration = calibrationThresholds(classes);
  const gold = ordinal.map((i) => i.gold as Label);
  const predicted = ordinal.map((i) => reclassify(i.score, calibration));
  const { matrix } = confusionMatrix(gold, predicted, opts.labels);
  return {
    n: ordinal.length,
    classes: classes.map((c) => ({
      label: c.label,
      n: c.scores.length,
      median: c.scores.length ? median(c.scores) : null,
    })),
    direction: calibration.direction,
    thresholds: calibration.thresholds,
    kappaQuadratic: cohenKappa(gold, predicted, { labels: opts.labels, weights: "quadratic" }),
    ci95: ordinal.length
      ? (kappaIntervals({ matrix, seed: opts.seed, ordinal: true }).ci95Quadratic ?? null)
      : null,
    confusion: {
      labels: [...opts.labels],
      matrix,
      rowNormalized: normalizeRows(matrix),
      columnNormalized: normalizeColumns(matrix),
    },
    densities: densityCurves(classes),
    noise: noiseCalibration({ items, seed: `${opts.seed}:noise` }),
  };
}
