import { formatReaders, type Open } from "./format-readers";
import type { ImportSourceOptions } from "./import-source-options";
import type { ImportSourceContext } from "./open-import-source";

/**
 * The source columns of a tabular file (a CSV/TSV header, a Parquet schema), for the import
 * page's mapping; null for JSONL, which has fields, not columns. A file that cannot be read has
 * no columns ([]): its rows' errors say why.
 */
export async function readSourceColumns(
  options: ImportSourceOptions,
  open: Open,
  context: ImportSourceContext = {},
): Promise<string[] | null> {
  try {
    return await formatReaders[options.format].columns(open, context.randomAccess);
  } catch {
    return [];
  }
}
