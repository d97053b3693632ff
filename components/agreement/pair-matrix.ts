import type { PairJson } from "@/lib/agreement/agreement-report-types";
import { headline } from "./report-fields";

export interface PairCell {
  pair: PairJson;
  value: number | null;
  /** Items where the main field applies to both (all compared items of the pair otherwise). */
  n: number;
}

/**
 * The symmetric annotators × annotators matrix of the main field: cell (i, j) and (j, i) are the
 * same unordered pair; the diagonal and pairs that never met are null.
 */
export function pairMatrix(
  pairs: readonly PairJson[],
  mainField: string,
): { annotators: string[]; cells: (PairCell | null)[][] } {
  const annotators = [...new Set(pairs.flatMap((p) => p.annotators))].sort();
  const index = new Map(annotators.map((a, i) => [a, i]));
  const cells: (PairCell | null)[][] = annotators.map(() => annotators.map(() => null));
  for (const pair of pairs) {
    const field = pair.fields[mainField];
    const n = field !== undefined && "n" in field ? field.n : pair.n;
    const cell: PairCell = { pair, value: field ? headline(field).value : null, n };
    const [i, j] = pair.annotators.map((a) => index.get(a) as number);
    cells[i][j] = cell;
    cells[j][i] = cell;
  }
  return { annotators, cells };
}
