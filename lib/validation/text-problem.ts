// PostgreSQL text and jsonb cannot hold U+0000, and a lone surrogate (from a JSON "\ud800" escape)
// would be replaced on the way to UTF-8 or fail the write, so both are refused at every boundary
// (API bodies and queries, forms, JSONL lines) instead of failing as a 500 or mutating later.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why a string cannot be stored as text, or null when it can. */
export function textProblem(value: string): string | null {
  if (value.includes("\u0000"))
    return "must not contain the NUL character (\\u0000), which PostgreSQL cannot store";
  if (LONE_SURROGATE.test(value))
    return "must be valid Unicode (contains an unpaired surrogate \\ud800–\\udfff)";
  return null;
}
