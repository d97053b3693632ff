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
  /** Who may adjudicate: any project member who did not annotate the item, or leads only. */
  adjudicators: z.enum(["members", "leads"]).default("members"),
  hideAnnotatorNames: z.boolean().default(false),
  // The queue's order and each annotator's quota (SPEC §2 "Order"; accord_claim_item reads them).
  /** Which untouched item comes next: import order, shuffled per annotator, or round-robin over overlapStrata (languages when none; decision 034). */
  order: z.enum(["sequential", "random", "interleaved"]).default("sequential"),
  /** The most items one annotator may submit in the project; null: no limit. */
  quota: z
    .number()
    .int("must be a whole number")
    .min(1, "must be at least 1")
    .max(1_000_000, "must be at most 1,000,000")
    .nullable()
    .default(null),
  // Sampling (SPEC §2 Sampling, decision 024, lib/sampling/): the share of each stratum that gets `overlap` annotators (the rest one),
  // the item fields that make the strata (which are allowed depends on the kind: lib/sampling/overlap-strata.ts), and the share of gold items in the validation round.
  overlapFraction: z.number().gt(0, "must be above 0").max(1, "must be at most 1").default(1),
  overlapStrata: z.array(z.string().trim().min(1).max(80)).max(5, "at most 5 fields").default([]),
  validationFraction: z.number().gt(0, "must be above 0").max(1, "must be at most 1").default(1),
  // Check items (SPEC §2, decision 025): share of an annotator's claims served as check items (null: off),
  // and the pause rule: the last `checkMin` checks scoring below `checkPass` on average pause the annotator.
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
};

export const sharedSettingKeys = Object.keys(sharedSettings) as (keyof typeof sharedSettings)[];

// Every setting has a default, so `{}` is a valid settings object and old projects keep working
// when a setting is added.
export const projectSettingsSchema = z.strictObject({ ...sharedSettings, ...kindSettings });

export type ProjectSettings = z.infer<typeof projectSettingsSchema>;

export const parseProjectSettings = (raw: unknown): ProjectSettings =>
  projectSettingsSchema.parse(raw ?? {});
