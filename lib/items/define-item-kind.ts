// What an item kind is: everything the rest of the app asks a kind about, in one typed object.
// Each kind's module (lib/items/<kind>/<kind>-kind.ts) is one of these; lib/items/kinds.ts maps
// kind → module. Pure: no database, no next/*, no env (SQL is text the data layer runs).
import type { z } from "zod";
import type { CategoricalField } from "@/lib/agreement/categorical-field";
import type { FieldEvaluator } from "@/lib/agreement/field-evaluator";
import type { Taxonomy } from "@/lib/agreement/multilabel";
import type { CompareSettings, Comparison, ItemDecision } from "@/lib/annotations/comparison";
import type { SimpleQaGrade } from "@/lib/leaderboard/simpleqa-figures";
import type { ProjectSettings } from "@/lib/projects/project-settings";
import type { Shape } from "./schema-shape";
import type { ItemKind } from "./item-kinds";

/**
 * One field of the kind's typed table: `sql` reads it (the kind's row is aliased `k`), `view`
 * names it in the item's fields JSON (ItemFields, camelCase), `export` in the export line (the
 * import format's name). A field without `view` or `export` is left out of that one.
 * `hiddenFromAnnotatorsSql` (a SQL condition on `k`) hides it from annotators when true (e.g. a
 * model's name the project hides): they get null for it, and an opaque label for the item's
 * external id, which may name it (decision 032).
 */
type KindColumn = {
  sql: string;
  view?: string;
  export?: string;
  hiddenFromAnnotatorsSql?: string;
};

/** A statement for the data layer to run: text with $n placeholders and its values. */
type SqlStatement = { text: string; values: unknown[] };

/**
 * What an annotation's schema may depend on: the project's categories and grades, the item's text.
 * Without `gradeLabels` (a browser's check before the server's) a grade is checked for form only.
 */
export type AnnotationContext = {
  taskCategories: readonly string[];
  gradeLabels?: readonly string[];
  readmeContent?: string;
};

/** The settings every project has; a kind adds its own (`settings.keys`). */
export const sharedSettingKeys = [
  "overlap",
  "leaseMinutes",
  // Revise within a window (decision 048)
  "reviseMinutes",
  "adjudicators",
  "hideAnnotatorNames",
  // The queue's order and quota
  "order",
  "quota",
  // Sampling (decision 024); validationFraction matters only where the kind has a validation round.
  "overlapFraction",
  "overlapStrata",
  "validationFraction",
  // Check items
  "checkRate",
  "checkMin",
  "checkPass",
] as const;

/** A setting only some kinds have (QA's reject rule, README's match threshold, …). */
export type KindSettingKey = Exclude<keyof ProjectSettings, (typeof sharedSettingKeys)[number]>;

type EvaluatorContext = { settings: ProjectSettings; taxonomy: Taxonomy };

/** A person who annotated the item, named as everywhere in the export line, and their annotation. */
export type ExportAnnotator = { who: string; data: unknown };

/** One content field of a kind: as SQL on its row `k`, and as the value on an import line (null: none). */
type SearchField<Line> = { sql: string; of(line: Line): string | null | undefined };

/** Do `a` and `b` differ on one field? (Method-typed so that a kind's module fits the registry's erased type.) */
type Differs<A> = { test(a: A, b: A, readmeMatchThreshold: number): boolean }["test"];

export type ItemKindModule<
  K extends ItemKind = ItemKind,
  L extends z.ZodType = z.ZodType,
  A = unknown,
> = {
  kind: K;
  /** The task as people call it ("QA verification"). */
  label: string;

  /** One JSONL import line of this kind. */
  lineSchema: L;
  /** One valid import line, as parsed JSON: documentation of the format, and test data. */
  exampleLine: Record<string, unknown>;
  /** The typed table: its name and fields; read by item views, queue payloads and export. */
  table: { name: string; columns: readonly KindColumn[] };
  /**
   * The item's content fields: the items list searches them (pg_trgm, decision 053) and previews
   * the first, so the most telling one goes first. Each says where it is twice, side by side: `sql`
   * on the kind's row `k` (the preview reads it), `of` on an import line (the import writes the
   * search text with the item, lib/items/item-search.ts; a test holds the two equal).
   */
  searchFields: readonly [SearchField<z.infer<L>>, ...SearchField<z.infer<L>>[]];
  /** The rows of the kind's tables for a batch of new items (`ids`: external id → item id; `settings`: the project's). */
  insertRows(opts: {
    projectId: number;
    settings: ProjectSettings;
    lines: z.infer<L>[];
    ids: ReadonlyMap<string, number>;
  }): SqlStatement[];

  /**
   * A line's field naming an item of another project (a QA pair's source dialogue; SPEC §2 "Linked
   * items stay in their project's reach"): the import refuses the line unless an item of `kind`
   * with that external id is in the project `sourceProject` names (lib/items/import/check-linked-items.ts).
   */
  linkedItem?: {
    field: string;
    kind: ItemKind;
    of(line: z.infer<L>): string | null;
    sourceProject(settings: ProjectSettings): number | null;
    noSource: string;
  };

  /** The annotation schema for one item of a project. */
  annotationSchema(ctx: AnnotationContext): z.ZodType<A>;
  /** The schema checks spans against the item's text (`readmeContent`), so validating needs it loaded. */
  schemaReadsItemText?: boolean;
  /** What an annotation stores beside its JSON, as rows: references (citations) and error codes (error_tags). */
  annotationRows?(data: A): {
    citations?: readonly { url: string; quote: string | null }[];
    errorCodes?: readonly string[];
  };
  /** The status an item ends in once its gold is set (default `gold`; a rejected QA pair ends `rejected`). */
  goldStatus?(gold: A): "gold" | "rejected";
  /** Every key of an annotation (or gold) in schema order, defaults filled in: derived from the schema. */
  shape: Shape;
  /** One valid annotation of `exampleLine`, as submitted. */
  exampleAnnotation: Record<string, unknown>;

  /** Are two parsed annotations the same on every decisive field? */
  compare(a: A, b: A, settings: CompareSettings): Comparison;
  /** An outcome decided before pairwise comparison (e.g. a veto), or null to compare. */
  decideFirst?(annotations: A[], settings: CompareSettings): ItemDecision | null;
  /** The gold record of an agreed item (default: the first annotation). */
  agreedGold?(annotations: A[]): unknown;
  /** Every field an adjudicator must decide, with the test of two annotations differing on it. */
  differs: Record<string, Differs<A>>;

  /** The gold record as exported, given the shaped gold and the item's annotators. */
  exportGold?(
    gold: Record<string, unknown>,
    annotators: readonly ExportAnnotator[],
  ): Record<string, unknown>;

  /**
   * The project settings of this kind: the settings form shows and saves only these (the others
   * keep their stored values), and the project page sums them up as `summary`'s rows.
   */
  settings: {
    keys: readonly KindSettingKey[];
    summary(s: ProjectSettings): [label: string, value: string][];
  };
  /** The column of the kind's table (`table.name`) naming the model that produced the item; the item list and agreement filter by it. None: the kind has no model. */
  modelColumn?: string;
  /** Fields of the kind's table a project may stratify its overlap sample by (SPEC §2 Sampling): stratum name (the import line's field) → column of `table.name`. */
  strataColumns?: Readonly<Record<string, string>>;
  /**
   * The kind grades a model's answers SimpleQA-style, so it has a model leaderboard (SPEC §4): the
   * run column of `table.name` (a model's repeated runs), and the SimpleQA grade of a gold record or
   * a judge's label (null: a grade the leaderboard does not count). Needs `modelColumn`.
   */
  leaderboard?: {
    runColumn: string;
    grade(data: A, settings: ProjectSettings): SimpleQaGrade | null;
  };
  /**
   * Automatic metrics' scores of this kind's items can be calibrated against gold (SPEC §4 "Metric
   * calibration"): against `field`, an ordinal field of `agreement.categorical`. None: no Metrics
   * tab, and the metrics pages and routes are 404.
   */
  metricCalibration?: { field: string };
  /** The kind has a validation round after gold (README completeness ratings), run while `on` says so. */
  validationRound?: { on(settings: ProjectSettings): boolean };

  agreement: {
    /** The single-choice fields, in report order. */
    categorical(settings: ProjectSettings): CategoricalField[];
    /** Further evaluators after the categorical ones. */
    evaluators?(ctx: EvaluatorContext): FieldEvaluator[];
    /** Annotation keys agreement never reads, dropped in SQL where they can be long. */
    droppedKeys: readonly string[];
  };

  /** The demo project of this kind (scripts/seed-demo.ts) and its items, a JSONL file in the kind's folder. */
  demo: { name: string; instructions: string; file: string };
};

/** Checks a kind module against the type while keeping its own precise types. */
export const defineItemKind = <K extends ItemKind, L extends z.ZodType, A>(
  m: ItemKindModule<K, L, A>,
) => m;
