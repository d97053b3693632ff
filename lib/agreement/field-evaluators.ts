import type { ItemKind } from "@/lib/items/item-kinds";
import { kindModule } from "@/lib/items/kinds";
import type { ProjectSettings } from "@/lib/projects/project-settings";
import type { FieldsJson } from "./agreement-report-types";
import { categoricalAgreement, type DataPair, type Detail } from "./categorical-agreement";
import type { FieldEvaluator } from "./field-evaluator";
import type { Taxonomy } from "./multilabel";

export type { FieldEvaluator } from "./field-evaluator";
export { errorCodesOf } from "./error-codes-of";

export interface EvaluatorOptions {
  kind: ItemKind;
  settings: ProjectSettings;
  taxonomy: Taxonomy;
}

/**
 * The evaluators of a kind in report order (its categorical fields, then any others its module
 * adds); the first one is the kind's main field.
 */
export function fieldEvaluators({ kind, settings, taxonomy }: EvaluatorOptions): FieldEvaluator[] {
  const { agreement } = kindModule(kind);
  const evaluators: FieldEvaluator[] = agreement.categorical(settings).map((field) => ({
    name: field.name,
    categorical: field,
    evaluate: (pairs, detail, seed) => categoricalAgreement(field, pairs, detail, seed),
  }));
  return [...evaluators, ...(agreement.evaluators?.({ settings, taxonomy }) ?? [])];
}

/** Every evaluator over the same pairs, keyed by field name; each field's bootstrap is seeded from `seed` and its name. */
export function evaluateFields(
  evaluators: readonly FieldEvaluator[],
  pairs: readonly DataPair[],
  detail: Detail,
  seed: string,
): FieldsJson {
  return Object.fromEntries(
    evaluators.map((e) => [e.name, e.evaluate(pairs, detail, `${seed}|${e.name}`)]),
  );
}
