import { csvColumns } from "./csv-rows";
import type { ImportSourceOptions } from "./import-source-options";
import type { ImportSourceContext } from "./open-import-source";
import { parquetColumns } from "./parquet-rows";
import { wholeFileBuffer } from "./whole-file-buffer";

/**
 * The source columns of a tabular file (a CSV/TSV header, a Parquet schema), for the import
 * page's mapping; null for JSONL, which has fields, not columns. A file that cannot be read has
 * no columns ([]): its rows' errors say why.
 */
export async function readSourceColumns(options: ImportSourceOptions, open: () => AsyncIterable<Uint8Array | string>, context: ImportSourceContext = {}): Promise<string[] | null> {
  try {
    switch (options.format) {
      case "jsonl":
        return null;
      case "csv":
        return await csvColumns(open(), { delimiter: "," });
      case "tsv":
        return await csvColumns(open(), { delimiter: "\t" });
      case "parquet":
        return await parquetColumns(context.randomAccess ?? wholeFileBuffer(open));
    }
  } catch {
    return [];
  }
}
