// Error codes of two annotations as three columns (SPEC §2 "differences highlighted"), each in
// taxonomy order so the columns read like the picker.
import { errorCodes } from "@/lib/taxonomy/comment-errors";

export type CodeColumns = { onlyA: string[]; both: string[]; onlyB: string[] };

const order = new Map(errorCodes.map((c, i) => [c.code, i]));
const byTaxonomy = (x: string, y: string) =>
  (order.get(x) ?? 999) - (order.get(y) ?? 999) || (x < y ? -1 : x > y ? 1 : 0);

export function codeColumns(a: readonly string[], b: readonly string[]): CodeColumns {
  const setA = new Set(a);
  const setB = new Set(b);
  return {
    onlyA: [...setA].filter((c) => !setB.has(c)).sort(byTaxonomy),
    both: [...setA].filter((c) => setB.has(c)).sort(byTaxonomy),
    onlyB: [...setB].filter((c) => !setA.has(c)).sort(byTaxonomy),
  };
}
