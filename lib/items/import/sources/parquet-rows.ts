import { parquetMetadataAsync, parquetRead, parquetSchema } from "hyparquet";
import type { AsyncBuffer, FileMetaData } from "hyparquet";
import { isAppError } from "@/lib/errors";
import { dataRecord } from "@/lib/validation/data-record";
import { decodesTooLarge, importLimits } from "./import-limits";
import { checkDeclaredSize, pageLocations, type PageLocations } from "./parquet-pages";
import type { SourceRow } from "./source-row";

const utf8 = new TextDecoder("utf-8", { fatal: true });
// Enough for a preview's rows in the first read; each later slice is four times larger, up to the limit.
const FIRST_SLICE_ROWS = 64;

/** A Parquet value as JSON: 64-bit integers as numbers when exact (else their digits), dates as ISO text, bytes as UTF-8 text. */
function parquetValueToJson(value: unknown): unknown {
  if (typeof value === "bigint")
    return Number.isSafeInteger(Number(value)) ? Number(value) : value.toString();
  if (value instanceof Date) return value.toISOString();
  if (value instanceof Uint8Array) return utf8.decode(value);
  if (Array.isArray(value)) return value.map(parquetValueToJson);
  if (value !== null && typeof value === "object")
    return dataRecord(Object.entries(value).map(([k, v]) => [k, parquetValueToJson(v)]));
  return value;
}

function textSize(value: unknown): number {
  if (typeof value === "string") return value.length + 2;
  if (Array.isArray(value)) return value.reduce((sum: number, v) => sum + textSize(v) + 1, 2);
  if (value !== null && typeof value === "object")
    return Object.entries(value).reduce((sum, [k, v]) => sum + k.length + textSize(v) + 4, 2);
  return 8;
}

function columnsOf(metadata: FileMetaData): string[] {
  return parquetSchema(metadata).children.map((c) => c.element.name);
}

function failure(error: unknown, line: number): SourceRow {
  if (isAppError(error)) throw error;
  return {
    status: "error",
    line,
    error: `invalid Parquet: ${error instanceof Error ? error.message : String(error)}`,
  };
}

async function readMetadata(buffer: AsyncBuffer): Promise<FileMetaData> {
  if (buffer.byteLength >= 8) {
    const tail = new DataView(await buffer.slice(buffer.byteLength - 8));
    const isParquet = tail.getUint32(4, true) === 0x31524150; // "PAR1"; else hyparquet says what is wrong
    if (isParquet && tail.getUint32(0, true) > importLimits.parquetFooterBytes)
      throw decodesTooLarge("The file's footer", importLimits.parquetFooterBytes);
  }
  return parquetMetadataAsync(buffer);
}

/** Footer and page headers are checked against the limits before any page is decoded (a 413). */
export async function* parquetRows(file: () => Promise<AsyncBuffer>): AsyncGenerator<SourceRow> {
  let metadata: FileMetaData;
  let buffer: AsyncBuffer;
  let located: PageLocations;
  try {
    buffer = await file();
    metadata = await readMetadata(buffer);
    checkDeclaredSize(metadata);
    located = await pageLocations(buffer, metadata);
  } catch (error) {
    yield failure(error, 1);
    return;
  }
  const columns = columnsOf(metadata);
  yield { status: "header", line: 1, columns };
  const decoded = { bytes: 0 };
  let slice = FIRST_SLICE_ROWS;
  let groupStart = 0;
  for (const [index, group] of metadata.row_groups.entries()) {
    const groupEnd = groupStart + Number(group.num_rows);
    for (
      let rowStart = groupStart;
      rowStart < groupEnd;
      rowStart += slice, slice = Math.min(slice * 4, importLimits.parquetSliceRows)
    ) {
      const rowEnd = Math.min(groupEnd, rowStart + slice);
      let rows: unknown[][];
      try {
        rows = await readSlice({
          file: buffer,
          metadata,
          columns,
          located,
          index,
          rowStart,
          rowEnd,
        });
      } catch (error) {
        yield failure(error, rowStart + 1);
        return;
      }
      for (let i = 0; i < rows.length; i++) yield toRow(columns, rows[i], rowStart + i, decoded);
    }
    groupStart = groupEnd;
  }
}

type Slice = {
  file: AsyncBuffer;
  metadata: FileMetaData;
  columns: string[];
  located: PageLocations;
  index: number;
  rowStart: number;
  rowEnd: number;
};

/** Arrays: hyparquet's row objects would turn a column named `__proto__` into the prototype. */
function readSlice({ located, index, ...options }: Slice): Promise<unknown[][]> {
  // Page locations for the group being read only: hyparquet reads just the pages they say hold the rows.
  const pageLocationsByGroup = options.metadata.row_groups.map((_, i) =>
    i === index ? located[i] : {},
  );
  return new Promise((resolve, reject) => {
    parquetRead({
      ...options,
      rowFormat: "array",
      ...{ pageLocationsByGroup },
      onComplete: (rows) => resolve(rows as unknown[][]),
    }).catch(reject);
  });
}

function toRow(
  columns: string[],
  row: unknown[],
  index: number,
  decoded: { bytes: number },
): SourceRow {
  let cells: Record<string, unknown>;
  try {
    cells = dataRecord(columns.map((c, k) => [c, parquetValueToJson(row[k])]));
  } catch {
    return {
      status: "error",
      line: index + 1,
      error: "a text column holds bytes that are not UTF-8",
    };
  }
  const size = textSize(cells);
  decoded.bytes += size;
  if (decoded.bytes > importLimits.decodedBytes)
    throw decodesTooLarge("The file", importLimits.decodedBytes);
  if (size > importLimits.rowBytes)
    return {
      status: "error",
      line: index + 1,
      error: `the row decodes to more than ${importLimits.rowBytes / 1024 / 1024} MiB`,
    };
  return { status: "row", line: index + 1, index, cells };
}

export async function parquetColumns(file: () => Promise<AsyncBuffer>): Promise<string[]> {
  return columnsOf(await readMetadata(await file()));
}
