import type { MappedRow } from "./map-row";
import type { SourceRecord } from "./source-record";
import type { SourceRow } from "./source-row";

/**
 * Columns a file must have: those the lead's `map` names, and those a preset reads (`preset`: its
 * name); `noun` is what the format calls them (a JSONL row has fields).
 */
export type ExpectedColumns = {
  mapped: string[];
  preset?: { name: string; columns: string[] };
  noun?: "column" | "field";
};

const quoted = (columns: string[]) => columns.map((c) => JSON.stringify(c)).join(", ");

// The first column problem of a header, worded by who expects the column: the lead's map, or the
// preset (only when one was given: a plain mapping's message never names a preset).
function headerProblem(
  columns: string[],
  expected: ExpectedColumns,
): { field: string; error: string } | null {
  const noun = expected.noun ?? "column";
  const its = `(its ${noun}s: ${columns.join(", ")})`;
  const mapped = expected.mapped.filter((c) => !columns.includes(c));
  if (mapped.length)
    return { field: "map", error: `the file has no ${noun} ${quoted(mapped)} ${its}` };
  const preset = expected.preset?.columns.filter((c) => !columns.includes(c)) ?? [];
  if (expected.preset && preset.length) {
    const error = `the ${expected.preset.name} preset reads ${noun} ${quoted(preset)}, which the file does not have ${its}`;
    return { field: "preset", error };
  }
  return null;
}

/**
 * A tabular file's rows as import records: `toItems` turns each row into its items (one for a
 * plain mapping, one per model for Katzy's rows); read errors and blank lines pass through.
 * The expected columns must be in the file: a file that lacks one fails at line 1 rather than as
 * a "required" error on every row.
 */
export async function* tabularRecords(
  rows: AsyncIterable<SourceRow>,
  toItems: (row: MappedRow) => SourceRecord[],
  expected: ExpectedColumns = { mapped: [] },
): AsyncGenerator<SourceRecord> {
  for await (const row of rows) {
    if (row.status === "header") {
      const problem = headerProblem(row.columns, expected);
      if (problem) {
        yield { status: "error", line: row.line, ...problem };
        return;
      }
      continue;
    }
    if (row.status === "row") yield* toItems(row);
    else yield row;
  }
}
