// The seam between an import file's format and the import: every reader (JSONL, CSV/TSV,
// Parquet, with a preset or a column mapping) yields these, and the import validates, dedupes and
// writes them without knowing the format. `line` is what errors cite: the file's line for text
// formats (a CSV's header is line 1), the 1-based row for Parquet.

/** One record of an import file: the value its reader made of it, a read error, or a blank line. */
export type SourceRecord =
  // `isRelease`: a gold export's line (format=release), checked by release-line.ts.
  | { status: "value"; line: number; value: unknown; isRelease?: true }
  | { status: "error"; line: number; error: string; externalId?: string; field?: string }
  | { status: "blank"; line: number };

/** Opens the file's records afresh each time it is called (the import may read them more than once). */
export type RecordSource = () => AsyncIterable<SourceRecord>;
