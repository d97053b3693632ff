// Decision 028: between transactions, the embedded server serves the waiting connection that
// used its one backend least lately, not the one that asked first, so a connection writing back
// to back (an import's batches) yields to interactive ones at every boundary. Runs its own
// embedded server, whatever the suite's database.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, expect, it } from "vitest";
import { startEmbeddedServer, type EmbeddedServer } from "@/lib/db/embedded-server";

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
