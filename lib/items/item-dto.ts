// Plain shapes the data layer returns to pages and API routes (never Prisma rows).
import type { ItemKind, ItemStatus } from "./item-kinds";

export type ItemSummaryDto = {
  id: number;
  projectId: number;
  kind: ItemKind;
  externalId: string;
  language: string | null;
  status: ItemStatus;
  annotationCount: number;
  /** The model that produced the item, for kinds with a model (the module's `modelColumn`). */
  model: string | null;
  /** The start of its content as one plain line (lib/items/preview-text.ts). */
  preview: string;
  /** Who annotated it (names; imported annotators by their name), for the lead. */
  annotators: string[];
  /** Outside the human sample (decision 076): labelled by judges only, never offered to people. */
  judgesOnly: boolean;
  createdAt: string;
};

export type DialogueTurnDto = { role: string; content: string };

export type DialogueFields = { kind: "dialogue"; source: string | null; turns: DialogueTurnDto[] };

export type QaPairFields = {
  kind: "qa_pair";
  question: string;
  answer: string;
  difficulty: string | null;
  domain: string | null;
  dialogueExternalId: string | null;
  /** The linked dialogue, in the project's source dialogue project (SPEC §2); null while it has none. */
  dialogue: {
    itemId: number;
    projectId: number;
    externalId: string;
    turns: DialogueTurnDto[];
  } | null;
  references: { url: string; title: string | null }[];
};

export type ReadmeFields = {
  kind: "readme";
  repo: string | null;
  url: string | null;
  license: string | null;
  content: string;
};

export type GeneratedCommentFields = {
  kind: "generated_comment";
  fileId: string;
  model: string;
  programmingLanguage: string;
  codePrefix: string;
  codeSuffix: string;
  originalComment: string;
  predictedComment: string;
};

export type ModelAnswerFields = {
  kind: "model_answer";
  question: string;
  referenceAnswer: string;
  predictedAnswer: string;
  /** Null on an annotator's screen when the project hides it (`hideModel`). */
  model: string | null;
  run: number | null;
  qaExternalId: string | null;
  /** The project's grades (null: the default three). */
  gradeLabels: { label: string; definition: string }[] | null;
};

export type ItemFields =
  DialogueFields | QaPairFields | ReadmeFields | GeneratedCommentFields | ModelAnswerFields;

export type ItemDetailDto = Omit<
  ItemSummaryDto,
  "model" | "preview" | "annotators" | "judgesOnly"
> & {
  /** What the item needs (accord_item_overlap: the project's overlap, one outside the overlap sample). */
  annotationsNeeded: number;
  meta: Record<string, unknown> | null;
  fields: ItemFields;
};
