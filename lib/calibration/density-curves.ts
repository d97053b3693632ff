import type { Label } from "@/lib/agreement/label-scale";
import type { ClassScores } from "./calibration-thresholds";
import { gaussianKde } from "./gaussian-kde";

/** Points each drawn density is sampled at. */
const CURVE_POINTS = 101;

/** A class's KDE sampled on a shared grid, for drawing; `bandwidth` null (and no points) where it has no KDE. */
export interface DensityCurve {
  label: Label;
  bandwidth: number | null;
  points: [x: number, density: number][];
}

/** Every class's density on one grid over all scores, padded on each side by three of the widest bandwidth (so the curves reach their tails) or, without one, a twentieth of the range. */
export function densityCurves(classes: readonly ClassScores[]): DensityCurve[] {
  const all = classes.flatMap((c) => c.scores);
  if (all.length === 0)
    return classes.map((c) => ({ label: c.label, bandwidth: null, points: [] }));
  const lo = Math.min(...all);
  const hi = Math.max(...all);
  const kdes = classes.map((c) => gaussianKde(c.scores));
  const widest = Math.max(0, ...kdes.map((k) => k?.bandwidth ?? 0));
  const pad = widest > 0 ? 3 * widest : (hi - lo) / 20 || 0.5;
  const xs = Array.from(
    { length: CURVE_POINTS },
    (_, i) => lo - pad + (i * (hi - lo + 2 * pad)) / (CURVE_POINTS - 1),
  );
  return classes.map((c, i) => {
    const kde = kdes[i];
    return {
      label: c.label,
      bandwidth: kde?.bandwidth ?? null,
      points: kde ? xs.map((x) => [x, kde.density(x)] as [number, number]) : [],
    };
  });
}
