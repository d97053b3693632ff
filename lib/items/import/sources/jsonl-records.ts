import { splitLines } from "@/lib/jsonl/split-lines";
import type { SplitLine, SplitLinesOptions } from "@/lib/jsonl/split-lines";
import { jsonArrayElements } from "./json-array-elements";
import { importLimits } from "./import-limits";
import type { SourceRecord } from "./source-record";

/** True for a line with nothing but whitespace, which JSONL readers skip. */
function isBlankLine(text: string): boolean {
  return text.trim() === "";
}

/** Reads one JSONL line: the parsed value, why it is not JSON, or a blank line. */
export function jsonlRecord(
  entry: { line: number; text: string } | { line: number; text: null; error: string },
): SourceRecord {
  const { line } = entry;
  if (entry.text === null) return { status: "error", line, error: entry.error };
  if (isBlankLine(entry.text)) return { status: "blank", line };
  try {
    return { status: "value", line, value: JSON.parse(entry.text) as unknown };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { status: "error", line, error: `invalid JSON: ${reason}` };
  }
}

/**
 * The stream's bytes, and whether its first byte past a BOM and spaces is `[` (a JSON array).
 * Reads only as far as that byte; the bytes read are given back first.
 */
export async function peekJsonArray(
  chunks: AsyncIterable<Uint8Array | string>,
): Promise<{ isArray: boolean; chunks: AsyncIterable<Uint8Array> }> {
  const iterator = chunks[Symbol.asyncIterator]();
  const seen: Uint8Array[] = [];
  let isArray = false;
  for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
    const bytes = typeof next.value === "string" ? Buffer.from(next.value) : next.value;
    seen.push(bytes);
    const from = seen.length === 1 && bytes[0] === 0xef && bytes[1] === 0xbb ? 3 : 0;
    const at = bytes.findIndex((b, i) => i >= from && ![0x20, 0x09, 0x0a, 0x0d].includes(b));
    if (at === -1) continue;
    isArray = bytes[at] === 0x5b;
    break;
  }
  async function* replay() {
    try {
      yield* seen;
      for (let next = await iterator.next(); !next.done; next = await iterator.next())
        yield typeof next.value === "string" ? Buffer.from(next.value) : next.value;
    } finally {
      await iterator.return?.(); // a reader that stops early closes the file
    }
  }
  return { isArray, chunks: replay() };
}

/** JSONL lines, or a JSON array's elements (element k is line k, SPEC §5). */
async function* jsonlLines(
  chunks: AsyncIterable<Uint8Array | string>,
  options: SplitLinesOptions,
): AsyncGenerator<SplitLine> {
  const peeked = await peekJsonArray(chunks);
  if (peeked.isArray)
    yield* jsonArrayElements(peeked.chunks, {
      maxElementBytes: options.maxLineBytes ?? importLimits.rowBytes,
    });
  else yield* splitLines(peeked.chunks, options);
}

/** A JSONL byte stream (or a JSON array) as records, one per line, holding one line in memory at a time. */
export async function* jsonlRecords(
  chunks: AsyncIterable<Uint8Array | string>,
  options: SplitLinesOptions = {},
): AsyncGenerator<SourceRecord> {
  for await (const entry of jsonlLines(chunks, options)) yield jsonlRecord(entry);
}
