import { z } from "zod";
import { formCheckbox, formLines } from "@/lib/actions/form-values";
import { gradeLabelsSchema } from "./grade-labels";

/** A model-answer project's own settings, as stored (the project schema's model-answer keys). */
export const modelAnswerSettings = {
  /** The grades and their definitions (key 1 is the first). */
  gradeLabels: gradeLabelsSchema,
  /** Whether annotators see the model's name. */
  hideModel: z.boolean().default(false),
};

/** The grades and their definitions: the settings that are part of the project's guidelines (SPEC §2, lib/guidelines/). */
export const modelAnswerGuidelineKeys = [
  "gradeLabels",
] as const satisfies readonly (keyof typeof modelAnswerSettings)[];

/** The same keys as the settings form sends them (the stored schema then checks the values). */
export const modelAnswerSettingsForm = {
  // One grade a line, `label: definition`.
  gradeLabels: formLines,
  hideModel: formCheckbox,
} satisfies Record<keyof typeof modelAnswerSettings, z.ZodType>;
