/** A problem with one input line; `line` counts from 1. */
export type LineError = { line: number; message: string };

/** The outcome of reading one line against a schema. */
export type LineResult<T> = { ok: true; line: number; value: T } | { ok: false; error: LineError };
