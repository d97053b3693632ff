import type { z } from "zod";
import { findUnsafeJson } from "@/lib/validation/find-unsafe-json";
import { formatPath, formatZodIssues } from "./format-zod-issues";
import type { LineResult } from "./line-result";
import type { SplitLine } from "./split-lines";

export type ParseJsonlLineOptions = {
  /** Runs on the parsed JSON before the schema; a returned message fails the line instead. */
  precheck?: (json: unknown) => string | null;
};

/** True for a line with nothing but whitespace, which JSONL readers skip. */
function isBlankLine(text: string): boolean {
  return text.trim() === "";
}

/**
 * Reads one JSONL line against a schema. Returns null for a blank line (not an error), a
 * LineResult otherwise; lines splitLines could not read come back as errors.
 */
export function parseJsonlLine<S extends z.ZodType>(entry: SplitLine, schema: S, options: ParseJsonlLineOptions = {}): LineResult<z.output<S>> | null {
  const { line } = entry;
  if (entry.text === null) return { ok: false, error: { line, message: entry.error } };
  if (isBlankLine(entry.text)) return null;
  let json: unknown;
  try {
    json = JSON.parse(entry.text);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { ok: false, error: { line, message: `invalid JSON: ${reason}` } };
  }
  // Text the database cannot store (NUL, lone surrogates) or absurd nesting is this line's error.
  const unsafe = findUnsafeJson(json);
  if (unsafe) return { ok: false, error: { line, message: unsafe.path.length ? `${formatPath(unsafe.path)}: ${unsafe.message}` : unsafe.message } };
  const problem = options.precheck?.(json) ?? null;
  if (problem !== null) return { ok: false, error: { line, message: problem } };
  const parsed = schema.safeParse(json, { reportInput: true });
  if (!parsed.success) return { ok: false, error: { line, message: formatZodIssues(parsed.error.issues) } };
  return { ok: true, line, value: parsed.data };
}
