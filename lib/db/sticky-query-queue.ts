import type { PGlite } from "@electric-sql/pglite";
import type { PGLiteSocketServer } from "@electric-sql/pglite-socket";

// pglite-socket serves all connections from one backend, interleaving their messages outside
// transactions, so one connection's Parse could replace another's unnamed statement before its
// Bind. The queue stays on a connection from its first extended-protocol message to its Sync.
//
// Between cycles, the next message is the waiting connection's that used the backend least lately
// (decision 028), and bulk connections (BULK_APPLICATION_NAME) go last: served only when nobody
// else waited for ANTICIPATE_MS, or after BULK_MAX_WAIT_MS so they never starve (decision 055).

type Entry = {
  handlerId: number;
  message: Uint8Array;
  resolve: (n: number) => void;
  reject: (e: unknown) => void;
  onData: (d: Uint8Array) => void;
};
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
const isStartup = (m: Uint8Array) =>
  m.length >= 8 && new DataView(m.buffer, m.byteOffset, m.byteLength).getInt32(4) === 196608;

const USAGE_HALF_LIFE_MS = 1000;
/** The application_name of a connection whose work should wait for everyone else's. */
export const BULK_APPLICATION_NAME = "accord-bulk";
/** How long after another connection's last message a bulk one still waits for its next. */
const ANTICIPATE_MS = 15;
/** The longest a bulk connection waits for its turn while others keep the backend busy. */
const BULK_MAX_WAIT_MS = 1000;

/** The parameters of a startup message (length, protocol, then name\0value\0 … \0). */
function startupParameters(m: Uint8Array): Map<string, string> {
  const text = new TextDecoder().decode(m.subarray(8));
  const parts = text.split("\0");
  const out = new Map<string, string>();
  for (let i = 0; i + 1 < parts.length && parts[i] !== ""; i += 2) out.set(parts[i], parts[i + 1]);
  return out;
}

export function makeQueueSticky(
  server: PGLiteSocketServer,
  opts: { anticipateMs?: number; bulkMaxWaitMs?: number } = {},
): void {
  const anticipateMs = opts.anticipateMs ?? ANTICIPATE_MS;
  const bulkMaxWaitMs = opts.bulkMaxWaitMs ?? BULK_MAX_WAIT_MS;
  const q = (server as unknown as { queryQueue: Queue }).queryQueue;
  let midCycle = false;
  const bulk = new Set<number>();
  // When another connection's message was last served, and since when the first waiting bulk message waits.
  let othersServedAt = -Infinity;
  let bulkWaitingSince: number | null = null;
  let wakeUp: ReturnType<typeof setTimeout> | null = null;
  const usage = new Map<number, { ms: number; at: number }>();
  const usedLately = (handlerId: number, now: number) => {
    const u = usage.get(handlerId);
    return u ? u.ms * 0.5 ** ((now - u.at) / USAGE_HALF_LIFE_MS) : 0;
  };
  /** -1 with a wait when only bulk connections wait and another may be about to ask. */
  const next = (): { index: number; wait: number } => {
    const now = performance.now();
    let best = -1;
    let bestUsage = Infinity;
    let firstBulk = -1;
    const seen = new Set<number>();
    for (const [i, e] of q.queue.entries()) {
      if (seen.has(e.handlerId)) continue;
      seen.add(e.handlerId);
      if (bulk.has(e.handlerId)) {
        if (firstBulk === -1) firstBulk = i;
        continue;
      }
      const u = usedLately(e.handlerId, now);
      if (u < bestUsage) [best, bestUsage] = [i, u];
    }
    if (firstBulk === -1) {
      bulkWaitingSince = null;
      return { index: best, wait: 0 };
    }
    bulkWaitingSince ??= now;
    if (now - bulkWaitingSince >= bulkMaxWaitMs) return { index: firstBulk, wait: 0 };
    if (best !== -1) return { index: best, wait: 0 };
    const wait = Math.min(othersServedAt + anticipateMs, bulkWaitingSince + bulkMaxWaitMs) - now;
    return wait > 0 ? { index: -1, wait } : { index: firstBulk, wait: 0 };
  };

  q.processQueue = async function processQueue() {
    if (q.processing || q.queue.length === 0) return;
    q.processing = true;
    try {
      while (q.queue.length > 0) {
        const owner =
          (midCycle || q.db.isInTransaction()) && q.lastHandlerId !== null ? q.lastHandlerId : null;
        const { index, wait } =
          owner === null
            ? next()
            : { index: q.queue.findIndex((e) => e.handlerId === owner), wait: 0 };
        if (wait > 0) {
          // Only bulk work waits, and another connection may be about to ask: enqueue() restarts
          // us if it does, this timer if it does not.
          if (wakeUp) clearTimeout(wakeUp);
          wakeUp = setTimeout(() => {
            wakeUp = null;
            void q.processQueue();
          }, Math.ceil(wait));
          break;
        }
        if (index === -1) break; // wait for the owner's next message; enqueue() restarts us
        const [entry] = q.queue.splice(index, 1);
        if (
          isStartup(entry.message) &&
          startupParameters(entry.message).get("application_name") === BULK_APPLICATION_NAME
        )
          bulk.add(entry.handlerId);
        if (owner === null && bulk.has(entry.handlerId)) bulkWaitingSince = null;
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
        usage.set(entry.handlerId, {
          ms: usedLately(entry.handlerId, ended) + (ended - started),
          at: ended,
        });
        if (!bulk.has(entry.handlerId)) othersServedAt = ended;
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
    bulk.delete(id);
    if (q.lastHandlerId === id) midCycle = false;
    void q.processQueue();
  };
}
