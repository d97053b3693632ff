/** A 95 % interval [low, high], or null when it is undefined. */
export type Interval = [number, number] | null;

/**
 * A resample whose statistic is undefined (e.g. every resampled item in one category, so kappa's
 * expected disagreement is 0) is skipped; when more than this share of the resamples is skipped the
 * interval is null, since the defined ones are then a biased subset (decision 022).
 */
export const MAX_UNDEFINED_SHARE = 0.1;

/** Quantile of sorted values by linear interpolation between order statistics (R type 7, numpy's default). */
export function quantile(sorted: ArrayLike<number>, p: number): number {
  const h = (sorted.length - 1) * p;
  const lo = Math.floor(h);
  const hi = Math.min(lo + 1, sorted.length - 1);
  return sorted[lo] + (h - lo) * (sorted[hi] - sorted[lo]);
}

/** NaN entries are undefined resamples. Sorts `values` in place (numeric, NaN last). */
export function percentileInterval(values: Float64Array): Interval {
  values.sort();
  let defined = values.length;
  while (defined > 0 && Number.isNaN(values[defined - 1])) defined--;
  if (defined === 0 || defined < (1 - MAX_UNDEFINED_SHARE) * values.length) return null;
  const sorted = defined === values.length ? values : values.subarray(0, defined);
  return [quantile(sorted, 0.025), quantile(sorted, 0.975)];
}
