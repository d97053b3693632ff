// Decision 028: between transactions, the embedded server serves the waiting connection that
// used its one backend least lately, not the one that asked first, so a connection writing back
// to back (an import's batches) yields to interactive ones at every boundary. Runs its own
// embedded server, whatever the suite's database.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startEmbeddedServer, type EmbeddedServer } from "@/lib/db/embedded-server";
import { BULK_APPLICATION_NAME } from "@/lib/db/sticky-query-queue";

const dataDir = mkdtempSync(path.join(tmpdir(), "accord-fair-"));
let server: EmbeddedServer;
const clients: pg.Client[] = [];

beforeAll(async () => {
  server = await startEmbeddedServer({ dataDir });
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.end().catch(() => {})));
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function connect(): Promise<pg.Client> {
  const c = new pg.Client({ connectionString: server.url });
  c.on("error", () => {});
  await c.connect();
  clients.push(c);
  return c;
}
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
const heavy = "SELECT count(*) FROM generate_series(1, 1000000)";

it("serves a light connection before a busy one that asked first", async () => {
  const [holder, busy, light] = [await connect(), await connect(), await connect()];
  await busy.query(heavy); // the busy connection has used the backend lately
  // While the holder's transaction keeps the backend, the busy connection asks first, then the light one.
  await holder.query("BEGIN");
  const order: string[] = [];
  const busyDone = busy.query(heavy).then(() => order.push("busy"));
  await pause(50);
  const lightDone = light.query("SELECT 1").then(() => order.push("light"));
  await pause(50);
  expect(order).toEqual([]);
  await holder.query("COMMIT");
  await Promise.all([busyDone, lightDone]);
  expect(order).toEqual(["light", "busy"]);
});

it("still serves the busy connection when nobody else waits, and keeps a transaction on its connection", async () => {
  const [busy, other] = [await connect(), await connect()];
  await busy.query(heavy);
  await busy.query("BEGIN");
  await busy.query("CREATE TEMP TABLE t (n int)");
  const otherDone = other.query("SELECT 1");
  // The busy connection's transaction runs to its end before the other's statement.
  await busy.query("INSERT INTO t VALUES (1)");
  await busy.query("COMMIT");
  await otherDone;
  expect((await busy.query<{ n: number }>("SELECT n FROM t")).rows).toEqual([{ n: 1 }]);
});

// Bulk work (decision 055, lib/db/sticky-query-queue.ts): a connection named BULK_APPLICATION_NAME
// (a hidden import's writer) comes after every other waiting connection, also one that has used
// the backend more, and after the next message of one served just now; but it is never starved.
describe("a bulk connection", () => {
  const timings = { anticipateMs: 200, bulkMaxWaitMs: 600 };
  let bulkServer: EmbeddedServer;
  const bulkDir = mkdtempSync(path.join(tmpdir(), "accord-bulk-"));
  beforeAll(async () => {
    bulkServer = await startEmbeddedServer({ dataDir: bulkDir, queue: timings });
  });
  afterAll(async () => {
    await bulkServer?.stop();
    rmSync(bulkDir, { recursive: true, force: true });
  });
  const open = async (bulk = false) => {
    const c = new pg.Client({
      connectionString: bulkServer.url,
      ...(bulk ? { application_name: BULK_APPLICATION_NAME } : {}),
    });
    c.on("error", () => {});
    await c.connect();
    clients.push(c);
    return c;
  };

  it("waits for a connection that used the backend more, even when it asked first", async () => {
    const [holder, bulk, other] = [await open(), await open(true), await open()];
    await other.query(heavy);
    await other.query(heavy); // the other connection has used the backend more lately than the bulk one
    await holder.query("BEGIN");
    const order: string[] = [];
    const bulkDone = bulk.query("SELECT 1").then(() => order.push("bulk"));
    await pause(50);
    const otherDone = other.query("SELECT 1").then(() => order.push("other"));
    await pause(50);
    await holder.query("COMMIT");
    await Promise.all([bulkDone, otherDone]);
    expect(order).toEqual(["other", "bulk"]);
  });

  it("waits for the next message of a connection served just now", async () => {
    const [holder, bulk, other] = [await open(), await open(true), await open()];
    await holder.query("BEGIN");
    const order: string[] = [];
    const otherDone = other.query("SELECT 1").then(async () => {
      order.push("other 1");
      // Another round trip of the same request, after the backend was free for a moment.
      await pause(20);
      await other.query("SELECT 2");
      order.push("other 2");
    });
    await pause(50);
    const bulkDone = bulk.query("SELECT 1").then(() => order.push("bulk"));
    await pause(50);
    await holder.query("COMMIT");
    await Promise.all([bulkDone, otherDone]);
    expect(order).toEqual(["other 1", "other 2", "bulk"]);
  });

  it("is served once it has waited bulkMaxWaitMs while others keep the backend busy", async () => {
    const [bulk, other] = [await open(true), await open()];
    let othersRunning = true;
    let othersServed = 0;
    const others = (async () => {
      while (othersRunning) {
        await other.query("SELECT count(*) FROM generate_series(1, 20000)");
        othersServed += 1;
      }
    })();
    await pause(50);
    const t = performance.now();
    await bulk.query("SELECT 1");
    const waited = performance.now() - t;
    othersRunning = false;
    await others;
    expect(othersServed).toBeGreaterThan(0);
    expect(waited).toBeGreaterThanOrEqual(timings.bulkMaxWaitMs - 50);
    expect(waited).toBeLessThan(timings.bulkMaxWaitMs + 2000);
  });
});
