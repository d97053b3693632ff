// The body of POST /projects/{id}/judge-runs (SPEC §6): the endpoint, the prompt, the sampling
// settings and which items. Where the endpoint may point is checked apart (check-endpoint.ts).
import { z } from "zod";
import { httpUrl, language, text } from "@/lib/items/import/item-line-fields";
import { MAX_ANNOTATOR_LENGTH } from "@/lib/machine/machine-line-schema";

/** The only variables a run may read its key from (SPEC §4). */
export const KEY_ENV = /^ACCORD_JUDGE_KEY_[A-Z0-9_]+$/;
const MAX_TEMPLATE_LENGTH = 20_000;
const ITEM_STATUSES = [
  "pending",
  "in_annotation",
  "agreed",
  "disagreement",
  "in_adjudication",
  "gold",
  "rejected",
] as const;

const label = (maxLength: number) => text({ nonBlank: true, trimmed: true, maxLength });

export const judgeRunBodySchema = z.strictObject({
  name: label(MAX_ANNOTATOR_LENGTH),
  endpoint: z.strictObject({
    base_url: httpUrl.pipe(z.string().max(2000, "must be at most 2000 characters")),
    model: label(200),
    api_key_env: z
      .string()
      .regex(KEY_ENV, "must name a variable ACCORD_JUDGE_KEY_… (capitals, digits and _)")
      .nullable()
      .default(null),
  }),
  // No template: the kind's default (judge-templates.ts).
  prompt: z
    .strictObject({
      template: text({ nonBlank: true, maxLength: MAX_TEMPLATE_LENGTH }).nullable().default(null),
      system: text({ maxLength: MAX_TEMPLATE_LENGTH }).nullable().default(null),
    })
    .default({ template: null, system: null }),
  temperature: z.number().finite().min(0).max(2).nullable().default(null),
  seed: z
    .number()
    .int()
    .min(Number.MIN_SAFE_INTEGER)
    .max(Number.MAX_SAFE_INTEGER)
    .nullable()
    .default(null),
  max_tokens: z.number().int().min(1).max(100_000).nullable().default(null),
  concurrency: z.number().int().min(1).max(32).default(4),
  items: z
    .strictObject({
      status: z.array(z.enum(ITEM_STATUSES)).min(1).max(ITEM_STATUSES.length).optional(),
      language: z.array(language).min(1).max(50).optional(),
      model: z.array(label(200)).min(1).max(100).optional(),
      limit: z.number().int().min(1).max(1_000_000).optional(),
    })
    .default({}),
});

export type JudgeRunBody = z.infer<typeof judgeRunBodySchema>;
export type JudgeItemFilter = JudgeRunBody["items"];
