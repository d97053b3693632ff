import type { ItemKind } from "@/lib/items/item-kinds";
import type { AnnotationData } from "./agreement-report-types";
import { categoricalAgreement, type DataPair } from "./categorical-agreement";
import type { CategoricalField } from "./categorical-field";
import { codeAverages, codePrecisionRecall } from "./code-precision-recall";
import { errorCodesOf } from "./error-codes-of";
import {
  FAILURE_KINDS,
  type FailureKind,
  type JudgeFieldJson,
  type JudgeItem,
  type JudgeRunInput,
  type JudgeRunJson,
  type JudgeSliceJson,
  type JudgesReport,
} from "./judges-report-types";
import { labelPrecisionRecall } from "./label-precision-recall";
import { compareCodePoints } from "./label-scale";

export interface JudgesReportInput {
  projectId: number;
  kind: ItemKind;
  /** The kind's categorical fields (its agreement module), in report order. */
  fields: readonly CategoricalField[];
  /** The declared error codes when the kind has them (scored per code against gold), else null. */
  codes: readonly string[] | null;
  items: readonly JudgeItem[];
  runs: readonly JudgeRunInput[];
}

/**
 * One field of the judge (B) against a reference (A): kappa with its bootstrap CI (weighted for
 * ordinal fields), accuracy, and in full detail the confusion matrix (counts, row- and
 * column-normalised) and per-label precision and recall.
 */
function judgeField(
  field: CategoricalField,
  pairs: readonly DataPair[],
  detail: "full" | "summary",
  seed: string,
): JudgeFieldJson {
  const k = categoricalAgreement(field, pairs, "full", seed);
  const json: JudgeFieldJson = { n: k.n, accuracy: k.observed, kappa: k.kappa, ci95: k.ci95 };
  if (field.isOrdinal)
    Object.assign(json, {
      kappa_linear: k.kappa_linear,
      kappa_quadratic: k.kappa_quadratic,
      ci95_linear: k.ci95_linear,
      ci95_quadratic: k.ci95_quadratic,
    });
  if (detail === "full" && k.confusion) {
    json.confusion = k.confusion;
    json.per_label = labelPrecisionRecall(k.confusion.labels, k.confusion.matrix).perLabel;
  }
  return json;
}

function slice(
  input: JudgesReportInput,
  run: JudgeRunInput,
  language: string,
  items: readonly JudgeItem[],
  seed: string,
): JudgeSliceJson {
  const byId = new Map(items.map((i) => [i.itemId, i]));
  const failures = Object.fromEntries(FAILURE_KINDS.map((k) => [k, 0])) as Record<
    FailureKind,
    number
  >;
  const labelled: { item: JudgeItem; label: AnnotationData }[] = [];
  for (const o of run.outputs) {
    const item = byId.get(o.itemId);
    if (item === undefined) continue;
    if (o.failure !== undefined) failures[o.failure.type] += 1;
    else labelled.push({ item, label: o.label });
  }
  const failed = FAILURE_KINDS.reduce((s, k) => s + failures[k], 0);
  const outputs = labelled.length + failed;
  const gold = labelled
    .filter((l) => l.item.gold !== null)
    .map((l): DataPair => [l.item.gold as AnnotationData, l.label]);
  const goldItems = items.filter((i) => i.gold !== null).length;
  const fieldsOf = (pairs: readonly DataPair[], detail: "full" | "summary", scope: string) =>
    Object.fromEntries(
      input.fields.map((f) => [f.name, judgeField(f, pairs, detail, `${seed}|${scope}|${f.name}`)]),
    );
  const vsGold: JudgeSliceJson["vs_gold"] = {
    n: gold.length,
    fields: fieldsOf(gold, "full", "gold"),
  };
  if (input.codes !== null) {
    // Predicted codes are the judge's (a), the reference gold's (b), as codePrecisionRecall reads them.
    const sets = gold.map(([g, m]) => ({ a: errorCodesOf(m), b: errorCodesOf(g) }));
    vsGold.error_codes = {
      n: sets.length,
      per_code: codePrecisionRecall(sets, input.codes),
      ...codeAverages(sets, input.codes),
    };
  }
  const byHuman = new Map<string, DataPair[]>();
  for (const { item, label } of labelled) {
    for (const h of item.humans) {
      let list = byHuman.get(h.rater);
      if (list === undefined) byHuman.set(h.rater, (list = []));
      list.push([h.data, label]);
    }
  }
  const vsAnnotators = [...byHuman.keys()].sort(compareCodePoints).map((annotator) => {
    const pairs = byHuman.get(annotator) as DataPair[];
    return { annotator, n: pairs.length, fields: fieldsOf(pairs, "summary", `human:${annotator}`) };
  });
  return {
    language,
    items: items.length,
    outputs,
    labels: labelled.length,
    failures,
    coverage: outputs === 0 ? null : labelled.length / outputs,
    gold_items: goldItems,
    gold_coverage: goldItems === 0 ? null : gold.length / goldItems,
    vs_gold: vsGold,
    vs_annotators: vsAnnotators,
  };
}

/**
 * The judges report: per run, over all items and per item language, coverage and failures by type
 * (failures are counted, never scored), and the run's labels against gold and each human. Each
 * bootstrap is seeded from the project, run, language and scope (decision 022).
 */
export function buildJudgesReport(input: JudgesReportInput): JudgesReport {
  const languages = [
    ...new Set(input.items.map((i) => i.language).filter((l): l is string => l !== null)),
  ].sort(compareCodePoints);
  const runs: JudgeRunJson[] = input.runs.map((run) => {
    const seed = `${input.projectId}|judges|${run.id}`;
    return {
      id: run.id,
      name: run.name,
      model: run.model,
      version: run.version,
      prompt_strategy: run.promptStrategy,
      prompt_language: run.promptLanguage,
      temperature: run.temperature,
      seed: run.seed,
      run: run.runNumber,
      slices: [
        slice(input, run, "all", input.items, `${seed}|all`),
        ...languages.map((language) =>
          slice(
            input,
            run,
            language,
            input.items.filter((i) => i.language === language),
            `${seed}|${language}`,
          ),
        ),
      ],
    };
  });
  return {
    project_id: input.projectId,
    kind: input.kind,
    fields: input.fields.map((f) => f.name),
    runs,
  };
}
