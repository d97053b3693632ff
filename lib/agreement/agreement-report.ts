import type { ItemKind } from "@/lib/items/item-kinds";
import type { ProjectSettings } from "@/lib/projects/project-settings";
import { agreementAlpha } from "./agreement-alpha";
import { agreementOverTime } from "./agreement-over-time";
import { agreementSlices } from "./agreement-slices";
import type { AgreementItem, AgreementReport, AlphaJson, PairJson } from "./agreement-report-types";
import type { DataPair } from "./categorical-agreement";
import { validationRatingField } from "./categorical-fields";
import { evaluateFields, fieldEvaluators, type FieldEvaluator } from "./field-evaluators";
import { machineAgreement } from "./machine-agreement";
import type { Taxonomy } from "./multilabel";
import { groupByRaterPair } from "./pairs";
import { rateItems, type AgreementFilters, type RatedItem } from "./rate-items";
import { mergeValidationPairs, rateValidation, validationEvaluator } from "./validation-agreement";

export interface AgreementReportInput {
  projectId: number;
  kind: ItemKind;
  settings: ProjectSettings;
  taxonomy: Taxonomy;
  items: readonly AgreementItem[];
  filters?: AgreementFilters;
  /** Undefined without a validation round, which leaves `validation_rating` out. */
  validation?: readonly AgreementItem[];
}

/** One record per ordered (A, B) combination, not per item: a few dozen for 12,500 items. */
function raterPairs(
  compared: readonly RatedItem[],
  ab: readonly DataPair[],
  evaluators: readonly FieldEvaluator[],
  seed: string,
): PairJson[] {
  const combos = new Map<string, Map<string, DataPair[]>>();
  for (let i = 0; i < compared.length; i++) {
    const { humans } = compared[i];
    let byB = combos.get(humans[0].rater);
    if (byB === undefined) combos.set(humans[0].rater, (byB = new Map<string, DataPair[]>()));
    let pairs = byB.get(humans[1].rater);
    if (pairs === undefined) byB.set(humans[1].rater, (pairs = []));
    pairs.push(ab[i]);
  }
  const records = [...combos].flatMap(([raterA, byB]) =>
    [...byB].map(([raterB, pairs]) => ({
      itemId: JSON.stringify([raterA, raterB]),
      raterA,
      raterB,
      valueA: { pairs, isFlipped: false },
      valueB: { pairs, isFlipped: true },
    })),
  );
  return groupByRaterPair(records).map((group) => {
    // `a` holds the first rater's view: flipped when that rater was B on those items.
    const pairs = group.a.flatMap(({ pairs: list, isFlipped }) =>
      isFlipped ? list.map(([x, y]): DataPair => [y, x]) : list,
    );
    const annotators: [string, string] = [group.raterA, group.raterB];
    return {
      annotators,
      n: pairs.length,
      fields: evaluateFields(
        evaluators,
        pairs,
        "summary",
        `${seed}|pair:${JSON.stringify(annotators)}`,
      ),
    };
  });
}

/** Raters A and B are an item's first two human annotations, so the pooled kappa is reproducible. */
export function buildAgreementReport(input: AgreementReportInput): AgreementReport {
  const evaluators = fieldEvaluators(input);
  // Every bootstrap is seeded from the project and where the block sits (decision 022).
  const seed = String(input.projectId);
  const rated = rateItems(input.items, input.filters);
  const compared = rated.filter((r) => r.humans.length >= 2);
  const ab = compared.map(({ humans }): DataPair => [humans[0].data, humans[1].data]);
  const alpha: Record<string, AlphaJson> = {};
  const units = compared.map((r) => r.humans);
  for (const { name, categorical } of evaluators) {
    if (categorical !== undefined)
      alpha[name] = agreementAlpha(categorical, units, `${seed}|alpha|${name}`);
  }
  const fields = evaluateFields(evaluators, ab, "full", `${seed}|all`);
  let pairs = raterPairs(compared, ab, evaluators, seed);
  if (input.validation !== undefined) {
    const validated = rateValidation(input.validation, input.filters);
    fields[validationEvaluator.name] = validationEvaluator.evaluate(
      validated.ab,
      "full",
      `${seed}|all|${validationEvaluator.name}`,
    );
    alpha[validationEvaluator.name] = agreementAlpha(
      validationRatingField,
      validated.compared.map((r) => r.humans),
      `${seed}|alpha|${validationEvaluator.name}`,
    );
    pairs = mergeValidationPairs({
      annotation: pairs,
      validation: raterPairs(validated.compared, validated.ab, [validationEvaluator], seed),
      evaluators,
    });
  }
  return {
    project_id: input.projectId,
    kind: input.kind,
    items_compared: compared.length,
    fields,
    by_language: agreementSlices({
      compared,
      ab,
      evaluators,
      seed: `${seed}|language`,
      key: (item) => item.language,
    }),
    by_model: agreementSlices({
      compared,
      ab,
      evaluators,
      seed: `${seed}|model`,
      key: (item) => item.model,
    }),
    pairs,
    alpha,
    machine: machineAgreement({
      rated,
      evaluators,
      taxonomy: input.taxonomy,
      seed: `${seed}|machine`,
    }),
    over_time: agreementOverTime(
      evaluators[0],
      compared.map((r, i) => ({ at: r.humans[1].submittedAt, pair: ab[i] })),
    ),
  };
}
