// A QA pair's import line (JSONL). Strict, so that a misspelt key fails the line instead of silently
// dropping data; free-form extras belong in `meta`.
import { z } from "zod";
import {
  externalId,
  httpUrl,
  language,
  meta,
  optionalText,
  requiredText,
} from "@/lib/items/import/item-line-fields";
import {
  checkPriorAnnotations,
  priorAnnotations,
} from "@/lib/items/import/prior-annotations-field";
import { qaPairAnnotationSchema } from "@/lib/items/qa-pair/qa-pair-annotation-schema";

const qaReferenceSchema = z.strictObject({
  url: httpUrl,
  title: optionalText,
});

export const qaPairLineSchema = z
  .strictObject({
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
    prior_annotations: priorAnnotations,
  })
  .superRefine(checkPriorAnnotations(() => qaPairAnnotationSchema));
