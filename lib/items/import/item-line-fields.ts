// Field schemas shared by the item line schemas (and by forms and the API through them).
import { z } from "zod";
import { dataRecordSchema } from "@/lib/validation/data-record";
import { findUnsafeJson } from "@/lib/validation/find-unsafe-json";
import { textProblem as storableProblem } from "@/lib/validation/text-problem";

const LANGUAGE = /^[a-z]{2}$/;
const REPO = /^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/;
const MAX_EXTERNAL_ID_LENGTH = 200;

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
}

type TextRules = {
  nonBlank?: boolean;
  trimmed?: boolean;
  maxLength?: number;
  check?: (value: string) => string | null;
};

/** A string that PostgreSQL can store, with at most one problem reported per field. */
export function text(rules: TextRules = {}) {
  return z.string().superRefine((value, ctx) => {
    const problem =
      storableProblem(value) ??
      (rules.nonBlank && value.trim() === "" ? "must not be empty" : null) ??
      (rules.trimmed && value !== value.trim() ? "must not start or end with whitespace" : null) ??
      (rules.maxLength !== undefined && value.length > rules.maxLength
        ? `must be at most ${rules.maxLength} characters`
        : null) ??
      (rules.check ? rules.check(value) : null);
    if (problem !== null) ctx.addIssue({ code: "custom", message: problem });
  });
}

/** Any storable string, including "". */
export const anyText = text();
/** Text that must say something (not empty, not only whitespace). */
export const requiredText = text({ nonBlank: true });
/** Absent or null means none; "" is refused so that "none" has one spelling. */
export const optionalText = requiredText.nullable().default(null);

export const externalId = text({
  nonBlank: true,
  trimmed: true,
  maxLength: MAX_EXTERNAL_ID_LENGTH,
});

export const language = text({
  check: (value) =>
    LANGUAGE.test(value)
      ? null
      : 'must be a two-letter lowercase ISO 639-1 code such as "en" (no region suffix)',
});

export const httpUrl = text({
  check: (value) => (isHttpUrl(value) ? null : "must be an http:// or https:// URL"),
});

export const repoName = text({
  check: (value) => (REPO.test(value) ? null : 'must look like "owner/name"'),
});

/** Free-form JSON object kept with the item; every key and string inside must be storable too, and it nests at most 64 deep. */
export const meta = dataRecordSchema(z.string(), z.unknown())
  .superRefine((value, ctx) => {
    const problem = findUnsafeJson(value);
    if (problem) ctx.addIssue({ code: "custom", message: problem.message, path: problem.path });
  })
  .nullable()
  .default(null);
