import { importLimits } from "./import-limits";
import { jsonlRecords } from "./jsonl-records";
import type { SourceRow } from "./source-row";

/** JSONL whose objects are a dataset's rows (e.g. Katzy's rows exported as JSON lines), for a mapping or preset. */
export async function* jsonlRows(
  chunks: AsyncIterable<Uint8Array | string>,
): AsyncGenerator<SourceRow> {
  let index = 0;
  let columns: string[] | null = null;
  for await (const record of jsonlRecords(chunks, { maxLineBytes: importLimits.rowBytes })) {
    if (record.status !== "value") {
      yield record.status === "blank"
        ? record
        : { status: "error", line: record.line, error: record.error };
      continue;
    }
    const value = record.value;
    if (typeof value !== "object" || value === null || Array.isArray(value)) {
      yield { status: "error", line: record.line, error: "a row must be a JSON object" };
      index += 1;
      continue;
    }
    if (columns === null) {
      columns = Object.keys(value);
      yield { status: "header", line: record.line, columns };
    }
    yield { status: "row", line: record.line, index, cells: value as Record<string, unknown> };
    index += 1;
  }
}
