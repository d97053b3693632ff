import type { Readable } from "node:stream";

/**
 * A readable object stream's items, then its error if it fails, in the order they happened.
 * (`for await` over a stream throws as soon as it errors and drops what it had buffered, so
 * which rows came before a broken one would depend on chunk sizes.)
 */
export async function* readInOrder<T>(
  stream: Readable,
  highWater = 64,
): AsyncGenerator<{ item: T } | { error: unknown }> {
  const queue: ({ item: T } | { error: unknown })[] = [];
  let ended = false;
  let wake: (() => void) | null = null;
  const notify = () => {
    wake?.();
    wake = null;
  };
  stream.on("data", (item: T) => {
    queue.push({ item });
    if (queue.length >= highWater) stream.pause();
    notify();
  });
  stream.on("error", (error) => {
    queue.push({ error });
    ended = true;
    notify();
  });
  stream.on("end", () => {
    ended = true;
    notify();
  });
  stream.on("close", () => {
    ended = true;
    notify();
  });
  while (true) {
    const next = queue.shift();
    if (next) {
      if (queue.length < highWater / 2 && stream.isPaused()) stream.resume();
      yield next;
      if ("error" in next) return;
      continue;
    }
    if (ended) return;
    if (stream.isPaused()) stream.resume();
    await new Promise<void>((resolve) => (wake = resolve));
  }
}
