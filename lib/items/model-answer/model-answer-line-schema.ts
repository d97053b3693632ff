// A model answer's import line (JSONL). Strict, so that a misspelt key fails the line instead of
// silently dropping data; free-form extras belong in `meta`. `machine_annotations` carries a judge's
// grades of the answer (the simpledevqa-eval preset's grade letters), written by the machine writer
// in the import's transaction and never shown to annotators.
import { z } from "zod";
import {
  externalId,
  language,
  meta,
  requiredText,
  anyText,
  text,
} from "@/lib/items/import/item-line-fields";
import {
  checkPriorAnnotations,
  priorAnnotations,
} from "@/lib/items/import/prior-annotations-field";
import { MAX_ANNOTATOR_LENGTH } from "@/lib/machine/machine-line-schema";
import { modelAnswerAnnotationSchema } from "./model-answer-annotation-schema";

export const modelAnswerLineSchema = z
  .strictObject({
    kind: z.literal("model_answer"),
    external_id: externalId,
    question: requiredText,
    // Kept empty as released (SimpleDevQA's answer "null" lost by pandas), with a warning (SPEC §5).
    reference_answer: anyText,
    // A model may answer nothing (SimpleQA's not_attempted includes the empty answer).
    predicted_answer: anyText,
    model: text({ nonBlank: true, trimmed: true, maxLength: 200 }),
    language,
    run: z
      .number()
      .int("must be a whole number")
      .min(1, "must be at least 1")
      .max(1000, "must be at most 1000")
      .nullable()
      .default(null),
    qa_external_id: externalId.nullable().default(null),
    meta,
    prior_annotations: priorAnnotations,
    machine_annotations: z
      .array(
        z.strictObject({
          annotator: text({ nonBlank: true, trimmed: true, maxLength: MAX_ANNOTATOR_LENGTH }),
          annotation: modelAnswerAnnotationSchema,
        }),
      )
      .max(20)
      .optional(),
  })
  .superRefine(checkPriorAnnotations(() => modelAnswerAnnotationSchema));

export type ModelAnswerLine = z.infer<typeof modelAnswerLineSchema>;
