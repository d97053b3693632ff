import { minCostAssignment } from "./assignment";
import { textSimilarity } from "./text-similarity";

export interface MatchOptions {
  /** Minimum similarity for two entries to be matchable; must be in (0, 1]. */
  threshold: number;
  /** Similarity in [0, 1]; defaults to token-set Jaccard (`textSimilarity`). */
  similarity?: (a: string, b: string) => number;
}

export interface MatchedPair {
  /** Index into list A. */
  a: number;
  /** Index into list B. */
  b: number;
  similarity: number;
}

export interface ListMatch {
  /** Sorted by index into A. */
  pairs: MatchedPair[];
  unmatchedA: number[];
  unmatchedB: number[];
  precision: number;
  recall: number;
  f1: number;
}

/**
 * One-to-one matching of two lists (e.g. two annotators' functionality lists). Among all matchings
 * that use only pairs with similarity ≥ threshold it picks one of maximum cardinality and, among
 * those, maximum total similarity. Ties beyond that are broken deterministically but arbitrarily.
 *
 * A is the reference and B the prediction: precision = matched/|B|, recall = matched/|A|,
 * f1 = 2·matched/(|A| + |B|) (the harmonic mean wherever both are defined).
 * Conventions: both lists empty → precision = recall = f1 = 1 (nothing to find, nothing invented);
 * exactly one empty → the metric with a zero denominator is 0 and f1 is 0.
 */
export function matchLists(a: readonly string[], b: readonly string[], options: MatchOptions): ListMatch {
  const { threshold } = options;
  if (!(threshold > 0 && threshold <= 1)) throw new RangeError(`threshold must be in (0, 1], got ${threshold}`);
  const similarity = options.similarity ?? textSimilarity;
  const sim = a.map((x) =>
    b.map((y) => {
      const s = similarity(x, y);
      if (!(s >= 0 && s <= 1)) throw new RangeError(`similarity must be in [0, 1], got ${s}`);
      return s;
    }),
  );
  const transpose = a.length > b.length;
  const rows = transpose ? b.length : a.length;
  const cols = transpose ? a.length : b.length;
  const at = (r: number, c: number): number => (transpose ? sim[c][r] : sim[r][c]);
  // Edge weight K + s with K above any possible total similarity (≤ rows), so one more pair always
  // outweighs any similarity gain; non-edges weigh 0, i.e. "left unmatched".
  const bonus = rows + 1;
  const cost = Array.from({ length: rows }, (_, r) => Array.from({ length: cols }, (_, c) => (at(r, c) >= threshold ? -(bonus + at(r, c)) : 0)));
  const pairs: MatchedPair[] = [];
  minCostAssignment(cost).forEach((c, r) => {
    if (at(r, c) < threshold) return;
    const [ia, ib] = transpose ? [c, r] : [r, c];
    pairs.push({ a: ia, b: ib, similarity: sim[ia][ib] });
  });
  pairs.sort((x, y) => x.a - y.a);
  const usedA = new Set(pairs.map((p) => p.a));
  const usedB = new Set(pairs.map((p) => p.b));
  const m = pairs.length;
  const total = a.length + b.length;
  return {
    pairs,
    unmatchedA: a.map((_, i) => i).filter((i) => !usedA.has(i)),
    unmatchedB: b.map((_, i) => i).filter((i) => !usedB.has(i)),
    precision: b.length === 0 ? (a.length === 0 ? 1 : 0) : m / b.length,
    recall: a.length === 0 ? (b.length === 0 ? 1 : 0) : m / a.length,
    f1: total === 0 ? 1 : (2 * m) / total,
  };
}
