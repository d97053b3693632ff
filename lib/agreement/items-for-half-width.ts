import type { Interval } from "./percentile-interval";

/** The CI half-width the sample-size hint aims at (SPEC §4 / issue #15). */
const TARGET_HALF_WIDTH = 0.1;

/**
 * Items needed for a 95 % CI half-width of `target` at the current kappa: the bootstrap's
 * half-width h at n items shrinks as 1/√n (the standard error of kappa is O(1/√n); Fleiss, Cohen &
 * Everitt 1969), so n′ = ⌈n·(h / target)²⌉. Null without an interval or items; a width of 0 (all
 * resamples equal) gives n itself, since no fewer items are known to do.
 */
export function itemsForHalfWidth(opts: {
  n: number;
  ci95: Interval;
  target?: number;
}): number | null {
  const { n, ci95 } = opts;
  if (ci95 === null || n === 0) return null;
  const half = (ci95[1] - ci95[0]) / 2;
  if (half === 0) return n;
  return Math.ceil(n * (half / (opts.target ?? TARGET_HALF_WIDTH)) ** 2);
}
