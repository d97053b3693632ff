import { minCostAssignment } from "./assignment";
import { jaccardMatrix, tokenKeys } from "./text-similarity";

export interface MatchOptions {
  /** Minimum similarity for two entries to be matchable; must be in (0, 1]. */
  threshold: number;
  /** Similarity in [0, 1], asked once per pair; defaults to token-set Jaccard (`textSimilarity`), each text tokenised once. */
  similarity?: (a: string, b: string) => number;
}

interface MatchedPair {
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
export function matchLists(
  a: readonly string[],
  b: readonly string[],
  options: MatchOptions,
): ListMatch {
  const { similarity } = options;
  if (similarity)
    return matchIndexes({
      sizeA: a.length,
      sizeB: b.length,
      threshold: options.threshold,
      similarity: (i, j) => similarity(a[i], b[j]),
    });
  // Each text is tokenised once, not once per pair.
  const vocabulary = new Map<string, number>();
  const jaccard = jaccardMatrix(
    a.map((x) => tokenKeys(x, vocabulary)),
    b.map((y) => tokenKeys(y, vocabulary)),
  );
  return matchIndexes({
    sizeA: a.length,
    sizeB: b.length,
    threshold: options.threshold,
    similarity: (i, j) => jaccard[i][j],
  });
}

/**
 * matchLists on indexes: `similarity(i, j)` of A's i-th and B's j-th entry, in [0, 1], is asked
 * once per pair. Time O(|A|·|B|) similarities plus O(min² · max) for the assignment (≈ 8M steps
 * at 200 × 200).
 */
export function matchIndexes(opts: {
  sizeA: number;
  sizeB: number;
  threshold: number;
  similarity: (i: number, j: number) => number;
}): ListMatch {
  const { sizeA, sizeB, threshold } = opts;
  if (!(threshold > 0 && threshold <= 1))
    throw new RangeError(`threshold must be in (0, 1], got ${threshold}`);
  const sim = Array.from({ length: sizeA }, (_, i) =>
    Float64Array.from({ length: sizeB }, (_, j) => {
      const s = opts.similarity(i, j);
      if (!(s >= 0 && s <= 1)) throw new RangeError(`similarity must be in [0, 1], got ${s}`);
      return s;
    }),
  );
  const transpose = sizeA > sizeB;
  const rows = transpose ? sizeB : sizeA;
  const cols = transpose ? sizeA : sizeB;
  const at = (r: number, c: number): number => (transpose ? sim[c][r] : sim[r][c]);
  // Edge weight K + s with K above any possible total similarity (≤ rows), so one more pair always
  // outweighs any similarity gain; non-edges weigh 0, i.e. "left unmatched".
  const bonus = rows + 1;
  const cost = Array.from({ length: rows }, (_, r) =>
    Float64Array.from({ length: cols }, (_, c) =>
      at(r, c) >= threshold ? -(bonus + at(r, c)) : 0,
    ),
  );
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
  const total = sizeA + sizeB;
  const unmatched = (size: number, used: Set<number>) =>
    Array.from({ length: size }, (_, i) => i).filter((i) => !used.has(i));
  return {
    pairs,
    unmatchedA: unmatched(sizeA, usedA),
    unmatchedB: unmatched(sizeB, usedB),
    precision: sizeB === 0 ? (sizeA === 0 ? 1 : 0) : m / sizeB,
    recall: sizeA === 0 ? (sizeB === 0 ? 1 : 0) : m / sizeA,
    f1: total === 0 ? 1 : (2 * m) / total,
  };
}
