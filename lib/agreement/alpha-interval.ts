import { alphaFromCoincidences, type AlphaLevel, type Rating } from "./alpha";
import { bootstrapCells } from "./bootstrap-cells";
import { memoizedInterval } from "./interval-memo";
import type { Interval } from "./percentile-interval";

/**
 * Units grouped by the multiset of their values (positions on the declared scale): alpha depends
 * only on how many units have each multiset, so resampling units is a multinomial over patterns.
 * Each pattern keeps its coincidence contribution: 1/(m − 1) per ordered pair of its m values.
 */
function unitPatterns(
  units: readonly (readonly number[])[],
  size: number,
): { keys: string[]; contributions: Float64Array[]; counts: number[] } {
  const byKey = new Map<string, number>();
  const keys: string[] = [];
  const contributions: Float64Array[] = [];
  const counts: number[] = [];
  for (const values of units) {
    const sorted = [...values].sort((x, y) => x - y);
    const key = sorted.join(",");
    let t = byKey.get(key);
    if (t === undefined) {
      const o = new Float64Array(size * size);
      const m = sorted.length;
      // A unit with fewer than two values is resampled like any other but pairs with nothing.
      if (m >= 2)
        for (let i = 0; i < m; i++)
          for (let j = 0; j < m; j++) if (i !== j) o[sorted[i] * size + sorted[j]] += 1 / (m - 1);
      byKey.set(key, (t = contributions.length));
      keys.push(key);
      contributions.push(o);
      counts.push(0);
    }
    counts[t] += 1;
  }
  return { keys, contributions, counts };
}

/**
 * 95 % bootstrap intervals of Krippendorff's alpha at each level, resampling units (items) with
 * their values: `units[u]` is the non-missing scale positions of unit u. Null at a level whose
 * alpha is undefined on the data (`point`), or when the bootstrap is.
 */
export function alphaIntervals<L extends AlphaLevel>(opts: {
  units: readonly (readonly number[])[];
  labels: readonly Rating[];
  levels: readonly L[];
  point: Record<L, number | null>;
  seed: string;
  resamples?: number;
}): Record<L, Interval> {
  const size = opts.labels.length;
  const domain = opts.labels.map((_, i) => i);
  const { keys, contributions, counts } = unitPatterns(opts.units, size);
  const key = `alpha|${opts.resamples ?? ""}|${JSON.stringify(opts.labels)}|${opts.levels.map((l) => `${l}:${opts.point[l] === null}`).join(",")}|${keys.map((k, t) => `${k}:${counts[t]}`).join(";")}|${opts.seed}`;
  return memoizedInterval(key, () => {
    const o = Array.from({ length: size }, () => new Array<number>(size).fill(0));
    const intervals = opts.levels.some((l) => opts.point[l] !== null)
      ? bootstrapCells({
          seed: opts.seed,
          counts,
          stats: opts.levels.length,
          resamples: opts.resamples,
          evaluate: (drawn, out) => {
            for (const row of o) row.fill(0);
            for (let t = 0; t < contributions.length; t++) {
              const c = drawn[t];
              if (c === 0) continue;
              const contribution = contributions[t];
              for (let x = 0; x < size; x++)
                for (let y = 0; y < size; y++) o[x][y] += c * contribution[x * size + y];
            }
            opts.levels.forEach(
              (level, s) => (out[s] = alphaFromCoincidences(o, level, domain) ?? Number.NaN),
            );
          },
        })
      : opts.levels.map(() => null);
    return Object.fromEntries(
      opts.levels.map((level, s) => [level, opts.point[level] === null ? null : intervals[s]]),
    ) as Record<L, Interval>;
  });
}
