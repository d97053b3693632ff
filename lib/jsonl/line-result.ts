/**
 * A problem with one input line; `line` counts from 1. `field` is the item field's path
 * (`turns[1].role`) when the problem is at one, `externalId` the line's external_id when it has
 * one that is a string, so a lead can find the row in a file of any format.
 */
export type LineError = { line: number; message: string; externalId?: string; field?: string };

/** What a file import changed or let through in a line it imported (SPEC §5 "Released files are imported as released"). */
export type LineWarning = { line: number; field: string; message: string; externalId?: string };

/** The outcome of reading one line against a schema, its problems joined in one message. */
export type LineResult<T> = { ok: true; line: number; value: T } | { ok: false; error: LineError };

/** The outcome of checking one record: the value, or one error per field (at least one). */
export type CheckedLine<T> =
  | { ok: true; line: number; value: T; warnings?: LineWarning[] }
  | { ok: false; errors: LineError[] };

/** One message for all of a line's errors (`field: message; …`), for readers that report a line once. */
export function joinLineErrors(errors: readonly LineError[]): LineError {
  return {
    line: errors[0].line,
    message: errors.map((e) => (e.field ? `${e.field}: ${e.message}` : e.message)).join("; "),
  };
}
