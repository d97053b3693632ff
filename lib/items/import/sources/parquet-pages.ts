import { parquetSchema } from "hyparquet";
import type { AsyncBuffer, ColumnMetaData, FileMetaData } from "hyparquet";
import type { PageLocation } from "hyparquet/src/types.js";
import { parquetHeader } from "hyparquet/src/column.js";
import { getTreePath, isFlatColumn } from "hyparquet/src/schema.js";
import { decodesTooLarge, importLimits, tooManyRows, tooManyValues } from "./import-limits";

/** Where each flat column's data pages start and which rows they hold, per row group: what lets a read decode only the pages it needs. */
export type PageLocations = Record<string, PageLocation[]>[];

const HEADER_WINDOW = 64 * 1024;

/** A file that contradicts itself: read errors say so (invalid Parquet), not a limit. */
class InconsistentParquet extends Error {}

/**
 * Refuses (413) a file whose footer declares more rows than an import takes, or more decoded
 * bytes, before any page is read. The footer's figures are checked again against the pages (pageLocations).
 */
export function checkDeclaredSize(metadata: FileMetaData): void {
  const groupRows = metadata.row_groups.reduce((sum, g) => sum + Number(g.num_rows), 0);
  const rows = Math.max(groupRows, Number(metadata.num_rows));
  if (rows > importLimits.rows) throw tooManyRows(rows);
  let bytes = 0;
  for (const group of metadata.row_groups)
    for (const chunk of group.columns)
      bytes += Number(chunk.meta_data?.total_uncompressed_size ?? 0);
  if (bytes > importLimits.decodedBytes)
    throw decodesTooLarge("The file", importLimits.decodedBytes);
}

/**
 * Reads every column chunk's page headers (not the pages) and checks them against the footer and
 * the limits: a flat column's pages must hold exactly its row group's rows, no page may decode
 * to more than the page limit, and all pages together to no more than the file limit. So no
 * page header can make a read allocate more than the footer admitted.
 */
export async function pageLocations(
  file: AsyncBuffer,
  metadata: FileMetaData,
): Promise<PageLocations> {
  const schema = parquetSchema(metadata);
  const budget = { bytes: 0 };
  const out: PageLocations = [];
  for (const group of metadata.row_groups) {
    const located: Record<string, PageLocation[]> = {};
    for (const chunk of group.columns) {
      const meta = chunk.meta_data;
      if (!meta) throw new InconsistentParquet("a column chunk has no metadata");
      const isFlat = isFlatColumn(getTreePath(schema, meta.path_in_schema));
      const pages = await chunkPages(file, meta, Number(group.num_rows), isFlat, budget);
      if (isFlat) located[meta.path_in_schema.join(".")] = pages;
    }
    out.push(located);
  }
  return out;
}

async function chunkPages(
  file: AsyncBuffer,
  meta: ColumnMetaData,
  groupRows: number,
  isFlat: boolean,
  budget: { bytes: number },
): Promise<PageLocation[]> {
  const column = meta.path_in_schema.join(".");
  const start = Number(meta.dictionary_page_offset || meta.data_page_offset);
  const end = start + Number(meta.total_compressed_size);
  if (start < 0 || end > file.byteLength)
    throw new InconsistentParquet(`column ${column}'s pages lie outside the file`);
  const pages: PageLocation[] = [];
  let rows = 0;
  let values = 0;
  for (let at = start; at < end;) {
    const { header, length } = await readHeader(file, at, end);
    const size = header.uncompressed_page_size;
    if (size > importLimits.parquetPageBytes)
      throw decodesTooLarge(`A page of column ${column}`, importLimits.parquetPageBytes);
    budget.bytes += size;
    if (budget.bytes > importLimits.decodedBytes)
      throw decodesTooLarge("The file", importLimits.decodedBytes);
    const pageValues =
      header.data_page_header?.num_values ??
      header.data_page_header_v2?.num_values ??
      header.dictionary_page_header?.num_values ??
      0;
    if (isFlat && pageValues > groupRows)
      throw new InconsistentParquet(
        `a page of column ${column} holds ${pageValues} values, its row group ${groupRows} rows`,
      );
    if (at + length + header.compressed_page_size > end)
      throw new InconsistentParquet(`a page of column ${column} runs past its column chunk`);
    if (header.type === "DATA_PAGE" || header.type === "DATA_PAGE_V2") {
      const pageRows = header.data_page_header_v2?.num_rows ?? pageValues;
      pages.push({
        offset: BigInt(at),
        compressed_page_size: length + header.compressed_page_size,
        first_row_index: BigInt(rows),
      });
      rows += pageRows;
      values += pageValues;
      if (!isFlat && values > importLimits.parquetNestedValues) throw tooManyValues(column);
    }
    at += length + header.compressed_page_size;
  }
  if (isFlat && rows !== groupRows)
    throw new InconsistentParquet(
      `column ${column}'s pages hold ${rows} rows, its row group ${groupRows}`,
    );
  return pages;
}

/** One page header at `at`, and its length in bytes; headers are small, but statistics may make one long. */
async function readHeader(file: AsyncBuffer, at: number, end: number) {
  for (const window of [HEADER_WINDOW, importLimits.parquetPageBytes]) {
    const bytes = await file.slice(at, Math.min(end, at + window));
    const reader = { view: new DataView(bytes), offset: 0 };
    try {
      const header = parquetHeader(reader);
      if (reader.offset <= bytes.byteLength && header.compressed_page_size >= 0)
        return { header, length: reader.offset };
    } catch {
      if (at + window >= end) break;
    }
  }
  throw new InconsistentParquet(`no page header at byte ${at}`);
}
