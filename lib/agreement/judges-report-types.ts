// The judges report (SPEC §4 "Judge runs"), snake_case as served; every number is a full double.
import type { ItemKind } from "@/lib/items/item-kinds";
import type { AnnotationData, Ci95Json, ConfusionJson, PrfJson } from "./agreement-report-types";
import type { CodePrfJson } from "./agreement-report-types";
import type { LabelPrJson } from "./label-precision-recall";

export const FAILURE_KINDS = ["unparseable", "empty", "refusal", "invalid", "error"] as const;
export type FailureKind = (typeof FAILURE_KINDS)[number];

/** One item as the report reads it: its language, gold record and human annotations (rater = e-mail or external name). */
export interface JudgeItem {
  itemId: number;
  language: string | null;
  gold: AnnotationData | null;
  humans: readonly { rater: string; data: AnnotationData }[];
}

export interface JudgeRunProvenance {
  id: number;
  name: string;
  model: string;
  version: string | null;
  promptStrategy: string | null;
  promptLanguage: string | null;
  temperature: number | null;
  seed: number | null;
  runNumber: number | null;
}

export interface JudgeRunInput extends JudgeRunProvenance {
  outputs: readonly (
    | { itemId: number; label: AnnotationData; failure?: undefined }
    | { itemId: number; label?: undefined; failure: { type: FailureKind } }
  )[];
}

/** One categorical field of the judge against a reference: kappa (weighted for ordinal fields) with CIs, accuracy, per-label precision and recall. */
export interface JudgeFieldJson {
  n: number;
  accuracy: number | null;
  kappa: number | null;
  ci95: Ci95Json;
  kappa_linear?: number | null;
  kappa_quadratic?: number | null;
  ci95_linear?: Ci95Json;
  ci95_quadratic?: Ci95Json;
  /** Rows are the reference (gold or the human), columns the judge, as sklearn's (y_true, y_pred). */
  confusion?: ConfusionJson;
  per_label?: LabelPrJson[];
}

interface JudgeCodesJson {
  /** Gold items the judge labelled (error codes of both compared). */
  n: number;
  per_code: Record<string, CodePrfJson>;
  macro: PrfJson;
  micro: PrfJson;
}

export interface JudgeSliceJson {
  language: string;
  items: number;
  outputs: number;
  labels: number;
  failures: Record<FailureKind, number>;
  /** labels / outputs: the share of the run's outputs that are usable labels (schema adherence); null without outputs. */
  coverage: number | null;
  /** Items with a gold record, and the share of them the run labelled (null without gold). */
  gold_items: number;
  gold_coverage: number | null;
  vs_gold: { n: number; fields: Record<string, JudgeFieldJson>; error_codes?: JudgeCodesJson };
  vs_annotators: { annotator: string; n: number; fields: Record<string, JudgeFieldJson> }[];
}

export interface JudgeRunJson {
  id: number;
  name: string;
  model: string;
  version: string | null;
  prompt_strategy: string | null;
  prompt_language: string | null;
  temperature: number | null;
  seed: number | null;
  run: number | null;
  slices: JudgeSliceJson[];
}

export interface JudgesReport {
  project_id: number;
  kind: ItemKind;
  /** The categorical fields scored, in the kind's order; the first is its main field. */
  fields: string[];
  runs: JudgeRunJson[];
}
