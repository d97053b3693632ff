import type { AgreementItem, SliceJson } from "./agreement-report-types";
import type { DataPair } from "./categorical-agreement";
import { evaluateFields, type FieldEvaluator } from "./field-evaluators";
import { compareCodePoints } from "./label-scale";
import type { RatedItem } from "./rate-items";
import { dataRecord } from "@/lib/validation/data-record";

/**
 * The fields per value of an item attribute (language, model) over the compared items, in summary
 * detail with intervals, keyed in code-point order. Items without a value are in no slice. One pass
 * groups the (A, B) pairs; each slice is then evaluated like the whole report.
 */
export function agreementSlices(opts: {
  compared: readonly RatedItem[];
  ab: readonly DataPair[];
  evaluators: readonly FieldEvaluator[];
  seed: string;
  key: (item: AgreementItem) => string | null | undefined;
}): Record<string, SliceJson> {
  const groups = new Map<string, DataPair[]>();
  opts.compared.forEach(({ item }, i) => {
    const value = opts.key(item);
    if (value === null || value === undefined) return;
    let list = groups.get(value);
    if (list === undefined) groups.set(value, (list = []));
    list.push(opts.ab[i]);
  });
  return dataRecord(
    [...groups.keys()].sort(compareCodePoints).map((value) => {
      const pairs = groups.get(value) as DataPair[];
      return [
        value,
        {
          items_compared: pairs.length,
          fields: evaluateFields(opts.evaluators, pairs, "summary", `${opts.seed}:${value}`),
        },
      ] as const;
    }),
  );
}
