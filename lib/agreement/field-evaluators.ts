import type { ItemKind } from "@/lib/items/item-kinds";
import type { ProjectSettings } from "@/lib/projects/project-settings";
import type { AnnotationData, FieldJson, FieldsJson } from "./agreement-report-types";
import { categoricalAgreement, type DataPair, type Detail } from "./categorical-agreement";
import { categoricalFields, type CategoricalField } from "./categorical-fields";
import { errorCodeAgreement } from "./error-code-agreement";
import { functionalityAgreement, matchFunctionalities, type ItemMatch } from "./functionality-agreement";
import type { Taxonomy } from "./multilabel";

/** Turns aligned annotation pairs (A, B) into one field's agreement block. */
export interface FieldEvaluator {
  name: string;
  /** Set for single-choice fields: these also get Krippendorff's alpha and over-time kappa. */
  categorical?: CategoricalField;
  evaluate: (pairs: readonly DataPair[], detail: Detail) => FieldJson;
}

export interface EvaluatorOptions {
  kind: ItemKind;
  settings: ProjectSettings;
  taxonomy: Taxonomy;
}

/** Error codes as stored in the annotation: `data.error_codes` (the export reads the same list). */
export function errorCodesOf(data: AnnotationData): string[] {
  const codes: unknown = data.error_codes;
  if (!Array.isArray(codes)) return [];
  // The data layer already gives strings; checking avoids copying 25k arrays per evaluation.
  return codes.every((c) => typeof c === "string") ? codes : codes.filter((c): c is string => typeof c === "string");
}

function functionalitiesEvaluator(threshold: number): FieldEvaluator {
  // The same (A, B) pair is matched once even though fields, pairs and over_time all read it.
  const cache = new WeakMap<AnnotationData, WeakMap<AnnotationData, ItemMatch>>();
  const match = (a: AnnotationData, b: AnnotationData): ItemMatch => {
    let inner = cache.get(a);
    if (inner === undefined) cache.set(a, (inner = new WeakMap()));
    let result = inner.get(b);
    if (result === undefined) inner.set(b, (result = matchFunctionalities(a, b, threshold)));
    return result;
  };
  return { name: "functionalities", evaluate: (pairs) => functionalityAgreement(pairs.map(([a, b]) => match(a, b))) };
}

/** The evaluators of a kind in report order; the first one is the kind's main field. */
export function fieldEvaluators({ kind, settings, taxonomy }: EvaluatorOptions): FieldEvaluator[] {
  if (kind === "readme") return [functionalitiesEvaluator(settings.readmeMatchThreshold)];
  const evaluators: FieldEvaluator[] = categoricalFields(kind, settings).map((field) => ({
    name: field.name,
    categorical: field,
    evaluate: (pairs, detail) => categoricalAgreement(field, pairs, detail),
  }));
  if (kind === "generated_comment") {
    evaluators.push({
      name: "error_codes",
      evaluate: (pairs, detail) =>
        errorCodeAgreement(pairs.map(([a, b]) => ({ a: errorCodesOf(a), b: errorCodesOf(b) })), taxonomy, detail),
    });
  }
  return evaluators;
}

/** Every evaluator over the same pairs, keyed by field name. */
export function evaluateFields(evaluators: readonly FieldEvaluator[], pairs: readonly DataPair[], detail: Detail): FieldsJson {
  return Object.fromEntries(evaluators.map((e) => [e.name, e.evaluate(pairs, detail)]));
}
