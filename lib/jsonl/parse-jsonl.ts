import type { z } from "zod";
import type { LineResult } from "./line-result";
import { parseJsonlLine } from "./parse-jsonl-line";
import type { SplitLine } from "./split-lines";

/**
 * Reads split lines against any schema (machine annotations, label files …), one result per
 * non-blank line, with the same error messages as item imports.
 */
export async function* parseJsonlLines<S extends z.ZodType>(
  lines: AsyncIterable<SplitLine> | Iterable<SplitLine>,
  schema: S,
): AsyncGenerator<LineResult<z.output<S>>> {
  for await (const entry of lines) {
    const result = parseJsonlLine(entry, schema);
    if (result !== null) yield result;
  }
}
