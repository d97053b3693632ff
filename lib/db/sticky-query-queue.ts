import type { PGlite } from "@electric-sql/pglite";
import type { PGLiteSocketServer } from "@electric-sql/pglite-socket";

// pglite-socket 0.2.17 runs one PGlite backend for all connections and interleaves their
// protocol messages one by one outside transactions. An extended-protocol query is several
// messages (Parse, Bind, Describe, Execute … Sync); interleaved, connection B's Parse replaces
// A's unnamed statement before A's Bind ("bind message supplies 2 parameters, but prepared
// statement "" requires 3"). We keep the queue on one connection from its first such message
// until its Sync, as the package already does for the length of a transaction.

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

export function makeQueueSticky(server: PGLiteSocketServer): void {
  const q = (server as unknown as { queryQueue: Queue }).queryQueue;
  let midCycle = false;

  q.processQueue = async function processQueue() {
    if (q.processing || q.queue.length === 0) return;
    q.processing = true;
    try {
      while (q.queue.length > 0) {
        const owner = (midCycle || q.db.isInTransaction()) && q.lastHandlerId !== null ? q.lastHandlerId : null;
        const index = owner === null ? 0 : q.queue.findIndex((e) => e.handlerId === owner);
        if (index === -1) break; // wait for the owner's next message; enqueue() restarts us
        const [entry] = q.queue.splice(index, 1);
        let bytes = 0;
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
    if (q.lastHandlerId === id) midCycle = false;
    void q.processQueue();
  };
}
