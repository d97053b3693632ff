// The README match rule, in one place: the queue's comparison (lib/annotations/compare-annotations.ts),
// the agreement P/R/F1 (./functionality-agreement.ts) and the adjudication alignment
// (lib/adjudication/align-functionalities.ts) all use it.
import { matchIndexes, type ListMatch } from "./matching";
import { jaccardMatrix, textSimilarity, tokenKeys } from "./text-similarity";

/** What the rule reads of a functionality: the own-words text and the selected README span. */
export type MatchableFunctionality = {
  abstractive: string;
  extractive: { start: number; end: number };
};

/** Character overlap of two spans over their union, in [0, 1]. */
function spanOverlap(x: { start: number; end: number }, y: { start: number; end: number }): number {
  const shared = Math.min(x.end, y.end) - Math.max(x.start, y.start);
  return shared <= 0 ? 0 : shared / (Math.max(x.end, y.end) - Math.min(x.start, y.start));
}

/**
 * Two functionalities are as similar as the better of their paraphrases' token Jaccard and their
 * spans' character overlap: short paraphrases of one sentence often share few words, yet select
 * (mostly) the same README text.
 */
export function functionalitySimilarity(
  x: MatchableFunctionality,
  y: MatchableFunctionality,
): number {
  return Math.max(
    textSimilarity(x.abstractive, y.abstractive),
    spanOverlap(x.extractive, y.extractive),
  );
}

/**
 * One-to-one matching of two functionality lists (maximum bipartite matching, see matchLists) on
 * functionalitySimilarity ≥ threshold. A threshold of 0 means "any two entries match". Each
 * paraphrase is tokenised once: at the README cap (200 × 2,000 characters a side) this takes
 * milliseconds, where tokenising per pair took tens of seconds.
 */
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
