import { parquetMetadataAsync, parquetRead, parquetSchema } from "hyparquet";
import type { AsyncBuffer, FileMetaData } from "hyparquet";
import { dataRecord } from "@/lib/validation/data-record";
import type { SourceRow } from "./source-row";

const utf8 = new TextDecoder("utf-8", { fatal: true });

/** A Parquet value as JSON: 64-bit integers as numbers when exact (else their digits), dates as ISO text, bytes as UTF-8 text. */
export function parquetValueToJson(value: unknown): unknown {
  if (typeof value === "bigint") return Number.isSafeInteger(Number(value)) ? Number(value) : value.toString();
  if (value instanceof Date) return value.toISOString();
  if (value instanceof Uint8Array) return utf8.decode(value);
  if (Array.isArray(value)) return value.map(parquetValueToJson);
  if (value !== null && typeof value === "object") return dataRecord(Object.entries(value).map(([k, v]) => [k, parquetValueToJson(v)]));
  return value;
}

function columnsOf(metadata: FileMetaData): string[] {
  return parquetSchema(metadata).children.map((c) => c.element.name);
}

/** Rows as arrays in `columns` order: hyparquet's row objects are built by assignment, which turns a column named `__proto__` into the prototype. */
function readRowArrays(options: { file: AsyncBuffer; metadata: FileMetaData; columns: string[]; rowStart: number; rowEnd: number }): Promise<unknown[][]> {
  return new Promise((resolve, reject) => {
    parquetRead({ ...options, rowFormat: "array", onComplete: (rows) => resolve(rows as unknown[][]) }).catch(reject);
  });
}

function failure(error: unknown, line: number): SourceRow {
  return { status: "error", line, error: `invalid Parquet: ${error instanceof Error ? error.message : String(error)}` };
}

/**
 * A Parquet file's rows, one row group in memory at a time. `line` is the 1-based row, which is
 * what errors cite; a file hyparquet cannot read (not Parquet, a codec it lacks) is one error.
 */
export async function* parquetRows(file: () => Promise<AsyncBuffer>): AsyncGenerator<SourceRow> {
  let metadata: FileMetaData;
  let buffer: AsyncBuffer;
  try {
    buffer = await file();
    metadata = await parquetMetadataAsync(buffer);
  } catch (error) {
    yield failure(error, 1);
    return;
  }
  const columns = columnsOf(metadata);
  yield { status: "header", line: 1, columns };
  let rowStart = 0;
  for (const group of metadata.row_groups) {
    const rowEnd = rowStart + Number(group.num_rows);
    let objects: unknown[][];
    try {
      objects = await readRowArrays({ file: buffer, metadata, columns, rowStart, rowEnd });
    } catch (error) {
      yield failure(error, rowStart + 1);
      return;
    }
    for (let i = 0; i < objects.length; i++) {
      const index = rowStart + i;
      try {
        yield { status: "row", line: index + 1, index, cells: dataRecord(columns.map((c, k) => [c, parquetValueToJson(objects[i][k])])) };
      } catch {
        yield { status: "error", line: index + 1, error: "a text column holds bytes that are not UTF-8" };
      }
    }
    rowStart = rowEnd;
  }
}

/** The file's top-level columns. */
export async function parquetColumns(file: () => Promise<AsyncBuffer>): Promise<string[]> {
  return columnsOf(await parquetMetadataAsync(await file()));
}
