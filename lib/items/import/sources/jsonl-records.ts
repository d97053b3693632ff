import { splitLines } from "@/lib/jsonl/split-lines";
import type { SplitLinesOptions } from "@/lib/jsonl/split-lines";
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

/** A JSONL byte stream as records, one per line, holding one line in memory at a time. */
export async function* jsonlRecords(
  chunks: AsyncIterable<Uint8Array | string>,
  options: SplitLinesOptions = {},
): AsyncGenerator<SourceRecord> {
  for await (const entry of splitLines(chunks, options)) yield jsonlRecord(entry);
}
