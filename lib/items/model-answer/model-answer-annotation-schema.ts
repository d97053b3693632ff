// What a model-answer annotation contains (SPEC §3): one grade from the project's label set, and notes.
import { z } from "zod";
import { notes } from "@/lib/annotations/shared-annotation-fields";
import { defaultGradeLabels, gradeNames } from "./grade-labels";

/** `grades`: the project's grade names. */
export function modelAnswerAnnotationSchemaFor(grades: readonly string[]) {
  const grade = z
    .string({ error: "choose a grade" })
    .refine((g) => grades.includes(g), `must be one of the project's grades: ${grades.join(", ")}`);
  return z.strictObject({ grade, notes });
}

/** The schema with the default grades: the shape of every model-answer annotation. */
export const modelAnswerAnnotationSchema = modelAnswerAnnotationSchemaFor(
  gradeNames(defaultGradeLabels),
);

export type ModelAnswerAnnotation = z.infer<typeof modelAnswerAnnotationSchema>;
