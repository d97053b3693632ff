// The two README functionality lists aligned one-to-one for the adjudication screen, by the README
// match rule the queue's comparison uses (lib/agreement/functionality-similarity.ts): maximum
// bipartite matching on the better of paraphrase similarity and span overlap, above the project's threshold.
import { matchFunctionalityLists } from "@/lib/agreement/functionality-similarity";

export type Functionality = {
  extractive: { start: number; end: number; text: string };
  abstractive: string;
};
/** A matched pair (both indexes), or an entry of one list left unmatched (the other index null). */
export type AlignedRow = { a: number | null; b: number | null; similarity: number | null };

/** Rows in A's order; each of B's unmatched entries goes right after the row of B's previous entry. */
export function alignFunctionalities(
  a: readonly Functionality[],
  b: readonly Functionality[],
  threshold: number,
): AlignedRow[] {
  const match = matchFunctionalityLists(a, b, threshold);
  const pairOfA = new Map(match.pairs.map((p) => [p.a, p]));
  const rows: AlignedRow[] = a.map((_, i) => {
    const p = pairOfA.get(i);
    return p ? { a: i, b: p.b, similarity: p.similarity } : { a: i, b: null, similarity: null };
  });
  // unmatchedB is ascending, so B's previous entry always has a row by now.
  for (const j of match.unmatchedB) {
    const at = j === 0 ? 0 : rows.findIndex((r) => r.b === j - 1) + 1;
    rows.splice(at, 0, { a: null, b: j, similarity: null });
  }
  return rows;
}
