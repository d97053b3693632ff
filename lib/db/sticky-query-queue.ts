import type { PGlite } from "@electric-sql/pglite";
import type { PGLiteSocketServer } from "@electric-sql/pglite-socket";

// pglite-socket 0.2.17 runs one PGlite backend for all connections and interleaves their
// protocol messages one by one outside transactions. An extended-protocol query is several
// messages (Parse, Bind, Describe, Execute … Sync); interleaved, connection B's Parse replaces
// A's unnamed statement before A's Bind ("bind message supplies 2 parameters, but prepared
// statement "" requires 3"). We keep the queue on one connection from its first such message
// until its Sync, as the package already does for the length of a transaction.
//
// Between cycles and transactions the package serves queued messages first come, first served,
// so a connection writing back to back (an import's batches) takes a turn as often as each
// interactive one, and its statements are long: others' requests of several round trips each
// waited a batch per round trip (decision 028). Instead, the next message is the one of the
// waiting connection that used the backend least lately (its execution time, halved every
// second): a busy writer runs whenever nobody else waits, and yields at every boundary when
// someone does. A connection's messages stay in their order; a cycle or transaction, once begun,
// still runs to its end.

type Entry = { handlerId: number; message: Uint8Array; resolve: (n: number) => void; reject: (e: unknown) => void; onData: (d: Uint8Array) => void };
type Queue = {
  queue: Entry[];
  processing: boolean;
  lastHandlerId: number | null;
  db: PGlite;
  processQueue: () => Promise<void>;
  clearQueueForHandler: (id: number) => void;
};

const PARSE = 0x50,
  BIND = 0x42,
  DESCRIBE = 0x44,
  EXECUTE = 0x45,
  CLOSE = 0x43,
  FLUSH = 0x48;
const opensCycle = new Set([PARSE, BIND, DESCRIBE, EXECUTE, CLOSE, FLUSH]);
const isStartup = (m: Uint8Array) => m.length >= 8 && new DataView(m.buffer, m.byteOffset, m.byteLength).getInt32(4) === 196608;

const USAGE_HALF_LIFE_MS = 1000;

export function makeQueueSticky(server: PGLiteSocketServer): void {
  const q = (server as unknown as { queryQueue: Queue }).queryQueue;
  let midCycle = false;
  const usage = new Map<number, { ms: number; at: number }>();
  const usedLately = (handlerId: number, now: number) => {
    const u = usage.get(handlerId);
    return u ? u.ms * 0.5 ** ((now - u.at) / USAGE_HALF_LIFE_MS) : 0;
  };
  /** The first queued message of the waiting connection with the least recent backend time. */
  const leastUsed = () => {
    const now = performance.now();
    let best = 0;
    let bestUsage = Infinity;
    const seen = new Set<number>();
    for (const [i, e] of q.queue.entries()) {
      if (seen.has(e.handlerId)) continue;
      seen.add(e.handlerId);
      const u = usedLately(e.handlerId, now);
      if (u < bestUsage) [best, bestUsage] = [i, u];
    }
    return best;
  };

  q.processQueue = async function processQueue() {
    if (q.processing || q.queue.length === 0) return;
    q.processing = true;
    try {
      while (q.queue.length > 0) {
        const owner = (midCycle || q.db.isInTransaction()) && q.lastHandlerId !== null ? q.lastHandlerId : null;
        const index = owner === null ? leastUsed() : q.queue.findIndex((e) => e.handlerId === owner);
        if (index === -1) break; // wait for the owner's next message; enqueue() restarts us
        const [entry] = q.queue.splice(index, 1);
        let bytes = 0;
        const started = performance.now();
        try {
          await q.db.runExclusive(() =>
            q.db.execProtocolRawStream(entry.message, {
              onRawData: (d: Uint8Array) => {
                bytes += d.length;
                entry.onData(d);
              },
            }),
          );
        } catch (e) {
          midCycle = false;
          entry.reject(e);
          continue;
        }
        const ended = performance.now();
        usage.set(entry.handlerId, { ms: usedLately(entry.handlerId, ended) + (ended - started), at: ended });
        q.lastHandlerId = entry.handlerId;
        midCycle = !isStartup(entry.message) && opensCycle.has(entry.message[0]);
        entry.resolve(bytes);
      }
    } finally {
      q.processing = false;
    }
  };

  // A connection that closes mid-cycle must not leave the queue waiting for it.
  const clear = q.clearQueueForHandler.bind(q);
  q.clearQueueForHandler = (id: number) => {
    clear(id);
    usage.delete(id);
    if (q.lastHandlerId === id) midCycle = false;
    void q.processQueue();
  };
}
