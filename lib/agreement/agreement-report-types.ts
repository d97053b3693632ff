// The agreement JSON of SPEC §6 (snake_case, as served by the API) and the per-item records it
// is assembled from. Every number is a full double; nothing is rounded.
import type { ItemKind } from "@/lib/items/item-kinds";

/** Prefix that marks a machine pseudo-annotator in `AgreementAnnotation.rater`. */
export const MACHINE_PREFIX = "machine:";

export type AnnotationData = Readonly<Record<string, unknown>>;

export interface AgreementAnnotation {
  id: number;
  /** E-mail of a human annotator, or `machine:<name>` for imported machine labels. */
  rater: string;
  submittedAt: Date;
  data: AnnotationData;
}

export interface AgreementItem {
  itemId: string;
  /**
   * Informational: the report does not read them (language and model filters run in SQL). The
   * loader leaves `model` out, since it would join every generated comment of every project.
   */
  language?: string | null;
  model?: string | null;
  annotations: readonly AgreementAnnotation[];
  /** The item's gold record data, when one exists (only needed for machine raters). */
  gold?: AnnotationData | null;
}

/** A declared scale value as shown in the JSON (booleans stay booleans, ratings numbers). */
export type ScaleValue = string | number | boolean;

export interface ConfusionJson {
  labels: ScaleValue[];
  /** Counts; rows are rater A (in the machine section: the human or gold), columns rater B (the machine). */
  matrix: number[][];
  row_normalized: number[][];
  column_normalized: number[][];
}

export interface KappaJson {
  n: number;
  observed: number | null;
  expected: number | null;
  kappa: number | null;
  kappa_linear?: number | null;
  kappa_quadratic?: number | null;
  confusion?: ConfusionJson;
}

export interface BinaryKappaJson {
  n: number;
  observed: number | null;
  expected: number | null;
  kappa: number | null;
  prevalence: number | null;
}

export interface ErrorCodesJson {
  /** Mean kappa over the codes whose kappa is defined; null when none is. */
  macro_kappa: number | null;
  codes?: Record<string, BinaryKappaJson>;
  groups?: Record<string, BinaryKappaJson>;
  categories?: Record<string, BinaryKappaJson>;
}

export interface PrfJson {
  precision: number | null;
  recall: number | null;
  f1: number | null;
}

export interface FunctionalitiesJson extends PrfJson {
  n: number;
  matched: number;
  size_a: number;
  size_b: number;
  /** Mean of the per-item precision, recall and F1. */
  macro: PrfJson;
}

export type FieldJson = KappaJson | ErrorCodesJson | FunctionalitiesJson;
export type FieldsJson = Record<string, FieldJson>;

export interface PairJson {
  annotators: [string, string];
  n: number;
  fields: FieldsJson;
}

export interface AlphaJson {
  nominal: number | null;
  ordinal?: number | null;
}

export interface CodePrfJson extends PrfJson {
  /** Gold items that carry the code. */
  support: number;
}

export interface MachineJson {
  /** Items this machine rater labelled (after filters). */
  items: number;
  vs_humans: FieldsJson;
  vs_gold: FieldsJson;
  per_code?: Record<string, CodePrfJson>;
}

/** Cumulative agreement on the main field up to and including `date` (UTC, YYYY-MM-DD). */
export interface OverTimeJson {
  date: string;
  n: number;
  kappa?: number | null;
  f1?: number | null;
}

export interface AgreementReport {
  project_id: number;
  kind: ItemKind;
  items_compared: number;
  fields: FieldsJson;
  pairs: PairJson[];
  alpha: Record<string, AlphaJson>;
  machine: Record<string, MachineJson>;
  over_time: OverTimeJson[];
}
