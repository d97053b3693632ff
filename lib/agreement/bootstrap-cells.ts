import { multinomialSampler } from "./multinomial-sample";
import { percentileInterval, type Interval } from "./percentile-interval";
import { seededRandom } from "./seeded-random";

export const RESAMPLES = 1000;

export interface BootstrapCellsOptions {
  /** Text the random stream is seeded from: project id, scope and field (decision 022). */
  seed: string;
  /** A statistic depends only on how many items fall in each cell. */
  counts: readonly number[];
  stats: number;
  /** Writes the statistics of one resample's cell counts into `out`; NaN where undefined. */
  evaluate: (counts: Int32Array, out: Float64Array) => void;
  resamples?: number;
}

/** Resampling items is one multinomial draw over the cells: O(cells), not O(n). */
export function bootstrapCells(opts: BootstrapCellsOptions): Interval[] {
  const resamples = opts.resamples ?? RESAMPLES;
  const sampler = multinomialSampler(opts.counts);
  const random = seededRandom(opts.seed);
  const counts = new Int32Array(opts.counts.length);
  const out = new Float64Array(opts.stats);
  const values = Array.from({ length: opts.stats }, () => new Float64Array(resamples));
  for (let r = 0; r < resamples; r++) {
    sampler.draw(random, counts);
    out.fill(Number.NaN);
    opts.evaluate(counts, out);
    for (let s = 0; s < opts.stats; s++) values[s][r] = out[s];
  }
  return values.map(percentileInterval);
}
