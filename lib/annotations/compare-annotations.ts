// Pure agreement rules (SPEC §2 "Comparison"): are two annotations of one item the same on every
// decisive field? Each kind's rule lives in its module (lib/items/<kind>/); inputs are
// annotations already parsed by their kind's schema.
import type { ItemKind } from "@/lib/items/item-kinds";
import { kindModule } from "@/lib/items/kinds";
import type { CompareSettings, Comparison } from "./comparison";

export type { CompareSettings, Comparison } from "./comparison";
export { normalizeAnswer } from "@/lib/items/qa-pair/normalize-answer";

/** `a` and `b` must already be parsed by the kind's annotation schema. */
export function compareAnnotations(opts: {
  kind: ItemKind;
  a: unknown;
  b: unknown;
  settings: CompareSettings;
}): Comparison {
  return kindModule(opts.kind).compare(opts.a, opts.b, opts.settings);
}
