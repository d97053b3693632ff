import { bodyLimits, formatBytes } from "@/lib/api/body-limits";
import { AppError } from "@/lib/errors";

const MiB = 1024 * 1024;

/** SPEC §7 "Bounded work": a file over one is a 413 naming it (docs/import-format.md). */
export const importLimits = {
  /** Data rows (JSONL: non-blank lines), counted before any row is validated or written. */
  rows: 1_000_000,
  rowBytes: 10 * MiB,
  /** A file's decoded values (Parquet: its uncompressed pages too): as much as the largest text file the body limit lets in. */
  decodedBytes: bodyLimits.import,
  /** One Parquet page uncompressed, and the file's footer: a writer's pages are ~1 MiB. */
  parquetPageBytes: 64 * MiB,
  parquetFooterBytes: 16 * MiB,
  /** Values of one nested (list or struct) Parquet column in a row group, which are read whole. */
  parquetNestedValues: 4_000_000,
  /** Parquet rows decoded at once: the first slice is small (a preview shows 20 rows), then they grow to this. */
  parquetSliceRows: 16_384,
} as const;

const count = (n: number) => n.toLocaleString("en-US");

export function tooManyRows(rows?: number): AppError {
  const has = rows === undefined ? `more than ${count(importLimits.rows)}` : count(rows);
  return new AppError(
    "payload_too_large",
    `The file has ${has} rows; an import takes at most ${count(importLimits.rows)} rows. Split it into smaller files.`,
    {
      limit: "rows",
      max_rows: importLimits.rows,
    },
  );
}

export function tooManyValues(column: string): AppError {
  const max = count(importLimits.parquetNestedValues);
  return new AppError(
    "payload_too_large",
    `Column ${column} holds more than ${max} values in a row group, the import's limit.`,
    {
      limit: "values",
      max_values: importLimits.parquetNestedValues,
    },
  );
}

/** The 413 of a file that decodes to more than a size limit (`what`: the file, a row, a Parquet page). */
export function decodesTooLarge(what: string, max: number): AppError {
  return new AppError(
    "payload_too_large",
    `${what} decodes to more than ${formatBytes(max)}, the import's limit.`,
    { limit: "decoded_bytes", max_bytes: max },
  );
}
