import type { z } from "zod";
import { findUnsafeJson } from "@/lib/validation/find-unsafe-json";
import { formatPath, zodFieldIssues } from "./format-zod-issues";
import { replaceNul } from "@/lib/validation/replace-nul";
import { joinLineErrors } from "./line-result";
import type { CheckedLine, LineError, LineResult, LineWarning } from "./line-result";
import type { SplitLine } from "./split-lines";
import { jsonlRecord } from "@/lib/items/import/sources/jsonl-records";

export type ParseJsonlLineOptions<T = unknown> = {
  /** Runs on the parsed JSON before the schema; a returned problem fails the line instead. */
  precheck?: (json: unknown) => { field?: string; message: string } | string | null;
  /** A file import's: NUL becomes U+FFFD, with a warning, instead of failing the line. */
  replacesNul?: boolean;
  /** Runs on the valid value: what to warn about (a released file's empty field). */
  warnings?: (value: T) => { field: string; message: string }[];
};

const NUL_REPLACED =
  "the NUL character (\\u0000), which PostgreSQL cannot store, was replaced by U+FFFD";

/** The record's external_id when it has a usable one, so its errors can name it. */
function externalIdOf(json: unknown): string | undefined {
  if (typeof json !== "object" || json === null || Array.isArray(json) || !("external_id" in json))
    return undefined;
  const id = json.external_id;
  // Capped like any shown value: the id comes from the uploaded file.
  return typeof id === "string" && id !== "" ? id.slice(0, 200) : undefined;
}

function lineError(
  line: number,
  externalId: string | undefined,
  field: string,
  message: string,
): LineError {
  return {
    line,
    message,
    ...(externalId !== undefined ? { externalId } : {}),
    ...(field !== "" ? { field } : {}),
  };
}

/** For every format: text the database cannot store, the precheck, then the schema. */
export function checkJsonValue<S extends z.ZodType>(
  line: number,
  json: unknown,
  schema: S,
  options: ParseJsonlLineOptions<z.output<S>> = {},
): CheckedLine<z.output<S>> {
  const replaced = options.replacesNul ? replaceNul(json) : { value: json, paths: [] };
  json = replaced.value;
  const externalId = externalIdOf(json);
  const warn = (field: string, message: string): LineWarning => ({
    line,
    field,
    message,
    ...(externalId !== undefined ? { externalId } : {}),
  });
  const fail = (field: string, message: string): CheckedLine<z.output<S>> => ({
    ok: false,
    errors: [lineError(line, externalId, field, message)],
  });
  // Text the database cannot store (NUL, lone surrogates) or absurd nesting is this line's error.
  const unsafe = findUnsafeJson(json);
  if (unsafe) return fail(formatPath(unsafe.path), unsafe.message);
  const problem = options.precheck?.(json) ?? null;
  if (typeof problem === "string") return fail("", problem);
  if (problem !== null) return fail(problem.field ?? "", problem.message);
  const parsed = schema.safeParse(json, { reportInput: true });
  if (!parsed.success)
    return {
      ok: false,
      errors: zodFieldIssues(parsed.error.issues).map((i) =>
        lineError(line, externalId, i.field, i.message),
      ),
    };
  const warnings = [
    ...replaced.paths.map((path) => warn(formatPath(path), NUL_REPLACED)),
    ...(options.warnings?.(parsed.data) ?? []).map((w) => warn(w.field, w.message)),
  ];
  return { ok: true, line, value: parsed.data, ...(warnings.length ? { warnings } : {}) };
}

/** Null for a blank line, which is not an error; else the value or one error per field, as items get. */
export function checkJsonlLine<S extends z.ZodType>(
  entry: SplitLine,
  schema: S,
  options: ParseJsonlLineOptions = {},
): CheckedLine<z.output<S>> | null {
  const record = jsonlRecord(entry);
  if (record.status === "blank") return null;
  if (record.status === "error")
    return { ok: false, errors: [{ line: record.line, message: record.error }] };
  return checkJsonValue(record.line, record.value, schema, options);
}

/** Null for a blank line, which is not an error; a bad line's problems joined in one message. */
export function parseJsonlLine<S extends z.ZodType>(
  entry: SplitLine,
  schema: S,
  options: ParseJsonlLineOptions = {},
): LineResult<z.output<S>> | null {
  const checked = checkJsonlLine(entry, schema, options);
  if (checked === null || checked.ok) return checked;
  return { ok: false, error: joinLineErrors(checked.errors) };
}
