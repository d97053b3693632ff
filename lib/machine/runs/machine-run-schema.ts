// The body of POST /projects/{id}/machine-runs: a judge run's provenance (SPEC §4 "Judge runs").
import { z } from "zod";
import { text } from "@/lib/items/import/item-line-fields";
import { MAX_ANNOTATOR_LENGTH } from "../machine-line-schema";

const label = (maxLength: number) => text({ nonBlank: true, trimmed: true, maxLength });
const optionalLabel = (maxLength: number) => label(maxLength).nullable().default(null);

export const machineRunBodySchema = z.strictObject({
  // The run's name is the annotator name its labels carry (decision 030), so it has that limit.
  name: label(MAX_ANNOTATOR_LENGTH),
  model: label(200),
  version: optionalLabel(200),
  prompt_strategy: optionalLabel(100),
  prompt_language: z
    .string()
    .regex(/^[a-z]{2}$/, "must be an ISO 639-1 code (two lowercase letters)")
    .nullable()
    .default(null),
  temperature: z.number().finite().min(0).max(100).nullable().default(null),
  seed: z
    .number()
    .int()
    .min(Number.MIN_SAFE_INTEGER)
    .max(Number.MAX_SAFE_INTEGER)
    .nullable()
    .default(null),
  run: z.number().int().min(1).max(1_000_000).nullable().default(null),
});

export const FAILURE_TYPES = ["unparseable", "empty", "refusal", "invalid", "error"] as const;
export type FailureType = (typeof FAILURE_TYPES)[number];
