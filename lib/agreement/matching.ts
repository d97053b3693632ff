import { minCostAssignment } from "./assignment";
import { jaccardMatrix, tokenKeys } from "./text-similarity";

export interface MatchOptions {
  /** Minimum similarity for two entries to be matchable; must be in (0, 1]. */
  threshold: number;
  /** Similarity in [0, 1], asked once per pair; defaults to token-set Jaccard (`textSimilarity`), each text tokenised once. */
  similarity?: (a: string, b: string) => number;
}

interface MatchedPair {
  a: number;
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
 * Maximum-cardinality, then maximum-similarity, one-to-one matching; A is the reference. Both
 * empty: every metric 1 (nothing to find, nothing invented); one empty: 0.
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

/** O(|A|·|B|) similarities plus O(min² · max) for the assignment (≈ 8M steps at 200 × 200). */
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
