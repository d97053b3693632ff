// One JSONL import line per item. Objects are strict so that a misspelt key fails the line
// instead of silently dropping data; free-form extras belong in `meta`.
import { z } from "zod";
import type { ItemKind } from "@/lib/items/item-kinds";
import {
  anyText,
  externalId,
  httpUrl,
  language,
  meta,
  optionalText,
  repoName,
  requiredText,
} from "./item-line-fields";

export const dialogueRoles = ["user", "assistant", "system", "tool"] as const;

export const dialogueLineSchema = z.strictObject({
  kind: z.literal("dialogue"),
  external_id: externalId,
  language,
  source: optionalText,
  turns: z
    .array(z.strictObject({ role: z.enum(dialogueRoles), content: anyText }))
    .min(1, { error: "must have at least one turn" }),
  meta,
});

export const qaReferenceSchema = z.strictObject({
  url: httpUrl,
  title: optionalText,
});

export const qaPairLineSchema = z.strictObject({
  kind: z.literal("qa_pair"),
  external_id: externalId,
  language,
  question: requiredText,
  answer: requiredText,
  difficulty: optionalText,
  domain: optionalText,
  dialogue_external_id: externalId.nullable().default(null),
  references: z.array(qaReferenceSchema).default([]),
  meta,
});

export const readmeLineSchema = z.strictObject({
  kind: z.literal("readme"),
  external_id: externalId,
  // A README may be in no particular language.
  language: language.nullable().default(null),
  repo: repoName.nullable().default(null),
  url: httpUrl.nullable().default(null),
  license: optionalText,
  content: requiredText,
  meta,
});

export const generatedCommentLineSchema = z.strictObject({
  kind: z.literal("generated_comment"),
  external_id: externalId,
  file_id: externalId,
  language,
  model: requiredText,
  programming_language: requiredText,
  // The comment may sit at the very start or end of a file, and a model may produce nothing.
  code_prefix: anyText,
  code_suffix: anyText,
  original_comment: requiredText,
  predicted_comment: anyText,
  meta,
});

export const itemLineSchemas = {
  dialogue: dialogueLineSchema,
  qa_pair: qaPairLineSchema,
  readme: readmeLineSchema,
  generated_comment: generatedCommentLineSchema,
} as const satisfies Record<ItemKind, z.ZodType>;

export const itemLineSchema = z.discriminatedUnion("kind", [
  dialogueLineSchema,
  qaPairLineSchema,
  readmeLineSchema,
  generatedCommentLineSchema,
]);

export type DialogueLine = z.infer<typeof dialogueLineSchema>;
export type QaPairLine = z.infer<typeof qaPairLineSchema>;
export type ReadmeLine = z.infer<typeof readmeLineSchema>;
export type GeneratedCommentLine = z.infer<typeof generatedCommentLineSchema>;
export type ItemLine = z.infer<typeof itemLineSchema>;
