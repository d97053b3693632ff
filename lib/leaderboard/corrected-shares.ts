// Corrected (prediction-powered) estimates of SimpleQA's shares (SPEC §4, Angelopoulos et al.
// 2023): the judge's shares over the N items it labelled, corrected by its error on the n items
// with gold. The data are categorical, so everything is computed from counts (decision 075).
import { memoizedInterval } from "@/lib/agreement/interval-memo";
import { multinomialSampler } from "@/lib/agreement/multinomial-sample";
import { percentileInterval, type Interval } from "@/lib/agreement/percentile-interval";
import { RESAMPLES } from "@/lib/agreement/bootstrap-cells";
import { seededRandom } from "@/lib/agreement/seeded-random";
import {
  FIGURE_KEYS,
  simpleQaValues,
  type FigureKey,
  type SimpleQaFigures,
  type SimpleQaGrade,
} from "./simpleqa-figures";

/** The grades in the order of the count arrays below. */
export const GRADES: readonly SimpleQaGrade[] = ["correct", "incorrect", "notAttempted"];

/** One cell (a model, or a model in one language) of one judge run. */
export interface CorrectedInput {
  /** The judge's grade counts over all N items it graded (those with gold among them). */
  judged: readonly [number, number, number];
  /** `pairs[3 * gold + judge]`: the n items with gold, by (gold grade, judge grade), GRADES order. */
  pairs: readonly number[];
}

export interface CorrectedFigures {
  /** Items with gold among the judged ones. */
  n: number;
  /** N: the items the run graded. */
  nJudged: number;
  figures: Omit<SimpleQaFigures, "n">;
  /** Shares: θ̂ ± 1.96·√(σ̂²_f/N + σ̂²_Δ/n); correct given attempted and F: seeded percentile bootstrap. */
  ci95: Record<FigureKey, Interval>;
}

/** Below this many gold items the interval's normal approximation is not trusted (SPEC: null). */
const MIN_GOLD = 10;
const Z95 = 1.96;

const orNull = (v: number) => (Number.isNaN(v) ? null : v);

/** Grade k's count among the gold grades and among the judge's grades of the n pairs, and both. */
function pairMargins(pairs: ArrayLike<number>, k: number) {
  let gold = 0;
  let judge = 0;
  for (let j = 0; j < 3; j++) {
    gold += pairs[3 * k + j];
    judge += pairs[3 * j + k];
  }
  return { gold, judge, both: pairs[3 * k + k] };
}

const pairSum = (pairs: ArrayLike<number>) => {
  let n = 0;
  for (let c = 0; c < 9; c++) n += pairs[c];
  return n;
};

/** θ̂ of each grade into `out`: (1/N)·Σ f + (1/n)·Σ (y − f). */
function pointShares(judged: ArrayLike<number>, pairs: ArrayLike<number>, out: Float64Array) {
  const bigN = judged[0] + judged[1] + judged[2];
  const n = pairSum(pairs);
  for (let k = 0; k < 3; k++) {
    const m = pairMargins(pairs, k);
    out[k] = judged[k] / bigN + (m.gold - m.judge) / n;
  }
}

/** Sample variance (n − 1) of a 0/1 indicator that is 1 on `ones` of `size` items. */
const indicatorVariance = (ones: number, size: number) =>
  (ones - (ones * ones) / size) / (size - 1);

/** Half the 95 % interval of grade k's θ̂ (SPEC's formula). */
function halfWidth(input: CorrectedInput, k: number, bigN: number, n: number): number {
  const m = pairMargins(input.pairs, k);
  // Δ = y − f is +1 (gold k, judge not), −1 (judge k, gold not) or 0: Σ Δ and Σ Δ² from counts.
  const sum = m.gold - m.judge;
  const squares = m.gold + m.judge - 2 * m.both;
  const varDelta = (squares - (sum * sum) / n) / (n - 1);
  const varF = indicatorVariance(input.judged[k], bigN);
  return Z95 * Math.sqrt(varF / bigN + varDelta / n);
}

/**
 * Correct given attempted and F of resampled data: the n gold items and the N − n judged items
 * without gold are resampled on their own (two multinomial draws, O(cells) not O(N)).
 */
function bootstrapDerived(input: CorrectedInput, seed: string, resamples: number): Interval[] {
  const unlabelled = [0, 1, 2].map((k) => input.judged[k] - pairMargins(input.pairs, k).judge);
  const samplePairs = multinomialSampler(input.pairs);
  const sampleRest = multinomialSampler(unlabelled);
  const random = seededRandom(seed);
  const pairs = new Int32Array(9);
  const rest = new Int32Array(3);
  const judged = new Float64Array(3);
  const shares = new Float64Array(3);
  const values = new Float64Array(FIGURE_KEYS.length);
  const drawn = [new Float64Array(resamples), new Float64Array(resamples)];
  for (let r = 0; r < resamples; r++) {
    samplePairs.draw(random, pairs);
    sampleRest.draw(random, rest);
    for (let k = 0; k < 3; k++) judged[k] = rest[k] + pairMargins(pairs, k).judge;
    pointShares(judged, pairs, shares);
    simpleQaValues(shares[0], shares[1], shares[2], values);
    drawn[0][r] = values[3];
    drawn[1][r] = values[4];
  }
  return drawn.map((v) => percentileInterval(v));
}

/**
 * SPEC §4 "Corrected estimates" for one cell: θ̂ and its interval for each share, correct given
 * attempted and F from the corrected shares with a seeded percentile bootstrap (`resamples`,
 * default 1,000). Null when fewer than 10 judged items have gold.
 */
export function correctedFigures(
  input: CorrectedInput,
  opts: { seed: string; resamples?: number },
): CorrectedFigures | null {
  const n = pairSum(input.pairs);
  const bigN = input.judged[0] + input.judged[1] + input.judged[2];
  if (n < MIN_GOLD) return null;
  const shares = new Float64Array(3);
  pointShares(input.judged, input.pairs, shares);
  const values = new Float64Array(FIGURE_KEYS.length);
  // The shares sum to 1, so SimpleQA's rule on them gives correct given attempted and F.
  simpleQaValues(shares[0], shares[1], shares[2], values);
  const resamples = opts.resamples ?? RESAMPLES;
  const key = `corrected:${resamples}:${opts.seed}:${input.judged.join(",")}:${input.pairs.join(",")}`;
  const [cga, f] = memoizedInterval(key, () => bootstrapDerived(input, opts.seed, resamples));
  const shareCi = (k: number): Interval => {
    const half = halfWidth(input, k, bigN, n);
    return [shares[k] - half, shares[k] + half];
  };
  return {
    n,
    nJudged: bigN,
    figures: {
      correct: shares[0],
      incorrect: shares[1],
      notAttempted: shares[2],
      correctGivenAttempted: orNull(values[3]),
      fScore: orNull(values[4]),
    },
    ci95: {
      correct: shareCi(0),
      incorrect: shareCi(1),
      notAttempted: shareCi(2),
      correctGivenAttempted: Number.isNaN(values[3]) ? null : cga,
      fScore: Number.isNaN(values[4]) ? null : f,
    },
  };
}
