import type { FieldJson } from "./agreement-report-types";
import type { DataPair, Detail } from "./categorical-agreement";
import type { CategoricalField } from "./categorical-field";

/** Turns aligned annotation pairs (A, B) into one field's agreement block. */
export interface FieldEvaluator {
  name: string;
  /** Set for single-choice fields: these also get Krippendorff's alpha and over-time kappa. */
  categorical?: CategoricalField;
  evaluate: (pairs: readonly DataPair[], detail: Detail) => FieldJson;
}
