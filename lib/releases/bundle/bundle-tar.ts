import { createHash } from "node:crypto";
import { createGzip } from "node:zlib";
import tar from "tar-stream";

type Entries = {
  /** Adds a file of `size` bytes from `chunks`; resolves to its sha256 (hex) once written. */
  add(
    name: string,
    size: number,
    chunks: AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
  ): Promise<string>;
  signal: AbortSignal;
};

const asError = (e: unknown) => (e instanceof Error ? e : new Error("The bundle failed."));

// A write that the tar stream cannot take now waits for drain, or fails when the stream is gone.
function drained(sink: {
  on(event: string, f: (e?: unknown) => void): unknown;
  off(event: string, f: (e?: unknown) => void): unknown;
}): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = (e?: unknown) => {
      sink.off("drain", done);
      sink.off("close", closed);
      if (e) reject(asError(e));
      else resolve();
    };
    const closed = () => done(new Error("The bundle stream was closed."));
    sink.on("drain", done);
    sink.on("close", closed);
  });
}

/**
 * A .tar.gz as a web stream, its entries written by `write` one after another under `root/`, with
 * backpressure end to end: gzip waits for the reader, tar for gzip, `write` for tar. A reader's
 * cancel aborts `signal` and destroys the streams, so `write` stops (and cleans up) at its next step.
 */
export function tarGzStream(
  root: string,
  mtime: Date,
  write: (entries: Entries) => Promise<void>,
): ReadableStream<Uint8Array> {
  const pack = tar.pack();
  const gzip = createGzip({ level: 6 });
  const abort = new AbortController();
  const fail = (e: unknown) => {
    abort.abort(e);
    pack.destroy(asError(e));
    gzip.destroy(asError(e));
  };
  pack.on("error", () => {}); // reported through gzip to the reader
  pack.pipe(gzip);
  const entries: Entries = {
    signal: abort.signal,
    async add(name, size, chunks) {
      const hash = createHash("sha256");
      let written: (e?: Error | null) => void = () => {};
      const finished = new Promise<void>((resolve, reject) => {
        written = (e) => (e ? reject(e) : resolve());
      });
      finished.catch(() => {}); // awaited below, unless a write failed first
      const sink = pack.entry({ name: `${root}/${name}`, size, mtime }, (e) => written(e));
      sink.on("error", () => {}); // reported by the entry's callback
      try {
        for await (const chunk of chunks) {
          abort.signal.throwIfAborted();
          hash.update(chunk);
          if (!sink.write(chunk)) await drained(sink);
        }
        sink.end(undefined);
      } catch (e) {
        sink.destroy(asError(e));
        throw e;
      }
      await finished;
      return hash.digest("hex");
    },
  };
  write(entries).then(
    () => pack.finalize(),
    (e) => fail(e),
  );
  const chunks = gzip[Symbol.asyncIterator]();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await chunks.next();
      if (next.done) controller.close();
      else controller.enqueue(new Uint8Array(next.value as Buffer));
    },
    async cancel() {
      fail(new Error("The download was cancelled."));
      await chunks.return?.();
    },
  });
}
