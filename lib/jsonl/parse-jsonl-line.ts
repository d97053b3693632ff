import type { z } from "zod";
import { findUnsafeJson } from "@/lib/validation/find-unsafe-json";
import { formatPath, formatZodIssues } from "./format-zod-issues";
import type { LineResult } from "./line-result";
import type { SplitLine } from "./split-lines";
import { jsonlRecord } from "@/lib/items/import/sources/jsonl-records";

export type ParseJsonlLineOptions = {
  /** Runs on the parsed JSON before the schema; a returned message fails the line instead. */
  precheck?: (json: unknown) => string | null;
};

/**
 * Checks one record's parsed JSON against a schema: text the database cannot store, the
 * precheck, then the schema. The one home of these checks for every format (JSONL, CSV, Parquet).
 */
export function checkJsonValue<S extends z.ZodType>(line: number, json: unknown, schema: S, options: ParseJsonlLineOptions = {}): LineResult<z.output<S>> {
  // Text the database cannot store (NUL, lone surrogates) or absurd nesting is this line's error.
  const unsafe = findUnsafeJson(json);
  if (unsafe) return { ok: false, error: { line, message: unsafe.path.length ? `${formatPath(unsafe.path)}: ${unsafe.message}` : unsafe.message } };
  const problem = options.precheck?.(json) ?? null;
  if (problem !== null) return { ok: false, error: { line, message: problem } };
  const parsed = schema.safeParse(json, { reportInput: true });
  if (!parsed.success) return { ok: false, error: { line, message: formatZodIssues(parsed.error.issues) } };
  return { ok: true, line, value: parsed.data };
}

/**
 * Reads one JSONL line against a schema. Returns null for a blank line (not an error), a
 * LineResult otherwise; lines splitLines could not read come back as errors.
 */
export function parseJsonlLine<S extends z.ZodType>(entry: SplitLine, schema: S, options: ParseJsonlLineOptions = {}): LineResult<z.output<S>> | null {
  const record = jsonlRecord(entry);
  if (record.status === "blank") return null;
  if (record.status === "error") return { ok: false, error: { line: record.line, message: record.error } };
  return checkJsonValue(record.line, record.value, schema, options);
}
