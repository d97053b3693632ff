import { AppError } from "@/lib/errors";
import { formatBytes } from "./body-limits";

export const tooLarge = (maxBytes: number) =>
  new AppError(
    "payload_too_large",
    `The request body is larger than this route's limit of ${formatBytes(maxBytes)}.`,
  );

/** A 413 from the Content-Length header alone, before a byte of the body is read. */
export function assertDeclaredLength(headers: Headers, maxBytes: number): void {
  const declared = headers.get("content-length");
  if (declared !== null && /^\d+$/.test(declared.trim()) && Number(declared) > maxBytes)
    throw tooLarge(maxBytes);
}

/**
 * Reads a whole body into memory, at most `maxBytes`: the declared length is checked first, and a
 * body without one (chunked) is counted as it streams and abandoned as soon as it passes the limit.
 */
export async function readLimitedBody(req: Request, maxBytes: number): Promise<Uint8Array> {
  assertDeclaredLength(req.headers, maxBytes);
  if (!req.body) return new Uint8Array(0);
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge(maxBytes);
    }
    chunks.push(value);
  }
  const out = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}
