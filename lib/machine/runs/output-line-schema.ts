// One line of a run's outputs file (POST /machine-runs/{id}/outputs): the run's label for an item,
// or the failure it produced instead. Whether the label is valid for the kind is not checked here:
// an annotation the kind's schema refuses is recorded as an `invalid` failure, not a file error.
import { z } from "zod";
import { externalId, text } from "@/lib/items/import/item-line-fields";
import { FAILURE_TYPES } from "./machine-run-schema";

/** Raw model text is kept up to this many characters (cut, not refused). */
export const MAX_RAW_LENGTH = 4000;

export const outputLineSchema = z
  .strictObject({
    external_id: externalId,
    annotation: z.unknown().optional(),
    failure: z.enum(FAILURE_TYPES).optional(),
    raw: text().optional(),
  })
  .superRefine((line, ctx) => {
    const hasAnnotation = line.annotation !== undefined;
    if (hasAnnotation === (line.failure !== undefined))
      ctx.addIssue({
        code: "custom",
        message: "give exactly one of annotation and failure",
        path: ["failure"],
      });
    else if (hasAnnotation && line.raw !== undefined)
      ctx.addIssue({ code: "custom", message: "raw goes with a failure only", path: ["raw"] });
  });

export type OutputLine = z.infer<typeof outputLineSchema>;
