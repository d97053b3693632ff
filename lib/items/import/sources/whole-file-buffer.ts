import type { AsyncBuffer } from "hyparquet";

/**
 * A file known only as a byte stream, read once into memory and kept for every later read (both
 * passes of an import). Parquet needs random access (its footer comes first); callers that have
 * the file on disk pass that instead (openImportSource's `randomAccess`).
 */
export function wholeFileBuffer(
  open: () => AsyncIterable<Uint8Array | string>,
): () => Promise<AsyncBuffer> {
  let read: Promise<AsyncBuffer> | null = null;
  return () =>
    (read ??= (async () => {
      const parts: Uint8Array[] = [];
      let length = 0;
      for await (const chunk of open()) {
        const bytes = typeof chunk === "string" ? new TextEncoder().encode(chunk) : chunk;
        parts.push(bytes);
        length += bytes.length;
      }
      const all = new Uint8Array(length);
      let at = 0;
      for (const part of parts) {
        all.set(part, at);
        at += part.length;
      }
      return {
        byteLength: length,
        slice: (start: number, end?: number) => all.slice(start, end).buffer,
      };
    })());
}
