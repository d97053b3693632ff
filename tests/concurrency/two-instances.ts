// Two `next start` instances on one database, 50 annotators claiming and submitting over HTTP
// at once; then SQL checks that every item has exactly two distinct annotators and nothing was
// lost or doubled. Needs a production build (`npm run build`).
// Run: tsx --conditions=react-server tests/concurrency/two-instances.ts
// Database: $TEST_DATABASE_URL (its public schema is WIPED), else a new embedded PGlite.
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { assertTestDatabaseUrl } from "@/lib/db/assert-test-database-url";
import { freePort, startNextServer, type NextServer } from "./start-next-server";
import { newTally, simulateAnnotator } from "./simulate-annotator";

const ANNOTATORS = 50;
const ITEMS = 500;
const started = Date.now();
const say = (line: string) => console.log(`[${((Date.now() - started) / 1000).toFixed(1).padStart(5)} s] ${line}`);

if (!existsSync(path.resolve(".next/BUILD_ID"))) {
  console.error("two-instances: no production build in .next/ — run `npm run build` first.");
  process.exit(2);
}

const cleanups: (() => Promise<void>)[] = [];
async function cleanUp() {
  for (const fn of cleanups.reverse()) await fn().catch((e: unknown) => console.error(e));
}

async function openDatabase(): Promise<{ url: string; kind: string }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    assertTestDatabaseUrl(serverUrl); // before anything is dropped
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query("DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;");
    await client.end();
    return { url: serverUrl, kind: "PostgreSQL ($TEST_DATABASE_URL)" };
  }
  const { startEmbeddedServer } = await import("@/lib/db/embedded-server");
  const dataDir = mkdtempSync(path.join(tmpdir(), "accord-two-"));
  const server = await startEmbeddedServer({ dataDir });
  cleanups.push(async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return { url: server.url, kind: "embedded PGlite (shared over its socket)" };
}

async function main(): Promise<boolean> {
  const database = await openDatabase();
  const { migrateDatabase } = await import("@/lib/db/migrate-database");
  await migrateDatabase({ url: database.url });
  process.env.DATABASE_URL = database.url;
  say(`database: ${database.kind}`);

  const { addAnnotatorsInBulk, makeQueueProject } = await import("./queue-fixtures");
  const { createApiToken } = await import("@/lib/auth/api-tokens");
  const { projectId } = await makeQueueProject({ kind: "generated_comment", items: ITEMS, annotators: 0 });
  const annotators = await addAnnotatorsInBulk({ projectId, count: ANNOTATORS });
  const tokens = await Promise.all(annotators.map((a) => createApiToken({ userId: a.id, name: "two-instances" }).then((t) => t.token)));
  say(`project ${projectId}: ${ITEMS} generated_comment items, ${ANNOTATORS} annotators with tokens`);

  const env = { DATABASE_URL: database.url, NEXTAUTH_SECRET: randomBytes(32).toString("base64url") };
  const servers: NextServer[] = [];
  cleanups.push(async () => {
    await Promise.all(servers.map((s) => s.stop()));
  });
  for (const port of [await freePort(), await freePort()]) servers.push(await startNextServer({ port, env: { ...env } }));
  say(`instances: ${servers.map((s) => s.url).join(", ")}`);

  const tally = newTally();
  const t0 = Date.now();
  await Promise.all(tokens.map((token, i) => simulateAnnotator({ token, projectId, baseUrls: servers.map((s) => s.url), seed: 1000 + i, tally, maxSteps: ITEMS + 10 })));
  const seconds = (Date.now() - t0) / 1000;
  say(`annotators done in ${seconds.toFixed(1)} s (${Math.round(tally.submitted / seconds)} submits/s)`);

  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  const q = async (sql: string) => Number((await client.query<{ n: string }>(sql, [projectId])).rows[0].n);
  const checks = {
    items: await q(`SELECT count(*) AS n FROM items WHERE project_id = $1`),
    "items without exactly 2 distinct annotators": await q(
      `SELECT count(*) AS n FROM items i WHERE i.project_id = $1
         AND (SELECT count(DISTINCT a.user_id) FROM annotations a WHERE a.item_id = i.id) <> 2`,
    ),
    "duplicate annotations": await q(`SELECT count(*) - count(DISTINCT (a.item_id, a.user_id)) AS n FROM annotations a JOIN items i ON i.id = a.item_id WHERE i.project_id = $1`),
    annotations: await q(`SELECT count(*) AS n FROM annotations a JOIN items i ON i.id = a.item_id WHERE i.project_id = $1`),
    "items not agreed or in disagreement": await q(`SELECT count(*) AS n FROM items WHERE project_id = $1 AND status NOT IN ('agreed', 'disagreement')`),
    "gold records": await q(`SELECT count(*) AS n FROM gold_records g JOIN items i ON i.id = g.item_id WHERE i.project_id = $1`),
  };
  await client.end();

  const fiveXX = [...tally.statuses].filter(([k]) => /\s5\d\d$/.test(k)).reduce((n, [, v]) => n + v, 0);
  say(
    `HTTP: ${[...tally.statuses]
      .sort()
      .map(([k, v]) => `${k} ×${v}`)
      .join(", ")}`,
  );
  for (const [name, value] of Object.entries(checks)) say(`${name}: ${value}`);
  const failures = [
    checks.items !== ITEMS && `expected ${ITEMS} items`,
    checks["items without exactly 2 distinct annotators"] !== 0 && "some items do not have exactly 2 distinct annotators",
    checks["duplicate annotations"] !== 0 && "duplicate annotations",
    checks.annotations !== tally.submitted && `${checks.annotations} annotations in the database but ${tally.submitted} submits answered 201 (lost or phantom writes)`,
    checks["items not agreed or in disagreement"] !== 0 && "some items were not compared",
    fiveXX !== 0 && `${fiveXX} responses were 5xx`,
    ...tally.errors.slice(0, 5),
  ].filter((f): f is string => Boolean(f));
  for (const f of failures) console.error(`FAIL: ${f}`);
  say(failures.length ? "two-instances: FAILED" : "two-instances: passed");
  return failures.length === 0;
}

const ok = await main().catch((e: unknown) => {
  console.error(e);
  return false;
});
await cleanUp();
process.exit(ok ? 0 : 1);
