// The two README functionality lists aligned one-to-one for the adjudication screen, with the
// matching the agreement rule uses (lib/annotations/compare-annotations.ts): maximum bipartite
// matching on the better of paraphrase similarity and span overlap, above the project's threshold.
import { matchLists } from "@/lib/agreement/matching";
import { textSimilarity } from "@/lib/agreement/text-similarity";

export type Functionality = { extractive: { start: number; end: number; text: string }; abstractive: string };
/** A matched pair (both indexes), or an entry of one list left unmatched (the other index null). */
export type AlignedRow = { a: number | null; b: number | null; similarity: number | null };

function spanOverlap(x: { start: number; end: number }, y: { start: number; end: number }): number {
  const shared = Math.min(x.end, y.end) - Math.max(x.start, y.start);
  return shared <= 0 ? 0 : shared / (Math.max(x.end, y.end) - Math.min(x.start, y.start));
}

/** Rows in A's order; each of B's unmatched entries goes right after the row of B's previous entry. */
export function alignFunctionalities(a: readonly Functionality[], b: readonly Functionality[], threshold: number): AlignedRow[] {
  const similarity = (i: string, j: string) => {
    const x = a[Number(i)];
    const y = b[Number(j)];
    return Math.max(textSimilarity(x.abstractive, y.abstractive), spanOverlap(x.extractive, y.extractive));
  };
  const match = matchLists(a.map((_, i) => String(i)), b.map((_, i) => String(i)), { threshold: threshold > 0 ? Math.min(threshold, 1) : 1, similarity });
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
