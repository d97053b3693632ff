import { sampleBinomial } from "./binomial-sample";
import type { Random } from "./seeded-random";

/**
 * Below this many items a cell's count is drawn by picking items rather than by its own binomial: a
 * binomial costs about as much as ten uniform picks (measured), and a code-set comparison has
 * hundreds of cells of one or two items.
 */
const POOL_BELOW = 10;

/** A sampler of n draws with replacement over fixed cells, prepared once for many resamples. */
export interface MultinomialSampler {
  /** Writes each cell's count of one resample into `out` (indexed like the weights). */
  draw: (random: Random, out: Int32Array) => void;
}

/**
 * Counts of n = Σ counts draws with replacement from cells weighted by their observed `counts`:
 * resampling n items with replacement gives exactly this distribution of the per-cell counts.
 * Exact, in two parts: how many draws land among the small cells (the pool) is one binomial, and
 * those draws pick pool items uniformly; the large cells get sequential conditional binomials,
 * x_i ~ Bin(n − Σ_{j<i} x_j, w_i / Σ_{j≥i} w_j), largest first. O(large cells + pool draws) per
 * resample instead of O(n).
 */
export function multinomialSampler(counts: readonly number[]): MultinomialSampler {
  const large = counts.map((_, i) => i).filter((i) => counts[i] >= POOL_BELOW);
  large.sort((x, y) => counts[y] - counts[x]);
  const pool: number[] = [];
  counts.forEach((c, i) => {
    if (c > 0 && c < POOL_BELOW) for (let k = 0; k < c; k++) pool.push(i);
  });
  const poolItems = Int32Array.from(pool);
  const largeCells = Int32Array.from(large);
  const largeMass = large.reduce((s, i) => s + counts[i], 0);
  const n = largeMass + poolItems.length;
  return {
    draw: (random, out) => {
      out.fill(0);
      const inPool = poolItems.length === 0 ? 0 : sampleBinomial(random, n, poolItems.length / n);
      for (let d = 0; d < inPool; d++) out[poolItems[Math.floor(random() * poolItems.length)]] += 1;
      let left = n - inPool;
      let mass = largeMass;
      for (let k = 0; k < largeCells.length && left > 0; k++) {
        const i = largeCells[k];
        const w = counts[i];
        // The last large cell takes the rest (the masses are integers, so this is exact).
        const x = w >= mass ? left : sampleBinomial(random, left, w / mass);
        out[i] = x;
        left -= x;
        mass -= w;
      }
    },
  };
}
