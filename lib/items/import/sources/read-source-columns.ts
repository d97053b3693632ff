import type { ImportSourceOptions } from "./import-source-options";

/**
 * The source columns of a tabular file (a CSV/TSV header, a Parquet schema), for the import
 * page's mapping; null for JSONL, which has fields, not columns.
 */
export async function readSourceColumns(options: ImportSourceOptions, open: () => AsyncIterable<Uint8Array | string>): Promise<string[] | null> {
  void open;
  if (options.format === "jsonl") return null;
  return null; // The CSV/TSV and Parquet readers (issue #14) fill this in.
}
