// What the UI knows about an item kind, in two halves so that the browser never loads the
// server's renderers (sanitized markdown, highlighted code): KindClientUi for client components
// (components/kinds/client-registry.ts) and KindServerUi for server components
// (components/kinds/registry.ts). Each kind fills both in components/kinds/<kind>/.
import type { ComponentType, ReactNode } from "react";
import type { FieldErrorMap } from "@/components/annotate/form-errors";
import type { KindModule, MessageKey } from "@/components/annotate/kind-module";
import type { WorkspaceProps } from "@/components/annotate/workspace-types";
import type { ActionResult } from "@/lib/actions/action-result";
import type { CompareSettings } from "@/lib/annotations/comparison";
import type { ValidationTask } from "@/lib/gold/claim-next-validation";
import type { ItemFields } from "@/lib/items/item-dto";
import type { ItemKind } from "@/lib/items/item-kinds";
import type { ProjectSettings } from "@/lib/projects/project-settings";

/** What the merged editor needs besides the copy: the two annotations and the item's reference data. */
export type MergeContext = {
  kind: ItemKind;
  a: Record<string, unknown>;
  b: Record<string, unknown> | undefined;
  references: { url: string; title: string | null }[];
  /** The project's settings of every kind (`compareSettingsOf`): the kind reads its own. */
  settings: CompareSettings;
};

export type MergeFormProps<F> = {
  value: F;
  update: (next: (prev: F) => F) => void;
  errors: FieldErrorMap;
  context: MergeContext;
};

/**
 * A kind's fields on the project settings form (its module's `settings.keys`): the saved
 * settings, and after a failed save what was submitted (`val`, `checked`) and each field's errors.
 * Rendered as cells of the form's two-column grid (a wide field spans both).
 */
export type SettingsFieldsProps = {
  settings: ProjectSettings;
  val: (key: string, saved: string) => string;
  checked: (key: string, saved: boolean) => boolean;
  errors: Record<string, string[] | undefined>;
  /** Choices the server looked up for the kind's fields: the projects its linked items may come from (`linkedItem`). */
  choices: { sourceProjects: readonly { id: number; name: string }[] };
};

/** A function type checked bivariantly in its parameters (method syntax). */
type Fn<A extends unknown[], R> = { f(...args: A): R }["f"];

/** `D`: what the workspace gets from the server (server-rendered parts and plain data). */
export type KindClientUi<F = unknown, D = unknown> = {
  /** The annotation form (pure): parse a draft, build the annotation. Shared by annotation and adjudication. */
  form: KindModule<F>;
  /** What "both" means for the adjudicator's merged copy; none for a kind whose labels are all single choices. */
  /** `label`: the restart button's name, a catalogue key. */
  union?: { label: MessageKey; merge: Fn<[a: F, b: F, settings: CompareSettings], F> };
  Workspace: ComponentType<WorkspaceProps<F, D>>;
  /** The item's text the annotation schema checks spans against (READMEs), from the workspace's data. */
  itemText?: Fn<[data: D], string>;
  MergeForm: ComponentType<MergeFormProps<F>>;
  /** The kind's own project settings on the settings form; none for a kind without any. */
  SettingsFields?: ComponentType<SettingsFieldsProps>;
};

type CompareProps<A> = {
  a: A;
  b: A;
  headers: [string, string];
  differs: ReadonlySet<string>;
  settings: CompareSettings;
};

export type SubmitValidationAction = (
  itemId: number,
  input: { rating: number; notes: string },
) => Promise<ActionResult<{ rating: number }>>;
export type SkipValidationAction = (
  itemId: number,
  input: { reason: string },
) => Promise<ActionResult<{ skipped: true }>>;

/** The validation round's screen for one gold item; the page supplies the header and the actions. */
export type ValidationRoundProps = {
  projectId: number;
  task: ValidationTask;
  header: ReactNode;
  /** The project's own instructions (markdown), shown under the round's. */
  projectInstructions: string;
  guidelineVersion: number;
  submit: SubmitValidationAction;
  skip: SkipValidationAction;
};

/** One fact of an item (KindServerUi.facts). */
type ItemFact = readonly [MessageKey, string | { message: MessageKey }];

export type KindServerUi<Fields extends ItemFields = ItemFields, A = unknown, D = unknown> = {
  /** The item's content as a lead or adjudicator sees it (never its `meta`). */
  ItemBody: Fn<[props: { fields: Fields }], ReactNode>;
  /** The annotation workspace's server-rendered parts and data (never the item's `meta`, which may hold hints). */
  workspace: Fn<[fields: Fields, settings: CompareSettings], D>;
  /** Annotations A and B side by side, their differences marked. */
  Compare: Fn<[props: CompareProps<A>], ReactNode>;
  /**
   * The few fields that identify an item, for the line under its id on the lead's item page: each
   * named by catalogue key, its value as stored or, when there is none, a catalogue key.
   */
  facts: Fn<[fields: Fields], ItemFact[]>;
  /** What the adjudicator's merged copy needs of the item: the references a QA pair cites from, a README's text. */
  adjudication?: Fn<
    [fields: Fields],
    { references?: { url: string; title: string | null }[]; itemText?: string }
  >;
  /** The validation round (a kind whose module has one: lib/gold/validation-access.ts). */
  ValidationRound?: Fn<[props: ValidationRoundProps], ReactNode>;
};
