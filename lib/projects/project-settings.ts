import { z } from "zod";
import { gradeLabelsSchema } from "@/lib/items/model-answer/grade-labels";

export const defaultTaskCategories = [
  "knowledge_qa",
  "code_generation",
  "code_editing",
  "debugging",
  "code_review",
  "testing",
  "documentation",
  "other",
] as const;

// Every setting has a default, so old projects keep working when one is added.
export const projectSettingsSchema = z.strictObject({
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
  /** QA pairs: a reject by either annotator ends the item (`veto`), or goes to adjudication. */
  qaRejectRule: z.enum(["veto", "adjudicate"]).default("veto"),
  /** QA pairs: where `dialogue_external_id` is looked up; null: a line naming a dialogue is refused. */
  dialogueProjectId: z
    .number()
    .int("must be a whole number")
    .positive("must be a project id")
    .max(2_147_483_647, "must be a project id")
    .nullable()
    .default(null),
  commentAgreement: z.enum(["accuracy_and_codes", "accuracy_only"]).default("accuracy_and_codes"),
  /** READMEs: minimum text similarity for two functionalities to match (FuncRead-style). */
  readmeMatchThreshold: z
    .number()
    .gt(0, "must be above 0")
    .max(1, "must be at most 1")
    .default(0.5),
  readmeValidation: z.boolean().default(false),
  taskCategories: z
    .array(z.string().trim().min(1).max(60))
    .min(2)
    .max(40)
    .default([...defaultTaskCategories]),
  /** Model answers: the grades and their definitions (key 1 is the first), and whether annotators see the model's name. */
  gradeLabels: gradeLabelsSchema,
  hideModel: z.boolean().default(false),
  /** Round-robin over overlapStrata, or languages when none (decision 034). */
  order: z.enum(["sequential", "random", "interleaved"]).default("sequential"),
  /** Generated comments: claim all comments of one code file together, rated on one screen (decision 051). */
  claimGroup: z.enum(["file_id"]).nullable().default(null),
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
});

export type ProjectSettings = z.infer<typeof projectSettingsSchema>;

export const parseProjectSettings = (raw: unknown): ProjectSettings =>
  projectSettingsSchema.parse(raw ?? {});
