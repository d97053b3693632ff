// Two `next start` instances on one database, 50 annotators claiming and submitting over HTTP
// at once; then SQL checks that every item has exactly two distinct annotators and nothing was
// lost or doubled. Needs a production build (`npm run build`).
// Run: tsx --conditions=react-server tests/concurrency/two-instances.ts [--languages]
// --languages: the items in four languages and every annotator with one or two of them (in
// turn): also checks that nobody was given an item outside their languages (decision 023).
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
const WITH_LANGUAGES = process.argv.includes("--languages");
const LANGUAGES = ["el", "en", "ru", "zh"];
const memberLanguages = (n: number) =>
  [[LANGUAGES[n % 4]], [LANGUAGES[n % 4], LANGUAGES[(n + 1) % 4]]][n % 2];
const ITEMS = 500;
const started = Date.now();
const say = (line: string) =>
  console.log(`[${((Date.now() - started) / 1000).toFixed(1).padStart(5)} s] ${line}`);

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
  const { projectId } = await makeQueueProject({
    kind: "generated_comment",
    items: ITEMS,
    annotators: 0,
    ...(WITH_LANGUAGES ? { language: (i: number) => LANGUAGES[i % 4] } : {}),
  });
  const annotators = await addAnnotatorsInBulk({ projectId, count: ANNOTATORS });
  if (WITH_LANGUAGES) {
    const { db } = await import("@/lib/db");
    for (const [n, a] of annotators.entries())
      await db.projectMember.update({
        where: { projectId_userId: { projectId, userId: a.id } },
        data: { languages: memberLanguages(n) },
      });
    say("languages: each annotator one or two of el, en, ru, zh, in turn");
  }
  const tokens = await Promise.all(
    annotators.map((a) =>
      createApiToken({ userId: a.id, name: "two-instances" }).then((t) => t.token),
    ),
  );
  say(
    `project ${projectId}: ${ITEMS} generated_comment items, ${ANNOTATORS} annotators with tokens`,
  );

  const env = {
    DATABASE_URL: database.url,
    NEXTAUTH_SECRET: randomBytes(32).toString("base64url"),
  };
  const servers: NextServer[] = [];
  cleanups.push(async () => {
    await Promise.all(servers.map((s) => s.stop()));
  });
  for (const port of [await freePort(), await freePort()])
    servers.push(await startNextServer({ port, env: { ...env } }));
  say(`instances: ${servers.map((s) => s.url).join(", ")}`);

  const tally = newTally();
  const t0 = Date.now();
  await Promise.all(
    tokens.map((token, i) =>
      simulateAnnotator({
        token,
        projectId,
        baseUrls: servers.map((s) => s.url),
        seed: 1000 + i,
        tally,
        maxSteps: ITEMS + 10,
      }),
    ),
  );
  const seconds = (Date.now() - t0) / 1000;
  say(
    `annotators done in ${seconds.toFixed(1)} s (${Math.round(tally.submitted / seconds)} submits/s)`,
  );

  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  const q = async (sql: string) =>
    Number((await client.query<{ n: string }>(sql, [projectId])).rows[0].n);
  const checks = {
    items: await q(`SELECT count(*) AS n FROM items WHERE project_id = $1`),
    "items without exactly 2 distinct annotators": await q(
      `SELECT count(*) AS n FROM items i WHERE i.project_id = $1
         AND (SELECT count(DISTINCT a.user_id) FROM annotations a WHERE a.item_id = i.id) <> 2`,
    ),
    "duplicate annotations": await q(
      `SELECT count(*) - count(DISTINCT (a.item_id, a.user_id)) AS n FROM annotations a JOIN items i ON i.id = a.item_id WHERE i.project_id = $1`,
    ),
    annotations: await q(
      `SELECT count(*) AS n FROM annotations a JOIN items i ON i.id = a.item_id WHERE i.project_id = $1`,
    ),
    "items not agreed or in disagreement": await q(
      `SELECT count(*) AS n FROM items WHERE project_id = $1 AND status NOT IN ('agreed', 'disagreement')`,
    ),
    "gold records": await q(
      `SELECT count(*) AS n FROM gold_records g JOIN items i ON i.id = g.item_id WHERE i.project_id = $1`,
    ),
    "annotations outside the annotator's languages": await q(
      `SELECT count(*) AS n FROM annotations a JOIN items i ON i.id = a.item_id JOIN project_members m ON m.project_id = i.project_id AND m.user_id = a.user_id
        WHERE i.project_id = $1 AND cardinality(m.languages) > 0 AND i.language IS NOT NULL AND i.language <> ALL (m.languages)`,
    ),
  };
  await client.end();

  const fiveXX = [...tally.statuses]
    .filter(([k]) => /\s5\d\d$/.test(k))
    .reduce((n, [, v]) => n + v, 0);
  say(
    `HTTP: ${[...tally.statuses]
      .sort()
      .map(([k, v]) => `${k} ×${v}`)
      .join(", ")}`,
  );
  for (const [name, value] of Object.entries(checks)) say(`${name}: ${value}`);
  const failures = [
    checks.items !== ITEMS && `expected ${ITEMS} items`,
    checks["items without exactly 2 distinct annotators"] !== 0 &&
      "some items do not have exactly 2 distinct annotators",
    checks["duplicate annotations"] !== 0 && "duplicate annotations",
    checks.annotations !== tally.submitted &&
      `${checks.annotations} annotations in the database but ${tally.submitted} submits answered 201 (lost or phantom writes)`,
    checks["items not agreed or in disagreement"] !== 0 && "some items were not compared",
    checks["annotations outside the annotator's languages"] !== 0 &&
      "some annotators were given items outside their languages",
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
