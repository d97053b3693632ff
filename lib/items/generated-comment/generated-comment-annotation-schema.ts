// What a generated-comment annotation contains (SPEC §3).
import { z } from "zod";
import { accuracyLabels, notes } from "@/lib/annotations/shared-annotation-fields";
import { errorCodeSet } from "@/lib/taxonomy/comment-errors";

export const generatedCommentAnnotationSchema = z.strictObject({
  accuracy: z.enum(accuracyLabels, { error: "choose correct, partially correct or incorrect" }),
  error_codes: z
    .array(z.string().refine((c) => errorCodeSet.has(c), "is not one of the 26 error codes"))
    .max(26)
    .refine((codes) => new Set(codes).size === codes.length, "lists a code twice")
    .default([]),
  notes,
});

export type GeneratedCommentAnnotation = z.infer<typeof generatedCommentAnnotationSchema>;
