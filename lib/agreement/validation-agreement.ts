import type { AgreementItem, PairJson } from "./agreement-report-types";
import { categoricalAgreement, type DataPair } from "./categorical-agreement";
import { validationRatingField } from "./categorical-fields";
import { evaluateFields, type FieldEvaluator } from "./field-evaluators";
import { compareCodePoints } from "./label-scale";
import { rateItems, type AgreementFilters, type RatedItem } from "./rate-items";

/** `fields.validation_rating`: the README validation round's 1–4 ratings as an ordinal field. */
export const validationEvaluator: FieldEvaluator = {
  name: validationRatingField.name,
  categorical: validationRatingField,
  evaluate: (pairs, detail, seed) =>
    categoricalAgreement(validationRatingField, pairs, detail, seed),
};

export interface RatedValidation {
  /** Items with at least two ratings; `humans[0]` and `[1]` are validators A and B. */
  compared: RatedItem[];
  ab: DataPair[];
}

/** Validators A and B are the first two ratings by time, as annotators A and B are. */
export function rateValidation(
  units: readonly AgreementItem[],
  filters: AgreementFilters = {},
): RatedValidation {
  const compared = rateItems(units, filters).filter((r) => r.humans.length >= 2);
  return { compared, ab: compared.map(({ humans: [a, b] }): DataPair => [a.data, b.data]) };
}

const pairKey = (p: PairJson) => JSON.stringify(p.annotators);

/** Every pair gets every field, with n 0 where none, so the JSON types stay stable. */
export function mergeValidationPairs(opts: {
  annotation: readonly PairJson[];
  validation: readonly PairJson[];
  evaluators: readonly FieldEvaluator[];
}): PairJson[] {
  const name = validationEvaluator.name;
  const rated = new Map(opts.validation.map((p) => [pairKey(p), p.fields[name]]));
  const none = validationEvaluator.evaluate([], "summary", "");
  const annotated = new Set(opts.annotation.map(pairKey));
  return [
    ...opts.annotation.map((p) => ({
      ...p,
      fields: { ...p.fields, [name]: rated.get(pairKey(p)) ?? none },
    })),
    ...opts.validation
      .filter((p) => !annotated.has(pairKey(p)))
      .map((p) => ({
        annotators: p.annotators,
        n: 0,
        fields: { ...evaluateFields(opts.evaluators, [], "summary", ""), [name]: p.fields[name] },
      })),
  ].sort(
    (x, y) =>
      compareCodePoints(x.annotators[0], y.annotators[0]) ||
      compareCodePoints(x.annotators[1], y.annotators[1]),
  );
}
