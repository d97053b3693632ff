import { z } from "zod";
import { itemKinds } from "@/lib/items/item-kinds";
import { projectSettingsSchema } from "./project-settings";

export const createProjectSchema = z.strictObject({
  name: z.string().trim().min(1, "is required").max(120),
  kind: z.enum(itemKinds),
  settings: projectSettingsSchema.default(projectSettingsSchema.parse({})),
  /** Left out: the kind's default guidelines (decision 079). */
  instructions: z.string().max(100_000).optional(),
});

/** `settings` names only the keys to change: they are merged into the stored ones, then checked as a whole. */
export const updateProjectSchema = z.strictObject({
  name: z.string().trim().min(1, "is required").max(120).optional(),
  settings: z
    .record(z.string(), z.unknown(), { error: "must be an object of settings" })
    .optional(),
  instructions: z.string().max(100_000).optional(),
});
