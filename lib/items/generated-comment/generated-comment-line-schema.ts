// A generated comment's import line (JSONL). Strict, so that a misspelt key fails the line instead of silently
// dropping data; free-form extras belong in `meta`.
import { z } from "zod";
import {
  anyText,
  externalId,
  language,
  meta,
  requiredText,
} from "@/lib/items/import/item-line-fields";
import {
  checkPriorAnnotations,
  priorAnnotations,
} from "@/lib/items/import/prior-annotations-field";
import { generatedCommentAnnotationSchema } from "@/lib/items/generated-comment/generated-comment-annotation-schema";

export const generatedCommentLineSchema = z
  .strictObject({
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
    prior_annotations: priorAnnotations,
  })
  .superRefine(checkPriorAnnotations(() => generatedCommentAnnotationSchema));

export type GeneratedCommentLine = z.infer<typeof generatedCommentLineSchema>;
