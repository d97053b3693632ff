import type { AsyncBuffer } from "hyparquet";
import { csvColumns, csvRows } from "./csv-rows";
import type { ImportFormat } from "./import-source-options";
import { jsonlRows } from "./jsonl-rows";
import { parquetColumns, parquetRows } from "./parquet-rows";
import { releaseJsonl } from "./release-jsonl";
import { checkCsvRows, checkJsonlRows } from "./row-limit";
import type { SourceRow } from "./source-row";
import { wholeFileBuffer } from "./whole-file-buffer";

export type Open = () => AsyncIterable<Uint8Array | string>;
/** Random access to the file when the caller has it on disk (Parquet reads its footer first); else it is buffered whole. */
type RandomAccess = (() => Promise<AsyncBuffer>) | undefined;

type FormatReader = {
  rows: (open: Open, randomAccess: RandomAccess) => () => AsyncIterable<SourceRow>;
  /** The file's columns for the page's mapping; null for a format with fields, not columns. */
  columns: (open: Open, randomAccess: RandomAccess) => Promise<string[] | null>;
  /** Refuses (413) a file over the import's row limit before its rows are read (import-limits.ts). */
  checkRows: (open: Open) => Promise<void>;
};

/** The one place a format's reader is chosen: rows for the import, columns for the mapping. */
export const formatReaders: Record<ImportFormat, FormatReader> = {
  jsonl: {
    rows: (open) => () => jsonlRows(open()),
    columns: async () => null,
    checkRows: checkJsonlRows,
  },
  csv: {
    rows: (open) => () => csvRows(open(), { delimiter: "," }),
    columns: (open) => csvColumns(open(), { delimiter: "," }),
    checkRows: (open) => checkCsvRows(open, { delimiter: "," }),
  },
  tsv: {
    rows: (open) => () => csvRows(open(), { delimiter: "\t" }),
    columns: (open) => csvColumns(open(), { delimiter: "\t" }),
    checkRows: (open) => checkCsvRows(open, { delimiter: "\t" }),
  },
  parquet: {
    rows: (open, randomAccess) => {
      const file = randomAccess ?? wholeFileBuffer(open);
      return () => parquetRows(file);
    },
    columns: (open, randomAccess) => parquetColumns(randomAccess ?? wholeFileBuffer(open)),
    // parquetRows checks the footer and page headers itself, before it decodes a page.
    checkRows: async () => {},
  },
  // The JSONL of the bundle (release-jsonl.ts): the limits apply to it unpacked.
  release: {
    rows: (open) => () => jsonlRows(releaseJsonl(open())),
    columns: async () => null,
    checkRows: (open) => checkJsonlRows(() => releaseJsonl(open())),
  },
};
