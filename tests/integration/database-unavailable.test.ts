import net from "node:net";
import { afterAll, expect, inject, it, vi } from "vitest";
import { createTokenAction } from "@/app/(app)/tokens/actions";
import { GET as listProjects } from "@/app/api/v1/projects/route";
import { POST as importRoute } from "@/app/api/v1/projects/[id]/items/route";
import { createApiToken } from "@/lib/auth/api-tokens";
import * as session from "@/lib/auth/get-session-user";
import { pgPool } from "@/lib/db/pg-pool";
import { itemLineExamples } from "@/lib/items/import/item-line-examples";
import { makeProject } from "../factories";
import { callRoute } from "./helpers/call-route";

// SPEC §7 "Crash-safe start-up": a full disk or an unreachable database answers 503 with a
// message, never a bare 500, and the app recovers by itself when it clears. This file's app
// reaches the suite's database through a TCP relay the test can cut (connections dropped, the
// port closed) and open again; the full disk is the server's own error (SQLSTATE 53100), raised
// by a trigger. The session of the action is the one thing faked (it lives in a cookie).
vi.mock("@/lib/auth/get-session-user", () => ({ getSessionUser: vi.fn() }));

const target = new URL(inject("databaseUrl"));
const sockets = new Set<net.Socket>();
const relay = net.createServer((client) => {
  const upstream = net.connect(Number(target.port || 5432), target.hostname);
  for (const s of [client, upstream]) {
    sockets.add(s);
    s.on("error", () => {});
    s.once("close", () => sockets.delete(s));
  }
  client.pipe(upstream).pipe(client);
  client.once("close", () => upstream.destroy());
  upstream.once("close", () => client.destroy());
});
const listen = (port = 0) =>
  new Promise<void>((resolve) => relay.listen(port, "127.0.0.1", resolve));
await listen();
const port = (relay.address() as net.AddressInfo).port;
const relayed = new URL(target);
relayed.port = String(port);
// Read on first use by Prisma's client and the pg pool, which no test has used yet.
process.env.DATABASE_URL = relayed.toString();

/** The database becomes unreachable: every connection dropped, the port closed. */
async function cut() {
  const closed = new Promise((resolve) => relay.close(resolve));
  for (const s of sockets) s.destroy();
  await closed;
}
afterAll(() => relay.close());

const UNAVAILABLE = /^The database is unavailable \(.+\); try again shortly\.$/;

it("an unreachable database answers 503 with a message, then serves again once it is back", async () => {
  const { lead } = await makeProject({ kind: "generated_comment" });
  const auth = {
    authorization: `Bearer ${(await createApiToken({ userId: lead.id, name: "t" })).token}`,
  };
  vi.mocked(session.getSessionUser).mockResolvedValue(lead);
  expect((await callRoute(listProjects, { method: "GET", headers: auth })).status).toBe(200);

  await cut();
  const down = await callRoute(listProjects, { method: "GET", headers: auth });
  expect(down.status).toBe(503);
  expect(down.json.error).toMatchObject({
    code: "unavailable",
    message: expect.stringMatching(UNAVAILABLE),
  });
  const form = new FormData();
  form.set("name", "ci");
  form.set("ttlDays", "");
  expect(await createTokenAction(null, form)).toMatchObject({
    ok: false,
    code: "unavailable",
    message: expect.stringMatching(UNAVAILABLE),
  });

  // New connections are refused now, not only the pooled ones lost.
  expect(
    (await callRoute(listProjects, { method: "GET", headers: auth })).json.error?.message,
  ).toBe("The database is unavailable (it cannot be reached); try again shortly.");

  await listen(port);
  expect((await callRoute(listProjects, { method: "GET", headers: auth })).status).toBe(200);
});

it("a full disk under an import answers 503 naming it, and the same import succeeds once there is room", async () => {
  const { id: projectId, lead } = await makeProject({ kind: "generated_comment" });
  const auth = {
    authorization: `Bearer ${(await createApiToken({ userId: lead.id, name: "t" })).token}`,
  };
  const line =
    JSON.stringify({ ...itemLineExamples.generated_comment, external_id: "disk-full-probe" }) +
    "\n";
  const post = () =>
    callRoute(importRoute, {
      method: "POST",
      params: { id: String(projectId) },
      headers: { ...auth, "content-type": "application/x-ndjson" },
      body: line,
    });
  // As the owner (on the embedded database the session runs as the app's role, decision 055).
  const owner = async (sql: string) => {
    const client = await pgPool().connect();
    try {
      await client.query(`BEGIN; SET LOCAL ROLE NONE; ${sql}; COMMIT`);
    } finally {
      client.release();
    }
  };
  await owner(`CREATE FUNCTION accord_test_disk_full() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN RAISE EXCEPTION 'could not extend file "base/1/2": No space left on device' USING ERRCODE = '53100'; END $$;
    CREATE TRIGGER disk_full BEFORE INSERT ON items FOR EACH ROW WHEN (NEW.external_id = 'disk-full-probe') EXECUTE FUNCTION accord_test_disk_full()`);
  try {
    const full = await post();
    expect(full.status).toBe(503);
    expect(full.json.error).toMatchObject({
      code: "unavailable",
      message: "The database is unavailable (its disk is full); try again shortly.",
    });
  } finally {
    await owner(`DROP TRIGGER disk_full ON items; DROP FUNCTION accord_test_disk_full()`);
  }
  expect((await post()).status).toBe(201);
});
