import type { CsvDialect } from "./csv-rows";
import { importLimits, tooManyRows } from "./import-limits";
import { countJsonArrayElements } from "./json-array-elements";
import { peekJsonArray } from "./jsonl-records";

type Chunks = () => AsyncIterable<Uint8Array | string>;

const LF = 0x0a;
const QUOTE = 0x22;
const isSpace = (b: number) => b === 0x20 || b === 0x09 || b === 0x0d || b === 0x0b || b === 0x0c;

/** Line breaks in the file, counted at memchr speed; stops counting past `max`. */
async function lineBreaks(open: Chunks, max: number): Promise<number> {
  let n = 0;
  for await (const chunk of open()) {
    const bytes = typeof chunk === "string" ? Buffer.from(chunk, "utf8") : chunk;
    for (let i = bytes.indexOf(LF); i !== -1; i = bytes.indexOf(LF, i + 1)) n += 1;
    if (n > max) return n;
  }
  return n;
}

/** Far faster than a parser, and never more than it would read, barring Unicode spaces or broken quotes. */
async function records(open: Chunks, delimiter: number | null, max: number): Promise<number> {
  let n = 0;
  let inQuotes = false;
  let fieldStart = true;
  let hasContent = false;
  for await (const chunk of open()) {
    const bytes = typeof chunk === "string" ? Buffer.from(chunk, "utf8") : chunk;
    for (let i = 0; i < bytes.length; i++) {
      const b = bytes[i];
      if (inQuotes) {
        if (b === QUOTE) inQuotes = false;
        continue;
      }
      if (b === LF) {
        if (hasContent && ++n > max) return n;
        hasContent = false;
        fieldStart = true;
      } else if (b === delimiter) {
        hasContent = fieldStart = true;
      } else if (delimiter !== null && b === QUOTE && fieldStart) {
        // A doubled quote inside a quoted field closes and reopens it: the same state.
        inQuotes = hasContent = true;
      } else if (!isSpace(b)) {
        hasContent = true;
        fieldStart = false;
      }
    }
  }
  return hasContent ? n + 1 : n;
}

/** A 413 before any row is read; most files pass on their line-break count alone. */
async function checkRows(
  open: Chunks,
  delimiter: number | null,
  opened: AsyncIterable<Uint8Array | string> = open(),
): Promise<void> {
  const limit = importLimits.rows + (delimiter === null ? 0 : 1);
  if ((await lineBreaks(() => opened, limit)) < limit) return;
  if ((await records(open, delimiter, limit)) > limit) throw tooManyRows();
}

/** A JSON array's elements are its rows, however many lines they take. */
export async function checkJsonlRows(open: Chunks): Promise<void> {
  const peeked = await peekJsonArray(open());
  if (!peeked.isArray) return checkRows(open, null, peeked.chunks);
  if ((await countJsonArrayElements(peeked.chunks, importLimits.rows)) > importLimits.rows)
    throw tooManyRows();
}

export const checkCsvRows = (open: Chunks, dialect: CsvDialect) =>
  checkRows(open, dialect.delimiter.charCodeAt(0));
