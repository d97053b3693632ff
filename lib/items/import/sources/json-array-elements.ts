import type { SplitLine } from "@/lib/jsonl/split-lines";

// A file whose top level is a JSON array, read element by element like JSONL lines (element k is
// line k, SPEC §5): only the current element in memory, each at most `maxElementBytes`.

const [OPEN_ARRAY, CLOSE_ARRAY, OPEN_OBJECT, CLOSE_OBJECT, COMMA, QUOTE, BACKSLASH] = [
  0x5b, 0x5d, 0x7b, 0x7d, 0x2c, 0x22, 0x5c,
];
const isSpace = (b: number) => b === 0x20 || b === 0x09 || b === 0x0a || b === 0x0d;

type Element = { bytes: number; pieces: Uint8Array[]; hasContent: boolean };

/** The scanner's state between chunks: depth 0 before `[` and after its `]`. */
class ArrayScanner {
  depth = 0;
  inString = false;
  escaped = false;
  isClosed = false;
  elements = 0;
  element: Element = { bytes: 0, pieces: [], hasContent: false };

  constructor(private readonly maxElementBytes: number) {}

  /** Ends the current element: its line number, and its bytes unless it was too long. */
  end(): { line: number; bytes: Uint8Array | null; isBlank: boolean } {
    const { pieces, bytes, hasContent } = this.element;
    this.elements += 1;
    this.element = { bytes: 0, pieces: [], hasContent: false };
    if (bytes > this.maxElementBytes) return { line: this.elements, bytes: null, isBlank: false };
    return { line: this.elements, bytes: Buffer.concat(pieces), isBlank: !hasContent };
  }

  keep(part: Uint8Array): void {
    this.element.bytes += part.length;
    if (this.element.bytes <= this.maxElementBytes) this.element.pieces.push(part.slice());
  }
}

/** How an element's bytes become a split line (text, or why not). */
function toLine(
  ended: { line: number; bytes: Uint8Array | null; isBlank: boolean },
  maxElementBytes: number,
): SplitLine {
  const { line, bytes } = ended;
  if (bytes === null)
    return { line, text: null, error: `element is longer than ${maxElementBytes} bytes` };
  if (ended.isBlank) return { line, text: null, error: "invalid JSON: an empty element" };
  try {
    return { line, text: new TextDecoder("utf-8", { fatal: true }).decode(bytes) };
  } catch {
    return { line, text: null, error: "element is not valid UTF-8" };
  }
}

/** The elements of a JSON array as split lines; the stream must start (after a BOM or spaces) with `[`. */
export async function* jsonArrayElements(
  chunks: AsyncIterable<Uint8Array>,
  options: { maxElementBytes: number },
): AsyncGenerator<SplitLine> {
  const s = new ArrayScanner(options.maxElementBytes);
  let isFirst = true;
  for await (const chunk of chunks) {
    let bytes = chunk;
    if (isFirst && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf)
      bytes = bytes.subarray(3);
    isFirst = false;
    let start = 0;
    for (let i = 0; i < bytes.length; i++) {
      const b = bytes[i];
      if (s.isClosed) {
        if (isSpace(b)) continue;
        yield { line: s.elements + 1, text: null, error: "text after the array's closing ]" };
        return;
      }
      if (s.inString) {
        if (s.escaped) s.escaped = false;
        else if (b === BACKSLASH) s.escaped = true;
        else if (b === QUOTE) s.inString = false;
        continue;
      }
      if (s.depth === 0) {
        // Only spaces can come before the `[` (the caller saw it first).
        if (b === OPEN_ARRAY) [s.depth, start] = [1, i + 1];
        continue;
      }
      if (b === QUOTE) s.inString = true;
      else if (b === OPEN_ARRAY || b === OPEN_OBJECT) s.depth += 1;
      else if ((b === CLOSE_ARRAY || b === CLOSE_OBJECT) && s.depth > 1) s.depth -= 1;
      else if (s.depth === 1 && (b === COMMA || b === CLOSE_ARRAY)) {
        s.keep(bytes.subarray(start, i));
        start = i + 1;
        // `[]` has no element; `[1,]` and `[,]` have an empty one.
        if (b === COMMA || s.element.hasContent || s.elements > 0)
          yield toLine(s.end(), options.maxElementBytes);
        if (b === CLOSE_ARRAY) [s.isClosed, s.depth] = [true, 0];
        continue;
      }
      if (!isSpace(b)) s.element.hasContent = true;
    }
    if (s.depth > 0) s.keep(bytes.subarray(start));
  }
  if (!s.isClosed)
    yield { line: s.elements + 1, text: null, error: "the file ends inside the array (no ])" };
}

/** The number of elements, counted without keeping them; stops counting past `max`. */
export async function countJsonArrayElements(
  chunks: AsyncIterable<Uint8Array>,
  max: number,
): Promise<number> {
  let n = 0;
  for await (const _ of jsonArrayElements(chunks, { maxElementBytes: 0 })) if (++n > max) break;
  return n;
}
