import { z } from "zod";
import { formCheckbox, formNumber } from "@/lib/actions/form-values";

/** A README project's own settings, as stored (the project schema's README keys). */
export const readmeSettings = {
  /** Minimum text similarity for two functionalities to match (FuncRead-style). */
  readmeMatchThreshold: z
    .number()
    .gt(0, "must be above 0")
    .max(1, "must be at most 1")
    .default(0.5),
  readmeValidation: z.boolean().default(false),
};

/** The match threshold: the settings that are part of the project's guidelines (SPEC §2, lib/guidelines/). */
export const readmeGuidelineKeys = [
  "readmeMatchThreshold",
] as const satisfies readonly (keyof typeof readmeSettings)[];

/** The same keys as the settings form sends them (the stored schema then checks the values). */
export const readmeSettingsForm = {
  readmeMatchThreshold: formNumber,
  readmeValidation: formCheckbox,
} satisfies Record<keyof typeof readmeSettings, z.ZodType>;
