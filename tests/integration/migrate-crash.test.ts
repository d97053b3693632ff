import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import pg from "pg";
import { afterAll, expect, inject, it } from "vitest";
import { migrateDatabase } from "@/lib/db/migrate-database";

// SPEC §7 "Crash-safe start-up" (decision 057): a start killed -9 at any point of its migrations
// leaves the database before or after each one, and the next start finishes by itself with the
// schema of a clean migrate; two starts at once both succeed and apply each migration once. On a
// server the children migrate a new database beside the suite's; embedded, each child opens and
// serves a new data dir itself, as `npm start` does, so a kill takes the database down with it.
const child = path.resolve(__dirname, "helpers/migrate-child.ts");
const isServer = inject("databaseKind") === "postgres";
const migrationNames = readdirSync(path.resolve(__dirname, "../../prisma/migrations"), {
  withFileTypes: true,
})
  .filter((d) => d.isDirectory())
  .map((d) => d.name)
  .sort();
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const clean of cleanups.reverse()) await clean();
});

type Run = { code: number | null; signal: NodeJS.Signals | null; lines: string[] };
function start(
  args: string[],
  killAt?: string,
): { done: Promise<Run>; line: (prefix: string) => Promise<string> } {
  const proc = spawn(
    process.execPath,
    ["--import", "tsx", "--conditions=react-server", child, ...args],
    {
      env: { ...process.env, KILL_AT: killAt ?? "" },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  const lines: string[] = [];
  const waiters: { prefix: string; resolve: (l: string) => void }[] = [];
  let stderr = "";
  proc.stderr.on("data", (d) => (stderr += d));
  createInterface({ input: proc.stdout }).on("line", (l) => {
    lines.push(l);
    for (const w of waiters) if (l.startsWith(w.prefix)) w.resolve(l.slice(w.prefix.length));
  });
  const done = new Promise<Run>((resolve) =>
    proc.once("exit", (code, signal) => {
      if (code) lines.push(`stderr: ${stderr.slice(-2000)}`);
      resolve({ code, signal, lines });
    }),
  );
  cleanups.push(async () => void proc.kill("SIGKILL"));
  return { done, line: (prefix) => new Promise((resolve) => waiters.push({ prefix, resolve })) };
}

/** A new empty database: on the server beside the suite's, embedded a new data dir (its migrate args). */
async function newDatabase(): Promise<{
  args: (command: "migrate" | "serve") => string[];
  url: () => Promise<string>;
}> {
  if (isServer) {
    const base = new URL(inject("databaseUrl"));
    const name = `${base.pathname.slice(1)}_crash_${process.pid}_${cleanups.length}`;
    const admin = new pg.Client({ connectionString: base.toString() });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    cleanups.push(async () => {
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    });
    const url = new URL(base);
    url.pathname = `/${name}`;
    return { args: () => ["migrate", url.toString()], url: async () => url.toString() };
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), "accord-migrate-crash-"));
  cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  return {
    args: (command) => [command === "migrate" ? "serve-migrate" : "serve", dataDir],
    url: () => start(["serve", dataDir]).line("url "),
  };
}

/** Tables, columns, constraints, indexes, functions, triggers, enums, policies: what a migrate makes. */
async function schemaOf(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ line: string }>(`
      SELECT concat_ws(' ', 'column', table_name, column_name, data_type, udt_name, is_nullable, column_default, ordinal_position) AS line
        FROM information_schema.columns WHERE table_schema = 'public'
      UNION ALL SELECT concat_ws(' ', 'constraint', conrelid::regclass, conname, pg_get_constraintdef(c.oid))
        FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace WHERE n.nspname = 'public'
      UNION ALL SELECT concat_ws(' ', 'index', tablename, indexname, indexdef) FROM pg_indexes WHERE schemaname = 'public'
      UNION ALL SELECT concat_ws(' ', 'function', proname, pg_get_function_identity_arguments(p.oid), md5(prosrc))
        FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace WHERE n.nspname = 'public'
      UNION ALL SELECT concat_ws(' ', 'trigger', tgrelid::regclass, tgname, pg_get_triggerdef(t.oid)) FROM pg_trigger t
        JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = 'public' AND NOT tgisinternal
      UNION ALL SELECT concat_ws(' ', 'enum', typname, enumlabel, enumsortorder) FROM pg_enum e JOIN pg_type t ON t.oid = e.enumtypid
      UNION ALL SELECT concat_ws(' ', 'policy', tablename, policyname, qual, with_check) FROM pg_policies WHERE schemaname = 'public'
      UNION ALL SELECT concat_ws(' ', 'extension', extname) FROM pg_extension
      ORDER BY 1`);
    return rows.map((r) => r.line);
  } finally {
    await client.end();
  }
}

async function migrationRows(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{
      name: string;
      finished: boolean;
      rolled_back: boolean;
      checksum: string;
      steps: number;
    }>(
      `SELECT migration_name AS name, finished_at IS NOT NULL AS finished, rolled_back_at IS NOT NULL AS rolled_back, checksum, applied_steps_count AS steps
         FROM _prisma_migrations ORDER BY migration_name, started_at`,
    );
    return rows;
  } finally {
    await client.end();
  }
}

/** Each migration recorded once, finished (rows another attempt gave up on are marked rolled back), nothing left unfinished. */
function expectEachAppliedOnce(rows: Awaited<ReturnType<typeof migrationRows>>) {
  expect(rows.filter((r) => !r.finished && !r.rolled_back)).toEqual([]);
  expect(rows.filter((r) => r.finished && !r.rolled_back).map((r) => r.name)).toEqual(
    migrationNames,
  );
  for (const r of rows) expect(r.checksum).toMatch(/^[0-9a-f]{64}$/);
}

// Kill points: after a migration's BEGIN; while its script runs (sent, answer unread) and once it
// ran; after its row is written; while COMMIT is in flight and once it committed; the two
// migrations that ALTER TYPE … ADD VALUE, sent and answered. Each start resumes the last one's work.
const killPoints = [
  "BEGIN#2#result",
  "CREATE TYPE#1#send",
  "CREATE TYPE#1#result",
  '"_prisma_migrations"#3#result',
  "COMMIT#1#send",
  "COMMIT#2#result",
  "ADD VALUE 'single'#1#send",
  "ADD VALUE 'single'#1#result",
  "ADD VALUE 'model_answer'#1#result",
  "COMMIT#4#send",
];

it(
  "a start killed -9 anywhere in its migrations leaves a database the next start finishes",
  { timeout: 300_000 },
  async () => {
    const db = await newDatabase();
    const killedAt: string[] = [];
    for (const point of killPoints) {
      const run = await start(db.args("migrate"), point).done;
      expect(run, `kill at ${point}: ${run.lines.join("\n")}`).toMatchObject({ signal: "SIGKILL" });
      killedAt.push(`${point} → ${run.lines.find((l) => l.startsWith("killed "))}`);
    }
    const last = await start(db.args("migrate")).done;
    expect(last, killedAt.join("\n")).toMatchObject({ code: 0 });

    const url = await db.url();
    expectEachAppliedOnce(await migrationRows(url));
    expect(await schemaOf(url)).toEqual(await schemaOf(inject("databaseUrl")));
  },
);

it(
  "two starts at once both succeed and apply each migration once",
  { timeout: 180_000 },
  async () => {
    const db = await newDatabase();
    // Embedded: one process serves the new data dir and both join it, as the CLI joins `npm start`.
    const target = isServer ? db.args("migrate") : ["migrate", await db.url()];
    const runs = await Promise.all([start(target).done, start(target).done]);
    for (const run of runs) expect(run, run.lines.join("\n")).toMatchObject({ code: 0 });
    const applied = runs.map((r) =>
      Number(r.lines.find((l) => l.startsWith("applied "))?.slice(8)),
    );
    expect(applied[0] + applied[1]).toBe(migrationNames.length);
    expectEachAppliedOnce(await migrationRows(isServer ? await db.url() : target[1]));
  },
);

// The runner before decision 057 recorded a migration, then ran its SQL as one batch: a kill
// in between left a row without finished_at, its SQL either all committed or not at all.
it("a migration an older start left unfinished is finished or run again; one recorded as failed is refused by name", async () => {
  const url = inject("databaseUrl");
  const committed = "20261211000100_import_visibility"; // its objects exist: running it again fails on the first
  // The last functions migration: running it again succeeds and leaves the functions as they were
  // (an older one would put back older functions in the suite's shared database).
  const rerun = migrationNames.filter((name) => name.endsWith("_functions")).at(-1)!;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const unfinish = (names: string[], logs: string | null) =>
    client.query(
      `UPDATE _prisma_migrations SET finished_at = NULL, applied_steps_count = 0, logs = $2 WHERE migration_name = ANY($1) AND rolled_back_at IS NULL`,
      [names, logs],
    );
  try {
    await unfinish([committed, rerun], null);
    expect(await migrateDatabase({ url })).toEqual([committed, rerun]);
    const rows = await migrationRows(url);
    expectEachAppliedOnce(rows);
    expect(rows.filter((r) => r.name === rerun).map((r) => [r.finished, r.rolled_back])).toEqual([
      [false, true],
      [true, false],
    ]);

    await unfinish([rerun], "ERROR: a migration that failed");
    await expect(migrateDatabase({ url })).rejects.toThrow(
      `Migration ${rerun} failed on an earlier start`,
    );
    await expect(migrateDatabase({ url })).rejects.toThrow(
      `npx prisma migrate resolve --rolled-back ${rerun}`,
    );
  } finally {
    await client.query(
      `UPDATE _prisma_migrations SET finished_at = coalesce(finished_at, now()), applied_steps_count = 1, logs = NULL WHERE migration_name = ANY($1) AND rolled_back_at IS NULL`,
      [[committed, rerun]],
    );
    await client.end();
  }
});
