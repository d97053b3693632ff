// A dialogue's import line (JSONL). Strict, so that a misspelt key fails the line instead of silently
// dropping data; free-form extras belong in `meta`.
import { z } from "zod";
import {
  anyText,
  externalId,
  language,
  meta,
  optionalText,
} from "@/lib/items/import/item-line-fields";
import {
  checkPriorAnnotations,
  priorAnnotations,
} from "@/lib/items/import/prior-annotations-field";
import { dialogueAnnotationSchema } from "@/lib/items/dialogue/dialogue-annotation-schema";

const dialogueRoles = ["user", "assistant", "system", "tool"] as const;

export const dialogueLineSchema = z
  .strictObject({
    kind: z.literal("dialogue"),
    external_id: externalId,
    language,
    source: optionalText,
    turns: z
      .array(z.strictObject({ role: z.enum(dialogueRoles), content: anyText }))
      .min(1, { error: "must have at least one turn" }),
    meta,
    prior_annotations: priorAnnotations,
  })
  .superRefine(checkPriorAnnotations(() => dialogueAnnotationSchema));
