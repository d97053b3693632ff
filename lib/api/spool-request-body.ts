import "server-only";
import { createReadStream, createWriteStream } from "node:fs";
import { rm } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { Transform } from "node:stream";
import { AppError } from "@/lib/errors";
import { makeScratchDir } from "@/lib/scratch/scratch-dir";
import { assertDeclaredLength, tooLarge } from "./read-limited-body";
import { JSONL_CONTENT_TYPES, requireContentType } from "./require-content-type";

/** `path`: the spooled file, for readers that need random access (Parquet); gone after `dispose`. */
export type SpooledBody = {
  open: () => AsyncIterable<Uint8Array>;
  path: string;
  bytes: number;
  dispose: () => Promise<void>;
};

/**
 * Streams a request body to a temporary file (constant memory) so it can be read twice, and
 * without holding a database transaction open while a slow client uploads.
 */
export async function spoolRequestBody(
  req: Request,
  opts: { maxBytes: number; contentTypes?: readonly string[] },
): Promise<SpooledBody> {
  requireContentType(req.headers, opts.contentTypes ?? JSONL_CONTENT_TYPES);
  assertDeclaredLength(req.headers, opts.maxBytes);
  const body = req.body;
  if (!body) throw new AppError("bad_request", "The request has no body.");
  // Under the data dir's scratch folder: a crash mid-upload leaves it for the next start to sweep.
  const dir = await makeScratchDir("upload");
  const file = path.join(dir, "body");
  let bytes = 0;
  const limit = new Transform({
    transform(chunk: Buffer, _enc, done) {
      bytes += chunk.length;
      if (bytes > opts.maxBytes) done(tooLarge(opts.maxBytes));
      else done(null, chunk);
    },
  });
  try {
    await pipeline(
      Readable.fromWeb(body as import("node:stream/web").ReadableStream<Uint8Array>),
      limit,
      createWriteStream(file),
    );
  } catch (e) {
    await rm(dir, { recursive: true, force: true });
    throw e;
  }
  return {
    open: () => createReadStream(file),
    path: file,
    bytes,
    dispose: () => rm(dir, { recursive: true, force: true }),
  };
}
