import { bootstrapCells } from "./bootstrap-cells";
import { memoizedInterval } from "./interval-memo";
import type { Interval } from "./percentile-interval";

export interface KappaIntervals {
  ci95: Interval;
  ci95Linear?: Interval;
  ci95Quadratic?: Interval;
}

/**
 * Unweighted, linear and quadratic κ = 1 − n·Σ w·O / Σ w·row·col of a flat k×k count matrix, as
 * `kappaFromConfusion` computes each (same sums in the same order, so equal results), in one pass
 * with no allocation; NaN where κ is undefined. `weighted` false computes the unweighted one only.
 */
function flatKappas(
  counts: Int32Array,
  k: number,
  rows: Float64Array,
  cols: Float64Array,
  weighted: boolean,
  out: Float64Array,
): void {
  rows.fill(0);
  cols.fill(0);
  let n = 0;
  for (let i = 0; i < k; i++) {
    for (let j = 0; j < k; j++) {
      const c = counts[i * k + j];
      rows[i] += c;
      cols[j] += c;
      n += c;
    }
  }
  if (n === 0) return;
  let o0 = 0;
  let e0 = 0;
  let o1 = 0;
  let e1 = 0;
  let o2 = 0;
  let e2 = 0;
  for (let i = 0; i < k; i++) {
    for (let j = 0; j < k; j++) {
      if (i === j) continue;
      const c = counts[i * k + j];
      const rc = rows[i] * cols[j];
      o0 += c;
      e0 += rc;
      if (weighted) {
        const d = i > j ? i - j : j - i;
        o1 += d * c;
        e1 += d * rc;
        o2 += d * d * c;
        e2 += d * d * rc;
      }
    }
  }
  out[0] = e0 === 0 ? Number.NaN : 1 - (n * o0) / e0;
  if (!weighted) return;
  out[1] = e1 === 0 ? Number.NaN : 1 - (n * o1) / e1;
  out[2] = e2 === 0 ? Number.NaN : 1 - (n * o2) / e2;
}

/**
 * 95 % bootstrap intervals of Cohen's kappa (and, for ordinal fields, linear and quadratic weighted
 * kappa, from the same resamples) for a confusion matrix of items. Null where kappa is undefined
 * on the data itself, or in more than a tenth of the resamples.
 */
export function kappaIntervals(opts: {
  matrix: readonly (readonly number[])[];
  seed: string;
  ordinal?: boolean;
  resamples?: number;
}): KappaIntervals {
  const key = `kappa|${opts.ordinal === true}|${opts.resamples ?? ""}|${opts.matrix.length}|${opts.matrix.flat().join(",")}|${opts.seed}`;
  return memoizedInterval(key, () => computeKappaIntervals(opts));
}

function computeKappaIntervals(opts: {
  matrix: readonly (readonly number[])[];
  seed: string;
  ordinal?: boolean;
  resamples?: number;
}): KappaIntervals {
  const k = opts.matrix.length;
  const weighted = opts.ordinal === true;
  const stats = weighted ? 3 : 1;
  const observed = new Int32Array(opts.matrix.flat());
  const rows = new Float64Array(k);
  const cols = new Float64Array(k);
  const point = new Float64Array(stats).fill(Number.NaN);
  flatKappas(observed, k, rows, cols, weighted, point);
  // The interval of a kappa that is undefined on the data would describe some other statistic.
  const defined = [...point].map((v) => !Number.isNaN(v));
  const intervals = defined.some(Boolean)
    ? bootstrapCells({
        seed: opts.seed,
        counts: [...observed],
        stats,
        resamples: opts.resamples,
        evaluate: (counts, out) => flatKappas(counts, k, rows, cols, weighted, out),
      })
    : defined.map(() => null);
  const at = (s: number): Interval => (defined[s] ? intervals[s] : null);
  const result: KappaIntervals = { ci95: at(0) };
  if (weighted) {
    result.ci95Linear = at(1);
    result.ci95Quadratic = at(2);
  }
  return result;
}
