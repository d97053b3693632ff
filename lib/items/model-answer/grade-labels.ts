// The grades a model_answer project uses (SPEC §3): a project setting, `gradeLabels`, whose
// default is SimpleQA's three classes with SPEC's definitions. Pure; read by the project settings
// schema, the annotation schema, agreement and the screen.
import { z } from "zod";

export type GradeLabel = { label: string; definition: string };

export const defaultGradeLabels: readonly GradeLabel[] = [
  {
    label: "correct",
    definition: "The answer contains the reference answer's meaning without contradicting it.",
  },
  {
    label: "incorrect",
    definition: "The answer contradicts the reference answer or gives a different answer.",
  },
  {
    label: "not_attempted",
    definition: "The answer declines, hedges without committing, or gives no answer.",
  },
];

const LABEL = /^[a-z][a-z0-9_]{0,39}$/;

const gradeLabelObject = z.strictObject({
  label: z
    .string()
    .regex(LABEL, "must be lowercase letters, digits and _ (at most 40), starting with a letter"),
  definition: z.string().trim().max(300, "must be at most 300 characters").default(""),
});

/**
 * One grade: `{label, definition}`, or as the settings form writes it, one line
 * `label: definition` (the definition may be left out).
 */
const gradeLabelSchema = z.preprocess((v) => {
  if (typeof v !== "string") return v;
  const at = v.indexOf(":");
  return at < 0
    ? { label: v.trim() }
    : { label: v.slice(0, at).trim(), definition: v.slice(at + 1).trim() };
}, gradeLabelObject);

export const gradeLabelsSchema = z
  .array(gradeLabelSchema)
  .min(2, "needs at least 2 grades")
  .max(9, "at most 9 grades (keys 1–9)")
  .refine((ls) => new Set(ls.map((l) => l.label)).size === ls.length, "lists a grade twice")
  .default(defaultGradeLabels.map((l) => ({ ...l })));

/** The grades' names, in the project's order (key 1 is the first). */
export const gradeNames = (labels: readonly GradeLabel[]): string[] => labels.map((l) => l.label);

/** `not_attempted` → "Not attempted". */
export const gradeTitle = (label: string): string => {
  const words = label.replaceAll("_", " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
};
