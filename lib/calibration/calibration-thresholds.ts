import type { Label } from "@/lib/agreement/label-scale";
import { densityCrossing } from "./density-crossing";
import { gaussianKde } from "./gaussian-kde";

/** One gold class (in the declared ordinal order) and the metric's scores of its items. */
export interface ClassScores {
  label: Label;
  scores: readonly number[];
}

/**
 * How a threshold was found (decision 031): where the two classes' KDEs cross between their
 * medians; the midpoint of the medians when they do not cross there or a class has no KDE (fewer
 * than two scores, or all equal); raised to the previous threshold when it fell below it.
 */
type ThresholdMethod = "crossing" | "median_midpoint" | "previous_threshold";

/** A score ≤ `value` goes to `below`, a score above it to `above` (or a later threshold's). */
export interface Threshold {
  below: Label;
  above: Label;
  value: number;
  method: ThresholdMethod;
}

export interface CalibrationThresholds {
  /** Ascending: scores rise along the declared order; descending: they fall (medians of the end classes). */
  direction: "ascending" | "descending";
  /** Classes with at least one score, lowest scores first: the labels reclassification can give. */
  scoreOrder: Label[];
  /** Between adjacent classes of `scoreOrder`, non-decreasing. */
  thresholds: Threshold[];
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const m = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[m] : (sorted[m - 1] + sorted[m]) / 2;
}

/** Thresholds between adjacent ordinal classes, Katzy et al. §7 (SPEC §4 "Metric calibration"). */
export function calibrationThresholds(classes: readonly ClassScores[]): CalibrationThresholds {
  const present = classes.filter((c) => c.scores.length > 0);
  const medians = new Map(present.map((c) => [c.label, median(c.scores)]));
  const ascending =
    present.length < 2 ||
    medians.get(present[0].label)! <= medians.get(present[present.length - 1].label)!;
  const ordered = ascending ? present : [...present].reverse();
  const thresholds: Threshold[] = [];
  for (let i = 0; i + 1 < ordered.length; i++) {
    const [a, b] = [ordered[i], ordered[i + 1]];
    const [ma, mb] = [medians.get(a.label)!, medians.get(b.label)!];
    const [ka, kb] = [gaussianKde(a.scores), gaussianKde(b.scores)];
    const crossing =
      ka && kb ? densityCrossing({ f: ka.density, g: kb.density, from: ma, to: mb }) : null;
    let value = crossing ?? (ma + mb) / 2;
    let method: ThresholdMethod = crossing === null ? "median_midpoint" : "crossing";
    const previous = thresholds[thresholds.length - 1];
    if (previous && value < previous.value) {
      value = previous.value;
      method = "previous_threshold";
    }
    thresholds.push({ below: a.label, above: b.label, value, method });
  }
  return {
    direction: ascending ? "ascending" : "descending",
    scoreOrder: ordered.map((c) => c.label),
    thresholds,
  };
}

/** The class a score falls in: the lowest class whose upper threshold it does not exceed. */
export function reclassify(score: number, calibration: CalibrationThresholds): Label {
  let index = 0;
  while (index < calibration.thresholds.length && score > calibration.thresholds[index].value)
    index++;
  return calibration.scoreOrder[index];
}
