// The gold JSONL inside a release bundle (SPEC §5 "Releases": a .tar.gz laid out as a Hugging Face
// dataset), streamed out of the gzip and the tar without unpacking anything else; a file that is
// not gzipped is taken as the gold JSONL itself (an export file).
import { Readable, Transform, pipeline } from "node:stream";
import { createGunzip } from "node:zlib";
import { extract } from "tar-stream";
import { AppError } from "@/lib/errors";
import { decodesTooLarge, importLimits } from "./import-limits";

const RELEASE_GOLD_PATH = "data/all/gold.jsonl";

type Chunks = AsyncIterable<Uint8Array | string>;

/** The stream's first chunk, and the stream again from its start. */
async function peekFirst(chunks: Chunks): Promise<{ first: Uint8Array; chunks: Chunks }> {
  const iterator = chunks[Symbol.asyncIterator]();
  const next = await iterator.next();
  const first = next.done ? new Uint8Array() : Buffer.from(next.value);
  async function* replay() {
    try {
      if (!next.done) yield first;
      for (let n = await iterator.next(); !n.done; n = await iterator.next()) yield n.value;
    } finally {
      await iterator.return?.();
    }
  }
  return { first, chunks: replay() };
}

/** Errors once more than `max` bytes came through: the bound on what a small gzip may unpack to. */
function byteLimit(max: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      done(seen > max ? decodesTooLarge("The bundle", max) : null, chunk);
    },
  });
}

// The bundle's root, or one folder above it (a bundle unpacked and packed again).
const isGoldPath = (name: string) => {
  const path = name.replace(/^\.\//, "");
  return path === RELEASE_GOLD_PATH || /^[^/]+\/data\/all\/gold\.jsonl$/.test(path);
};

const unreadable = (error: unknown) =>
  error instanceof AppError
    ? error
    : new AppError(
        "validation_failed",
        `The file is gzipped but is not a release bundle (.tar.gz): ${error instanceof Error ? error.message : String(error)}`,
      );

/** A bundle's `data/all/gold.jsonl`, or the bytes as they are when they are not gzipped. */
export async function* releaseJsonl(
  chunks: Chunks,
  opts: { maxBytes?: number } = {},
): AsyncGenerator<Uint8Array | string> {
  const peeked = await peekFirst(chunks);
  if (peeked.first[0] !== 0x1f || peeked.first[1] !== 0x8b) {
    yield* peeked.chunks;
    return;
  }
  const tar = extract();
  const limit = byteLimit(opts.maxBytes ?? importLimits.decodedBytes);
  pipeline(Readable.from(peeked.chunks), createGunzip(), limit, tar, () => {});
  const entries = tar[Symbol.asyncIterator]();
  try {
    for (;;) {
      const next = await entries.next().catch((e: unknown) => {
        throw unreadable(e);
      });
      if (next.done) break;
      const entry = next.value;
      if (entry.header.type !== "file" || !isGoldPath(entry.header.name)) {
        entry.resume();
        continue;
      }
      const content = entry[Symbol.asyncIterator]() as AsyncIterator<Uint8Array>;
      for (;;) {
        const chunk = await content.next().catch((e: unknown) => {
          throw unreadable(e);
        });
        if (chunk.done) return;
        yield chunk.value;
      }
    }
  } finally {
    tar.destroy();
  }
  throw new AppError(
    "validation_failed",
    `The bundle has no ${RELEASE_GOLD_PATH}: import a release's .tar.gz as downloaded, or its gold JSONL.`,
  );
}
