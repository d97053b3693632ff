import { z } from "zod";
import { formLines } from "@/lib/actions/form-values";

const defaultTaskCategories = [
  "knowledge_qa",
  "code_generation",
  "code_editing",
  "debugging",
  "code_review",
  "testing",
  "documentation",
  "other",
] as const;

/** A dialogue project's own settings, as stored (the project schema's dialogue keys). */
export const dialogueSettings = {
  taskCategories: z
    .array(z.string().trim().min(1).max(60))
    .min(2)
    .max(40)
    .default([...defaultTaskCategories]),
};

/** The categories: the settings that are part of the project's guidelines (SPEC §2, lib/guidelines/). */
export const dialogueGuidelineKeys = [
  "taskCategories",
] as const satisfies readonly (keyof typeof dialogueSettings)[];

/** The same keys as the settings form sends them (the stored schema then checks the values). */
export const dialogueSettingsForm = {
  taskCategories: formLines,
} satisfies Record<keyof typeof dialogueSettings, z.ZodType>;
