// The agreement JSON of SPEC §6. Every number is a full double; nothing is rounded.
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
  language?: string | null;
  model?: string | null;
  annotations: readonly AgreementAnnotation[];
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

/** A 95 % percentile-bootstrap interval [low, high] (decision 022); null when undefined. */
export type Ci95Json = [number, number] | null;

export interface KappaJson {
  n: number;
  observed: number | null;
  expected: number | null;
  kappa: number | null;
  /** Null when kappa is undefined, or in more than a tenth of the resamples. */
  ci95: Ci95Json;
  /** Gwet's AC1 and PABAK over the declared scale: prevalence-robust companions of kappa. */
  ac1: number | null;
  pabak: number | null;
  /** Items needed for a CI half-width of 0.1 at the current kappa (n·(half-width / 0.1)²); null without a CI. */
  items_for_half_width_0_1: number | null;
  kappa_linear?: number | null;
  kappa_quadratic?: number | null;
  ci95_linear?: Ci95Json;
  ci95_quadratic?: Ci95Json;
  confusion?: ConfusionJson;
}

export interface BinaryKappaJson {
  n: number;
  observed: number | null;
  expected: number | null;
  kappa: number | null;
  ci95: Ci95Json;
  ac1: number | null;
  pabak: number | null;
  prevalence: number | null;
}

export interface ErrorCodesJson {
  macro_kappa: number | null;
  /** Items resampled jointly across codes (decision 026). */
  macro_ci95?: Ci95Json;
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
  nominal_ci95: Ci95Json;
  ordinal_ci95?: Ci95Json;
}

export interface CodePrfJson extends PrfJson {
  support: number;
}

export interface MachineJson {
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

export interface SliceJson {
  items_compared: number;
  fields: FieldsJson;
}

export interface AgreementReport {
  project_id: number;
  kind: ItemKind;
  items_compared: number;
  /** Items waiting for revise windows (decision 048); absent outside a project. */
  revise_wait?: { items: number; next_close_at: string | null };
  fields: FieldsJson;
  /** Keyed by the item's language / model; items without one are left out. */
  by_language: Record<string, SliceJson>;
  by_model: Record<string, SliceJson>;
  pairs: PairJson[];
  alpha: Record<string, AlphaJson>;
  machine: Record<string, MachineJson>;
  over_time: OverTimeJson[];
}
