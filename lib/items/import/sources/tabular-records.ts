import type { MappedRow } from "./map-row";
import type { SourceRecord } from "./source-record";
import type { SourceRow } from "./source-row";

/**
 * A tabular file's rows as import records: `toItems` turns each row into its items (one for a
 * plain mapping, one per model for Katzy's rows); read errors and blank lines pass through.
 * `mapped` columns must be in the file: a mapping that names a column the header lacks fails at
 * line 1 rather than as a "required" error on every row.
 */
export async function* tabularRecords(rows: AsyncIterable<SourceRow>, toItems: (row: MappedRow) => SourceRecord[], mapped: string[] = []): AsyncGenerator<SourceRecord> {
  for await (const row of rows) {
    if (row.status === "header") {
      const missing = mapped.filter((column) => !row.columns.includes(column));
      if (missing.length) {
        yield {
          status: "error",
          line: row.line,
          field: "map",
          error: `map: the file has no column ${missing.map((c) => JSON.stringify(c)).join(", ")} (its columns: ${row.columns.join(", ")})`,
        };
        return;
      }
      continue;
    }
    if (row.status === "row") yield* toItems(row);
    else yield row;
  }
}
