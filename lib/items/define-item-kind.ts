// Everything the app asks an item kind about, in one typed object; lib/items/kinds.ts maps kind →
// module. Pure: SQL here is text the data layer runs.
import type { z } from "zod";
import type { CategoricalField } from "@/lib/agreement/categorical-field";
import type { FieldEvaluator } from "@/lib/agreement/field-evaluator";
import type { Taxonomy } from "@/lib/agreement/multilabel";
import type { CompareSettings, Comparison, ItemDecision } from "@/lib/annotations/comparison";
import type { SimpleQaGrade } from "@/lib/leaderboard/simpleqa-figures";
import type { ProjectSettings } from "@/lib/projects/project-settings";
import type { ItemFields } from "./item-dto";
import type { KindSettingKey } from "./kind-settings";
import type { Shape } from "./schema-shape";
import type { ItemKind } from "./item-kinds";

/**
 * A field of the kind's table (row aliased `k`), named `view` in ItemFields and `export` in the
 * export line. `hiddenFromAnnotatorsSql` nulls it for annotators when true (decision 032).
 */
type KindColumn = {
  sql: string;
  view?: string;
  export?: string;
  /** The import line's name of an exported field when it differs (a release import reads it back). */
  line?: string;
  hiddenFromAnnotatorsSql?: string;
};

type SqlStatement = { text: string; values: unknown[] };

/**
 * What data health (SPEC §5) checks in the kind's rows (`k`). `fields`: required text, counted
 * when blank or holding U+FFFD (`mayBeEmpty`: blank is allowed, reported as info). `repeated`:
 * rows with the same non-blank key are repeated content. `answers`: model outputs compared across
 * models by question (needs `modelColumn`); `runSql` tells a model's runs apart.
 */
export type KindHealth = {
  fields: readonly { name: string; sql: string; mayBeEmpty?: boolean }[];
  repeated?: { name: string; sql: string };
  answers?: { questionSql: string; answerSql: string; runSql?: string };
};

/** What an item's annotation schema reads: the kind's own settings, and the item's text. */
export type AnnotationContext = {
  settings: Pick<ProjectSettings, KindSettingKey>;
  itemText?: string;
};

type EvaluatorContext = { settings: ProjectSettings; taxonomy: Taxonomy };

export type ExportAnnotator = { who: string; data: unknown };

type SearchField<Line> = { sql: string; of(line: Line): string | null | undefined };

/** A kind setting naming a project by id, or null for none. */
type ProjectIdSetting = {
  [K in KindSettingKey]: ProjectSettings[K] extends number | null
    ? null extends ProjectSettings[K]
      ? K
      : never
    : never;
}[KindSettingKey];

/**
 * A field naming an item of another project (SPEC §2 "Linked items stay in their project's
 * reach"): looked up only in the project of `kind` that the setting `sourceSetting` names. The
 * import checks it (check-linked-items.ts), a settings change the project it names
 * (lib/projects/source-project-issues.ts).
 */
export type LinkedItem<Line = unknown> = {
  field: string;
  kind: ItemKind;
  of(line: Line): string | null;
  sourceSetting: ProjectIdSetting;
  /** Said of an import line naming an item when the project has no source project. */
  noSource: string;
  /** Said when a project of another kind names a source project. */
  otherKinds: string;
  /** After the source project changed (null: none): every link of the project resolved again. */
  relink(opts: { projectId: number; sourceProject: number | null }): SqlStatement;
};

/** Method-typed so that a kind's module fits the registry's erased type. */
type Differs<A> = { test(a: A, b: A, settings: CompareSettings): boolean }["test"];

export type ItemKindModule<
  K extends ItemKind = ItemKind,
  L extends z.ZodType = z.ZodType,
  A = unknown,
> = {
  kind: K;
  label: string;
  /** Hugging Face task ids of a data set of this kind's gold: a release card's `task_categories`. */
  datasetTasks: readonly string[];

  lineSchema: L;
  /** Documents the format, and is test data. */
  exampleLine: Record<string, unknown>;
  table: { name: string; columns: readonly KindColumn[] };
  /**
   * Searched by the items list (decision 053), which previews the first. `sql` and `of` say the
   * same field twice, on the row and on an import line; a test holds them equal.
   */
  searchFields: readonly [SearchField<z.infer<L>>, ...SearchField<z.infer<L>>[]];
  /** `ids`: external id → item id. */
  insertRows(opts: {
    projectId: number;
    settings: ProjectSettings;
    lines: z.infer<L>[];
    ids: ReadonlyMap<string, number>;
  }): SqlStatement[];

  /**
   * Items of one project with the same key are claimed together when the project sets
   * `claimGroup` (decision 051): written at import to `items.group_key`, which the claim reads.
   * Without it (or null) an item is in no group. A kind with the `claimGroup` setting has one.
   */
  groupKey?(line: z.infer<L>): string | null;

  linkedItem?: LinkedItem<z.infer<L>>;

  /** What a valid import line lets through that a lead should know of (a released file's empty field), per field. */
  importWarnings?(line: z.infer<L>): { field: string; message: string }[];

  annotationSchema(ctx: AnnotationContext): z.ZodType<A>;
  /** The schema checks spans against `itemText`, this SQL on the kind's row `k`: validating loads it. */
  itemTextSql?: string;
  annotationRows?(data: A): {
    citations?: readonly { url: string; quote: string | null }[];
    errorCodes?: readonly string[];
  };
  goldStatus?(gold: A): "gold" | "rejected";
  shape: Shape;
  exampleAnnotation: Record<string, unknown>;

  compare(a: A, b: A, settings: CompareSettings): Comparison;
  /** An outcome decided before pairwise comparison (e.g. a veto), or null to compare. */
  decideFirst?(annotations: A[], settings: CompareSettings): ItemDecision | null;
  /** Default: the first annotation. */
  agreedGold?(annotations: A[]): unknown;
  differs: Record<string, Differs<A>>;

  exportGold?(
    gold: Record<string, unknown>,
    annotators: readonly ExportAnnotator[],
  ): Record<string, unknown>;
  /** Undoes exportGold on an exported gold (a release import), so the kind's schema takes it. */
  importGold?(gold: Record<string, unknown>): Record<string, unknown>;

  /** The settings form saves only these; the others keep their stored values. */
  settings: {
    keys: readonly KindSettingKey[];
    /** Those that are part of the guidelines: a change makes a new version (lib/guidelines/). */
    guidelineKeys: readonly KindSettingKey[];
    /** Fixed parts of the guidelines every version names (e.g. the taxonomy the labels use). */
    guidelineConstants?: Readonly<Record<string, string>>;
    summary(s: ProjectSettings): [label: string, value: string][];
  };
  /** The column naming the model that produced the item. */
  modelColumn?: string;
  /** Stratum name (the import line's field) → column of `table.name`. */
  strataColumns?: Readonly<Record<string, string>>;
  /** SimpleQA-style grading, hence a model leaderboard; needs `modelColumn`. */
  leaderboard?: {
    runColumn: string;
    /** The annotation key that holds the grade: the leaderboard counts grades in SQL by it. */
    gradeKey: string;
    grade(value: string, settings: ProjectSettings): SimpleQaGrade | null;
  };
  /** Metric scores are calibrated against `field`; without it the metrics routes are 404. */
  metricCalibration?: { field: string };
  validationRound?: { on(settings: ProjectSettings): boolean; setting: KindSettingKey };
  health?: KindHealth;

  agreement: {
    categorical(settings: ProjectSettings): CategoricalField[];
    evaluators?(ctx: EvaluatorContext): FieldEvaluator[];
    /** Annotation keys agreement never reads, dropped in SQL where they can be long. */
    droppedKeys: readonly string[];
  };

  demo: KindDemo;
  /** A new project's instructions (markdown) when none are given; editable in its settings. */
  guidelines: string;
  /** How an LLM judge run from Accord is prompted and read (decision 077); else a generic JSON judge. */
  judge?: KindJudge;
};

/** A kind's own judge: its default template, its `{{labels}}`, and a reply form other than JSON. */
export type KindJudge = {
  template: string;
  labels(settings: ProjectSettings): string;
  /** The annotation a reply's text gives in the kind's own form, or null to read it as JSON. */
  reply?(text: string, settings: ProjectSettings): Record<string, unknown> | null;
};

/** One of the demo's two annotators; `disagree`: the second differs on a decisive field; `bucket`: 0–99, stable per item. */
type DemoLabeller = { who: "first" | "second"; disagree: boolean; bucket: number };

/** The kind's demo project (`file` in scripts/demo-data/) and the labels scripts/seed-demo-work.ts gives its items. */
export type KindDemo = {
  name: string;
  instructions: string;
  file: string;
  annotation: (fields: ItemFields, by: DemoLabeller) => Record<string, unknown>;
  /** A demo judge run's label, for kinds whose items judges grade. */
  judge?: (fields: ItemFields, bucket: number) => Record<string, unknown>;
  /** Items the two demo annotators each label (default 8): enough gold for what the kind shows. */
  annotatedItems?: number;
};

/** A kind's setting keys, from its settings' shape (its <kind>-settings.ts). */
export const keysOf = <S extends Partial<Record<KindSettingKey, unknown>>>(shape: S) =>
  Object.keys(shape) as (keyof S & KindSettingKey)[];

/** Checks a module against the type while keeping its precise types. */
export const defineItemKind = <K extends ItemKind, L extends z.ZodType, A>(
  m: ItemKindModule<K, L, A>,
) => m;
