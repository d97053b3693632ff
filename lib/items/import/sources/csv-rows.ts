import { Readable } from "node:stream";
import { parse } from "csv-parse";
import type { Info } from "csv-parse";
import { importLimits } from "./import-limits";
import { NewlineOffsets } from "./newline-offsets";
import { readInOrder } from "./read-in-order";
import type { SourceRow } from "./source-row";
import { dataRecord } from "@/lib/validation/data-record";

export type CsvDialect = { delimiter: "," | "\t" };

/** Longest accepted row, like a JSONL line: a stray quote must not swallow the rest of the file into memory. */
const MAX_CSV_ROW_CHARS = importLimits.rowBytes;

type Parsed = { record: string[]; info: Info };

class NotUtf8Error extends Error {
  constructor(readonly line: number) {
    super("not UTF-8");
  }
}

/**
 * Reads a CSV/TSV byte stream (RFC 4180, UTF-8, header row) as rows, holding one row in memory
 * at a time. A row's `line` is the file's line where it starts (the header is line 1), so a
 * quoted field with line breaks does not shift the lines cited after it. A row with more or
 * fewer fields than the header, or a whitespace-only line, is reported, not dropped; a broken
 * quote or bytes that are not UTF-8 end the file with an error at their line.
 */
export async function* csvRows(
  chunks: AsyncIterable<Uint8Array | string>,
  dialect: CsvDialect,
): AsyncGenerator<SourceRow> {
  const newlines = new NewlineOffsets();
  async function* tapped() {
    // fatal: corrupt bytes must fail the file, not turn silently into U+FFFD in gold data.
    const decoder = new TextDecoder("utf-8", { fatal: true });
    for await (const chunk of chunks) {
      const bytes = typeof chunk === "string" ? Buffer.from(chunk, "utf8") : chunk;
      const before = newlines.total;
      newlines.see(bytes);
      try {
        decoder.decode(bytes, { stream: true });
      } catch {
        // Thrown, not returned: the parser must not flush the row cut short here as if it were whole.
        throw new NotUtf8Error(before + 1 + badLineInChunk(bytes));
      }
      yield bytes;
    }
  }
  const parser = parse({
    bom: true,
    info: true,
    relax_column_count: true,
    skip_empty_lines: true,
    record_delimiter: ["\r\n", "\n"],
    delimiter: dialect.delimiter,
    // TSV writers rarely quote: a quote inside a tab-separated field is text.
    relax_quotes: dialect.delimiter === "\t",
    max_record_size: MAX_CSV_ROW_CHARS,
  });
  const input = Readable.from(tapped());
  input.on("error", (e) => parser.destroy(e));
  input.pipe(parser);

  let header: string[] | null = null;
  let endOfLast = 0;
  let emptyLines = 0;
  let index = 0;
  let lastLine = 1;
  let parserLinesAtLast = 0;
  try {
    for await (const next of readInOrder<Parsed>(parser)) {
      if ("error" in next) {
        // csv-parse's own line count drifts after a CRLF inside quotes: count from the last row's end instead.
        yield readError(
          next.error,
          dialect,
          (parserLines) =>
            newlines.before(endOfLast) + Math.max(1, parserLines - parserLinesAtLast),
          lastLine,
        );
        return;
      }
      const { record, info } = next.item;
      const line = 1 + newlines.before(endOfLast) + (info.empty_lines - emptyLines);
      endOfLast = info.bytes;
      emptyLines = info.empty_lines;
      lastLine = line;
      parserLinesAtLast = info.lines;
      if (record.length === 1 && record[0].trim() === "") {
        if (header) yield { status: "blank", line };
        continue;
      }
      if (!header) {
        const problem = headerProblem(record);
        if (problem) {
          yield { status: "error", line, error: problem };
          return;
        }
        header = record;
        yield { status: "header", line, columns: header };
        continue;
      }
      if (record.length !== header.length) {
        yield {
          status: "error",
          line,
          error: `row has ${record.length} fields, the header has ${header.length}`,
        };
        index += 1;
        continue;
      }
      const cells = dataRecord<unknown>(header.map((column, i) => [column, record[i]]));
      yield { status: "row", line, index, cells };
      index += 1;
    }
  } finally {
    input.destroy();
    parser.destroy();
  }
  if (!header) yield { status: "error", line: 1, error: "the file has no header row" };
}

/** Which line of a chunk (0 = the line it starts in) holds the bytes that are not UTF-8. */
function badLineInChunk(bytes: Uint8Array): number {
  let start = 0;
  for (let line = 0; ; line++) {
    const end = bytes.indexOf(0x0a, start);
    const isLast = end === -1;
    try {
      new TextDecoder("utf-8", { fatal: true }).decode(
        bytes.subarray(start, isLast ? bytes.length : end),
        { stream: isLast },
      );
    } catch {
      return line;
    }
    if (isLast) return 0;
    start = end + 1;
  }
}

function readError(
  error: unknown,
  dialect: CsvDialect,
  lineOf: (parserLines: number) => number,
  lastLine: number,
): SourceRow {
  if (error instanceof NotUtf8Error)
    return {
      status: "error",
      line: error.line,
      error: "the file is not valid UTF-8 (at or after this line)",
    };
  const lines = (error as { lines?: unknown }).lines;
  const message = (error instanceof Error ? error.message : String(error)).replace(
    / at line \d+/,
    "",
  );
  return {
    status: "error",
    line: typeof lines === "number" ? lineOf(lines) : lastLine,
    error: `invalid ${dialect.delimiter === "\t" ? "TSV" : "CSV"}: ${message}`,
  };
}

function headerProblem(columns: string[]): string | null {
  const seen = new Set<string>();
  for (const column of columns) {
    if (column.trim() === "") return "the header has an empty column name";
    if (seen.has(column)) return `the header names column ${JSON.stringify(column)} twice`;
    seen.add(column);
  }
  return null;
}

/** The header's column names (reads only as far as the header). */
export async function csvColumns(
  chunks: AsyncIterable<Uint8Array | string>,
  dialect: CsvDialect,
): Promise<string[]> {
  const parser = parse({
    bom: true,
    to_line: 50,
    skip_empty_lines: true,
    record_delimiter: ["\r\n", "\n"],
    delimiter: dialect.delimiter,
    relax_quotes: dialect.delimiter === "\t",
    relax_column_count: true,
  });
  const input = Readable.from(chunks);
  input.on("error", (e) => parser.destroy(e));
  input.pipe(parser);
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      if (record.length === 1 && record[0].trim() === "") continue;
      return record;
    }
    return [];
  } finally {
    input.destroy();
    parser.destroy();
  }
}
