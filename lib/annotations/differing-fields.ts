// What the adjudication screen says the annotators differ on ("Annotators differ on: …"): every
// field an adjudicator must decide, not only the decisive ones of the agreement rule — a QA
// pair's corrected answer and citations too (issue #12). Notes are free commentary and never
// count. Each kind lists its fields in its module (`differs`).
import type { ItemKind } from "@/lib/items/item-kinds";
import { kindModule } from "@/lib/items/kinds";
import type { CompareSettings } from "./comparison";

/**
 * The fields on which any annotation differs from the first, in schema order. Annotations come
 * parsed by their kind's schema; `settings` are the project's, of which the kind reads its own.
 */
export function differingFields(opts: {
  kind: ItemKind;
  annotations: readonly unknown[];
  settings: CompareSettings;
}): string[] {
  const [first, ...rest] = opts.annotations;
  const fields = Object.entries(kindModule(opts.kind).differs);
  return fields
    .filter(([, differs]) => rest.some((other) => differs(first, other, opts.settings)))
    .map(([field]) => field);
}
