import { z } from "zod";

/** A generated-comment project's own settings, as stored (the project schema's comment keys). */
export const generatedCommentSettings = {
  /** Compare accuracy and error codes, or accuracy only. */
  commentAgreement: z.enum(["accuracy_and_codes", "accuracy_only"]).default("accuracy_and_codes"),
  /** Claim all comments of one code file together, rated on one screen (decision 051). */
  claimGroup: z.enum(["file_id"]).nullable().default(null),
};

/** What is compared: the settings that are part of the project's guidelines (SPEC §2, lib/guidelines/). */
export const generatedCommentGuidelineKeys = [
  "commentAgreement",
] as const satisfies readonly (keyof typeof generatedCommentSettings)[];

/** The same keys as the settings form sends them (the stored schema then checks the values). */
export const generatedCommentSettingsForm = {
  commentAgreement: z.string().optional(),
  // Blank: claims one at a time (null).
  claimGroup: z
    .string()
    .optional()
    .transform((v) => (v === "" ? null : v)),
} satisfies Record<keyof typeof generatedCommentSettings, z.ZodType>;
