/** One line of input: its text, or why it could not be read (too long, not UTF-8). */
export type SplitLine =
  { line: number; text: string } | { line: number; text: null; error: string };

export type SplitLinesOptions = {
  /** Longest accepted line in bytes, without its line break. Default 10 MiB. */
  maxLineBytes?: number;
};

const DEFAULT_MAX_LINE_BYTES = 10 * 1024 * 1024;

const LF = 0x0a;
const CR = 0x0d;
const encoder = new TextEncoder();

function concat(pieces: Uint8Array[], length: number): Uint8Array {
  if (pieces.length === 1) return pieces[0];
  const out = new Uint8Array(length);
  let at = 0;
  for (const piece of pieces) {
    out.set(piece, at);
    at += piece.length;
  }
  return out;
}

function describeBytes(bytes: number): string {
  return bytes % (1024 * 1024) === 0 ? `${bytes / (1024 * 1024)} MiB` : `${bytes} bytes`;
}

/** Only the current line in memory; a lone "\r" is text. String chunks must not split a surrogate pair. */
export async function* splitLines(
  chunks: AsyncIterable<Uint8Array | string>,
  options: SplitLinesOptions = {},
): AsyncGenerator<SplitLine> {
  const maxLineBytes = options.maxLineBytes ?? DEFAULT_MAX_LINE_BYTES;
  // fatal: corrupt bytes must fail the line, not turn silently into U+FFFD in gold data.
  // ignoreBOM: only a BOM at the start of the stream is dropped (below), not one per line.
  const decoder = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });
  let lineNumber = 0;
  let pieces: Uint8Array[] = [];
  let pending = 0;
  let overflow = false;

  // 0x0A never occurs inside a UTF-8 multi-byte character, so splitting before decoding is safe.
  function finish(last: Uint8Array | null): SplitLine {
    lineNumber += 1;
    if (last !== null && last.length > 0) {
      pieces.push(last);
      pending += last.length;
    }
    const tooLong = overflow;
    let bytes = tooLong ? new Uint8Array(0) : concat(pieces, pending);
    pieces = [];
    pending = 0;
    overflow = false;
    if (bytes.length > 0 && bytes[bytes.length - 1] === CR)
      bytes = bytes.subarray(0, bytes.length - 1);
    if (lineNumber === 1 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf)
      bytes = bytes.subarray(3);
    if (tooLong || bytes.length > maxLineBytes) {
      return {
        line: lineNumber,
        text: null,
        error: `line is longer than ${describeBytes(maxLineBytes)}`,
      };
    }
    try {
      return { line: lineNumber, text: decoder.decode(bytes) };
    } catch {
      return { line: lineNumber, text: null, error: "line is not valid UTF-8" };
    }
  }

  function keep(part: Uint8Array): void {
    if (overflow || part.length === 0) return;
    // Copied, not a view: the producer may reuse its buffer, and a view would pin the whole chunk.
    pieces.push(part.slice());
    pending += part.length;
    // +1 leaves room for the "\r" of a "\r\n" that has not arrived yet.
    if (pending > maxLineBytes + 1) {
      overflow = true;
      pieces = [];
      pending = 0;
    }
  }

  for await (const chunk of chunks) {
    const bytes = typeof chunk === "string" ? encoder.encode(chunk) : chunk;
    let start = 0;
    for (let newline = bytes.indexOf(LF); newline !== -1; newline = bytes.indexOf(LF, start)) {
      const part = bytes.subarray(start, newline);
      // A line longer than the limit never gets assembled, even within one big chunk.
      if (pending + part.length > maxLineBytes + 1) overflow = true;
      yield finish(overflow ? null : part);
      start = newline + 1;
    }
    keep(bytes.subarray(start));
  }
  if (pending > 0 || overflow) yield finish(null);
}
