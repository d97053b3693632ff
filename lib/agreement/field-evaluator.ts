import type { FieldJson } from "./agreement-report-types";
import type { DataPair, Detail } from "./categorical-agreement";
import type { CategoricalField } from "./categorical-field";

/**
 * Turns aligned annotation pairs (A, B) into one field's agreement block. `seed` names the scope
 * (project and slice); with the field's name it seeds the block's bootstrap (decision 022).
 */
export interface FieldEvaluator {
  name: string;
  /** Set for single-choice fields: these also get Krippendorff's alpha and over-time kappa. */
  categorical?: CategoricalField;
  evaluate: (pairs: readonly DataPair[], detail: Detail, seed: string) => FieldJson;
}
