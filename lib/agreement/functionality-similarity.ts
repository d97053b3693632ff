// The README match rule, for comparison, agreement and adjudication alike.
import { matchIndexes, type ListMatch } from "./matching";
import { jaccardMatrix, textSimilarity, tokenKeys } from "./text-similarity";

export type MatchableFunctionality = {
  abstractive: string;
  extractive: { start: number; end: number };
};

function spanOverlap(x: { start: number; end: number }, y: { start: number; end: number }): number {
  const shared = Math.min(x.end, y.end) - Math.max(x.start, y.start);
  return shared <= 0 ? 0 : shared / (Math.max(x.end, y.end) - Math.min(x.start, y.start));
}

/** The better of token Jaccard and span overlap: short paraphrases share few words, not spans. */
export function functionalitySimilarity(
  x: MatchableFunctionality,
  y: MatchableFunctionality,
): number {
  return Math.max(
    textSimilarity(x.abstractive, y.abstractive),
    spanOverlap(x.extractive, y.extractive),
  );
}

/** A threshold of 0 means any two entries match. Each paraphrase is tokenised once. */
export function matchFunctionalityLists(
  a: readonly MatchableFunctionality[],
  b: readonly MatchableFunctionality[],
  threshold: number,
): ListMatch {
  const [sizeA, sizeB] = [a.length, b.length];
  // matchIndexes needs a threshold in (0, 1].
  if (!(threshold > 0)) return matchIndexes({ sizeA, sizeB, threshold: 1, similarity: () => 1 });
  const vocabulary = new Map<string, number>();
  const jaccard = jaccardMatrix(
    a.map((f) => tokenKeys(f.abstractive, vocabulary)),
    b.map((f) => tokenKeys(f.abstractive, vocabulary)),
  );
  return matchIndexes({
    sizeA,
    sizeB,
    threshold,
    similarity: (i, j) => Math.max(jaccard[i][j], spanOverlap(a[i].extractive, b[j].extractive)),
  });
}
