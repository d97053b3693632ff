import { sampleBinomial } from "./binomial-sample";
import type { Random } from "./seeded-random";

/** A binomial costs about ten picks, and code sets have hundreds of one- or two-item cells. */
const POOL_BELOW = 10;

export interface MultinomialSampler {
  /** Writes each cell's count of one resample into `out` (indexed like the weights). */
  draw: (random: Random, out: Int32Array) => void;
}

/**
 * Exact multinomial counts: one binomial for the small cells' pool, picked uniformly, then
 * conditional binomials for the large cells. O(large cells + pool draws), not O(n).
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
