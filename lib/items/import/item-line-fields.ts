// Field schemas shared by the item line schemas (and by forms and the API through them).
import { z } from "zod";

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const LANGUAGE = /^[a-z]{2}$/;
const REPO = /^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/;
export const MAX_EXTERNAL_ID_LENGTH = 200;

// PostgreSQL text and jsonb cannot hold U+0000, and a lone surrogate (from a JSON "\ud800" escape)
// would be replaced on the way to UTF-8, so both are refused instead of failing or mutating later.
function storableProblem(value: string): string | null {
  if (value.includes("\u0000")) return "must not contain the NUL character (\\u0000), which PostgreSQL cannot store";
  if (LONE_SURROGATE.test(value)) return "must be valid Unicode (contains an unpaired surrogate \\ud800–\\udfff)";
  return null;
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
}

type TextRules = { nonBlank?: boolean; trimmed?: boolean; maxLength?: number; check?: (value: string) => string | null };

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

export const externalId = text({ nonBlank: true, trimmed: true, maxLength: MAX_EXTERNAL_ID_LENGTH });

export const language = text({
  check: (value) =>
    LANGUAGE.test(value) ? null : 'must be a two-letter lowercase ISO 639-1 code such as "en" (no region suffix)',
});

export const httpUrl = text({ check: (value) => (isHttpUrl(value) ? null : "must be an http:// or https:// URL") });

export const repoName = text({ check: (value) => (REPO.test(value) ? null : 'must look like "owner/name"') });

type Step = { key: PropertyKey; parent: Step | null };

function pathOf(step: Step | null): PropertyKey[] {
  const path: PropertyKey[] = [];
  for (let at = step; at !== null; at = at.parent) path.unshift(at.key);
  return path;
}

/** Free-form JSON object kept with the item; every key and string inside must be storable too. */
export const meta = z
  .looseObject({})
  .superRefine((value, ctx) => {
    // Iterative, with parent links instead of path copies: deep nesting must neither overflow
    // the call stack nor cost depth² time.
    const stack: { node: unknown; at: Step | null }[] = [{ node: value, at: null }];
    for (let item = stack.pop(); item !== undefined; item = stack.pop()) {
      const { node, at } = item;
      if (typeof node === "string") {
        const problem = storableProblem(node);
        if (problem !== null) return ctx.addIssue({ code: "custom", message: problem, path: pathOf(at) });
      } else if (typeof node === "object" && node !== null) {
        for (const [key, child] of Object.entries(node)) {
          const problem = storableProblem(key);
          if (problem !== null) return ctx.addIssue({ code: "custom", message: `key ${problem}`, path: pathOf(at) });
          stack.push({ node: child, at: { key: Array.isArray(node) ? Number(key) : key, parent: at } });
        }
      }
    }
  })
  .nullable()
  .default(null);
