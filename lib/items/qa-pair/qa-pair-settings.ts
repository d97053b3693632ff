import { z } from "zod";

/** A QA project's own settings, as stored (the project schema's QA keys). */
export const qaPairSettings = {
  /** A reject by either annotator ends the item (`veto`), or goes to adjudication. */
  qaRejectRule: z.enum(["veto", "adjudicate"]).default("veto"),
  /** The dialogue project `dialogue_external_id` is looked up in (SPEC §2; lib/projects/source-project-issues.ts checks who may choose it); null: none, and a line naming a dialogue is refused. */
  dialogueProjectId: z
    .number()
    .int("must be a whole number")
    .positive("must be a project id")
    .max(2_147_483_647, "must be a project id")
    .nullable()
    .default(null),
};

/** The reject rule: the settings that are part of the project's guidelines (SPEC §2, lib/guidelines/). */
export const qaPairGuidelineKeys = [
  "qaRejectRule",
] as const satisfies readonly (keyof typeof qaPairSettings)[];

/** The same keys as the settings form sends them (the stored schema then checks the values). */
export const qaPairSettingsForm = {
  qaRejectRule: z.string().optional(),
  // Blank: none (null); a number is checked on the server (lib/projects/source-project-issues.ts).
  dialogueProjectId: z
    .string()
    .optional()
    .transform((v) => (v === undefined ? undefined : v === "" ? null : Number(v))),
} satisfies Record<keyof typeof qaPairSettings, z.ZodType>;
