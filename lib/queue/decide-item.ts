import { compareAnnotationSet } from "@/lib/annotations/compare-annotation-set";
import type { CompareSettings } from "@/lib/annotations/compare-annotations";
import type { ItemKind } from "@/lib/items/item-kinds";

/** Arguments of accord_write_outcome for a comparison (JSON as text): the item's outcome, its gold record (unless a
 * third person must decide) and the audit row's `after`. */
export type ItemFinish = {
  outcome: string;
  goldSource: string | null;
  gold: string | null;
  compare: string;
};

/**
 * An item outside the overlap sample (it needs one annotation where the project's overlap asks
 * for more; SPEC §2 Sampling, decision 024) decided on that one annotation: its gold's source is
 * `single`, not `unanimous`. A project whose overlap is 1 keeps `unanimous`, as before sampling.
 */
const isSingle = (opts: { annotations: unknown[]; overlap?: { item: number; project: number } }) =>
  opts.annotations.length === 1 &&
  opts.overlap !== undefined &&
  opts.overlap.item === 1 &&
  opts.overlap.project > 1;

/**
 * The comparison made when an item has all its annotations (human ones, in submission order):
 * agreed, disagreement or rejected. On the last submit and when a lead lowers the overlap.
 */
export function decideItem(opts: {
  kind: ItemKind;
  settings: CompareSettings;
  annotations: unknown[];
  overlap?: { item: number; project: number };
}): ItemFinish {
  const decision = compareAnnotationSet({
    kind: opts.kind,
    annotations: opts.annotations,
    settings: opts.settings,
  });
  const goldSource = isSingle(opts) && decision.gold ? "single" : (decision.gold?.source ?? null);
  return {
    outcome: decision.outcome,
    goldSource,
    gold: decision.gold ? JSON.stringify(decision.gold.data) : null,
    compare: JSON.stringify({
      status: decision.outcome,
      differences: decision.differences,
      gold_source: goldSource,
      annotations: opts.annotations.length,
    }),
  };
}
