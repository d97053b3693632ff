// A QA pair's import line (JSONL). Strict, so that a misspelt key fails the line instead of silently
// dropping data; free-form extras belong in `meta`.
import { z } from "zod";
import { externalId, httpUrl, language, meta, optionalText, requiredText } from "@/lib/items/import/item-line-fields";

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

export type QaPairLine = z.infer<typeof qaPairLineSchema>;
