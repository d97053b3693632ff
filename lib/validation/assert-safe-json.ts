import { AppError } from "@/lib/errors";
import { dottedPath, findUnsafeJson, MAX_JSON_DEPTH } from "./find-unsafe-json";

/**
 * Throws the 4xx for a value that cannot be stored: 400 for nesting beyond the limit (a malformed
 * request), 422 with the field's path for NUL or an unpaired surrogate in a string or key.
 */
export function assertSafeJson(value: unknown): void {
  const problem = findUnsafeJson(value);
  if (!problem) return;
  const path = dottedPath(problem.path);
  const fields = { [path]: [problem.message] };
  const where = path ? `\`${path}\`` : "The body";
  if (problem.kind === "depth")
    throw new AppError("bad_request", `${where} is nested deeper than ${MAX_JSON_DEPTH} levels.`, {
      fields,
    });
  throw new AppError("validation_failed", `${where} ${problem.message}.`, { fields });
}
