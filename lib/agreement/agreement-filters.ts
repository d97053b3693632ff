import { z } from "zod";
import { AppError, fieldErrors } from "@/lib/errors";
import { guidelineVersionParam } from "@/lib/guidelines/guideline-version-param";
import { textProblem } from "@/lib/validation/text-problem";
import type { AgreementFilters } from "./rate-items";

/** Filters as they arrive from a query string or the CLI; empty strings mean "not set". */
export interface AgreementQuery {
  language?: string | null;
  model?: string | null;
  /** Two e-mails: only items whose raters A and B are these two. */
  annotators?: readonly string[] | null;
  /** ISO date (whole UTC day) or date-time, on the second annotation's submission time. */
  from?: string | null;
  to?: string | null;
  /** Only annotations made under this guideline version (SPEC §2). */
  guideline_version?: string | null;
}

export interface ParsedAgreementQuery {
  language: string | null;
  model: string | null;
  guidelineVersion: number | null;
  raters: AgreementFilters;
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;
const blank = (v: unknown) =>
  typeof v === "string" && v.trim() === "" ? undefined : (v ?? undefined);
const optionalText = z.preprocess(
  blank,
  z
    .string()
    .trim()
    .max(200)
    .superRefine((s, ctx) => {
      const problem = textProblem(s);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    })
    .optional(),
);
const isoInstant = z.preprocess(
  blank,
  z
    .string()
    .trim()
    .refine(
      (s) => (DATE_ONLY.test(s) || s.includes("T")) && !Number.isNaN(Date.parse(s)),
      "must be an ISO date like 2026-01-31 or a date-time",
    )
    .optional(),
);

const schema = z.object({
  language: optionalText,
  model: optionalText,
  annotators: z.preprocess(
    (v) => (Array.isArray(v) && v.length === 0 ? undefined : (v ?? undefined)),
    z
      .array(z.email("must be e-mail addresses").trim().toLowerCase())
      .length(2, "give exactly two e-mails, comma-separated")
      .refine(([a, b]) => a !== b, "give two different annotators")
      .optional(),
  ),
  from: isoInstant,
  to: isoInstant,
  guideline_version: z.preprocess(blank, guidelineVersionParam.optional()),
});

/**
 * Validates agreement filters. `from` is inclusive; `to` is inclusive too: a date covers its whole
 * UTC day (stored as an exclusive bound at the next midnight), a date-time up to that millisecond.
 */
export function parseAgreementQuery(query: AgreementQuery): ParsedAgreementQuery {
  const parsed = schema.safeParse(query);
  if (!parsed.success)
    throw new AppError("bad_request", "Invalid agreement filters.", {
      fields: fieldErrors(parsed.error.issues),
    });
  const { language, model, annotators, from, to, guideline_version } = parsed.data;
  const raters: AgreementFilters = {};
  if (annotators !== undefined) raters.annotators = [annotators[0], annotators[1]];
  if (from !== undefined) raters.from = new Date(Date.parse(from));
  if (to !== undefined)
    raters.before = new Date(Date.parse(to) + (DATE_ONLY.test(to) ? DAY_MS : 1));
  if (raters.from && raters.before && raters.from >= raters.before) {
    throw new AppError("bad_request", "Invalid agreement filters.", {
      fields: { to: ["must not be before from"] },
    });
  }
  return {
    language: language ?? null,
    model: model ?? null,
    guidelineVersion: guideline_version ?? null,
    raters,
  };
}
