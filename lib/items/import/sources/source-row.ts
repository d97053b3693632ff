// What a tabular reader (CSV/TSV, Parquet) yields before a mapping or preset turns rows into
// items: its columns once (before any row), then each row's cells by column name, a read error,
// or a blank line.

/** One data row: `line` is what errors cite (the file's line where the row starts, or the 1-based Parquet row); `index` is the 0-based data row. */
export type SourceRow =
  | { status: "header"; line: number; columns: string[] }
  | { status: "row"; line: number; index: number; cells: Record<string, unknown> }
  | { status: "error"; line: number; error: string }
  | { status: "blank"; line: number };
