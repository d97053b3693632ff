// What happens to an item once its last annotation is in: the outcome and, unless a third person
// must decide, its gold record. Pure; annotations come parsed, in submission order.
import type { ItemKind } from "@/lib/items/item-kinds";
import { kindModule } from "@/lib/items/kinds";
import { compareAnnotations } from "./compare-annotations";
import type { CompareSettings, ItemDecision } from "./comparison";

export type { ItemDecision } from "./comparison";

/**
 * With one annotation (overlap 1) there is nothing to compare: it is the gold ("unanimous").
 * A kind may decide first (QA pairs: all reject → rejected; some reject → a veto, or compared
 * when rejections go to adjudication). Otherwise each is compared with the first; the item is
 * agreed only if all match it, and the gold record is the FIRST submitted annotation (the others
 * are equal on every decisive field), unless the kind builds its own (an agreed QA gold keeps
 * everyone's citations, SPEC §2).
 */
export function compareAnnotationSet(opts: {
  kind: ItemKind;
  annotations: unknown[];
  settings: CompareSettings;
}): ItemDecision {
  const [first, ...rest] = opts.annotations;
  if (first === undefined)
    throw new RangeError("compareAnnotationSet needs at least one annotation");
  const kind = kindModule(opts.kind);
  const early = kind.decideFirst?.(opts.annotations, opts.settings);
  if (early) return early;
  const differences = new Set<string>();
  for (const other of rest) {
    for (const d of compareAnnotations({
      kind: opts.kind,
      a: first,
      b: other,
      settings: opts.settings,
    }).differences)
      differences.add(d);
  }
  if (differences.size > 0)
    return { outcome: "disagreement", differences: [...differences], gold: null };
  const data = kind.agreedGold ? kind.agreedGold(opts.annotations) : first;
  return { outcome: "agreed", differences: [], gold: { source: "unanimous", data } };
}
