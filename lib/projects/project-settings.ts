import { z } from "zod";
import { kindSettings } from "@/lib/items/kind-settings";

/** The settings every project has; each kind adds its own (lib/items/kind-settings.ts). */
export const sharedSettings = {
  overlap: z
    .number()
    .int("must be a whole number")
    .min(1, "must be at least 1")
    .max(5, "must be at most 5")
    .default(2),
  leaseMinutes: z
    .number()
    .int("must be a whole number")
    .min(1, "must be at least 1 minute")
    .max(24 * 60, "must be at most 24 hours")
    .default(30),
  /** How long after a submit its author may revise it (decision 048); 0: never. The item is compared when every window has closed. */
  reviseMinutes: z
    .number()
    .int("must be a whole number")
    .min(0, "must be at least 0")
    .max(120, "must be at most 120 minutes")
    .default(10),
  adjudicators: z.enum(["members", "leads"]).default("members"),
  hideAnnotatorNames: z.boolean().default(false),
  /** Round-robin over overlapStrata, or languages when none (decision 034). */
  order: z.enum(["sequential", "random", "interleaved"]).default("sequential"),
  quota: z
    .number()
    .int("must be a whole number")
    .min(1, "must be at least 1")
    .max(1_000_000, "must be at most 1,000,000")
    .nullable()
    .default(null),
  // Sampling (decision 024).
  overlapFraction: z.number().gt(0, "must be above 0").max(1, "must be at most 1").default(1),
  overlapStrata: z.array(z.string().trim().min(1).max(80)).max(5, "at most 5 fields").default([]),
  validationFraction: z.number().gt(0, "must be above 0").max(1, "must be at most 1").default(1),
  /** The human sample (decision 076): the share of each stratum offered to people; the rest judges only. */
  humanFraction: z.number().gt(0, "must be above 0").max(1, "must be at most 1").default(1),
  // Check items (decision 025): the last `checkMin` averaging below `checkPass` pause the annotator.
  checkRate: z
    .number()
    .gt(0, "must be above 0")
    .max(1, "must be at most 1")
    .nullable()
    .default(null),
  checkMin: z
    .number()
    .int("must be a whole number")
    .min(1, "must be at least 1")
    .max(1000, "must be at most 1000")
    .nullable()
    .default(null),
  checkPass: z
    .number()
    .min(0, "must be at least 0")
    .max(1, "must be at most 1")
    .nullable()
    .default(null),
  // The qualification round (decision 080): `qualificationItems` training items, passed at a share
  // equal to gold of `qualificationPass`; null is off.
  qualificationItems: z
    .number()
    .int("must be a whole number")
    .min(1, "must be at least 1")
    .max(1000, "must be at most 1000")
    .nullable()
    .default(null),
  qualificationPass: z
    .number()
    .min(0, "must be at least 0")
    .max(1, "must be at most 1")
    .nullable()
    .default(null),
};

export const sharedSettingKeys = Object.keys(sharedSettings) as (keyof typeof sharedSettings)[];

// Every setting has a default, so old projects keep working when one is added.
export const projectSettingsSchema = z.strictObject({ ...sharedSettings, ...kindSettings });

export type ProjectSettings = z.infer<typeof projectSettingsSchema>;

export const parseProjectSettings = (raw: unknown): ProjectSettings =>
  projectSettingsSchema.parse(raw ?? {});
