import { createHash, randomUUID } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { appRoleSql, isEmbedded } from "./embedded-role";

const migrationsDir = path.resolve(import.meta.dirname, "../../prisma/migrations");

/** Prisma's engine takes this same lock, so `prisma migrate deploy` and a start never migrate at once. */
const MIGRATION_LOCK = 72707369;

type Migration = { name: string; sql: string; checksum: string };

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

function readMigrations(): Migration[] {
  return readdirSync(migrationsDir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(path.join(migrationsDir, d.name, "migration.sql")))
    .map((d) => d.name)
    .sort()
    .map((name) => {
      const sql = readFileSync(path.join(migrationsDir, name, "migration.sql"), "utf8");
      return { name, sql, checksum: sha256(sql) };
    });
}

// Prisma's own table, so `prisma migrate status`/`resolve` and databases migrated before keep working.
const migrationsTableSql = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
  "id" VARCHAR(36) PRIMARY KEY NOT NULL,
  "checksum" VARCHAR(64) NOT NULL,
  "finished_at" TIMESTAMPTZ,
  "migration_name" VARCHAR(255) NOT NULL,
  "logs" TEXT,
  "rolled_back_at" TIMESTAMPTZ,
  "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
  "applied_steps_count" INTEGER NOT NULL DEFAULT 0
)`;

/**
 * Each migration in one transaction with its row (decision 057). On a server an advisory lock
 * serialises runs; embedded, PGlite's one session would grant it to all, so each transaction
 * re-checks its row, running as the owner only for itself (SET LOCAL ROLE NONE, decision 055).
 */
export async function migrateDatabase(opts: { url: string }): Promise<string[]> {
  const client = new pg.Client({ connectionString: opts.url });
  await client.connect();
  try {
    const embedded = await isEmbedded(client);
    if (!embedded) await client.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK]);
    try {
      return await applyPending(client, embedded ? "BEGIN; SET LOCAL ROLE NONE" : "BEGIN");
    } finally {
      if (embedded) await client.query(appRoleSql);
    }
  } finally {
    await client.end(); // a server releases the session lock with its connection
  }
}

type Row = { migration_name: string; checksum: string; finished: boolean; logs: string | null };

async function applyPending(client: pg.Client, begin: string): Promise<string[]> {
  await inTransaction(client, begin, () => client.query(migrationsTableSql));
  const { rows } = await client.query<Row>(
    `SELECT migration_name, checksum, finished_at IS NOT NULL AS finished, logs FROM _prisma_migrations WHERE rolled_back_at IS NULL`,
  );
  const migrations = readMigrations();
  warnOfEditedMigrations(migrations, rows);
  const finished = new Set(rows.filter((r) => r.finished).map((r) => r.migration_name));
  const applied: string[] = [];
  for (const migration of migrations)
    if (!finished.has(migration.name) && (await applyOne(client, begin, migration)))
      applied.push(migration.name);
  return applied;
}

async function inTransaction<T>(
  client: pg.Client,
  begin: string,
  work: () => Promise<T>,
): Promise<T> {
  await client.query(begin);
  try {
    const out = await work();
    await client.query("COMMIT");
    return out;
  } catch (e) {
    await client.query("ROLLBACK").catch(() => {});
    throw e;
  }
}

/** One migration and its row in one transaction; false if another process applied it meanwhile. */
async function applyOne(client: pg.Client, begin: string, m: Migration): Promise<boolean> {
  const outcome = await inTransaction(client, begin, async () => {
    const { rows } = await client.query<Row>(
      `SELECT migration_name, checksum, finished_at IS NOT NULL AS finished, logs FROM _prisma_migrations WHERE migration_name = $1 AND rolled_back_at IS NULL`,
      [m.name],
    );
    if (rows.some((r) => r.finished)) return "applied elsewhere" as const;
    const unfinished = rows[0];
    if (unfinished?.logs) throw failedEarlier(m.name, unfinished.logs);
    await client.query("SAVEPOINT script");
    try {
      await client.query(m.sql);
    } catch (e) {
      if (!unfinished || !isDuplicateObject(e))
        throw new Error(
          `Migration ${m.name} failed: ${(e as Error).message}. Nothing of it was applied.`,
          { cause: e },
        );
      // Left unfinished by a start that ran it as one batch (the runner before decision 057) and was
      // killed after its commit: its objects exist, so it is all there.
      await client.query("ROLLBACK TO SAVEPOINT script");
      await client.query(
        `UPDATE _prisma_migrations SET finished_at = now(), applied_steps_count = 1 WHERE migration_name = $1 AND finished_at IS NULL AND rolled_back_at IS NULL`,
        [m.name],
      );
      return "finished an interrupted one" as const;
    }
    // An interrupted start's row that never committed its SQL: kept (rows are never deleted) and marked as Prisma's resolve would.
    if (unfinished)
      await client.query(
        `UPDATE _prisma_migrations SET rolled_back_at = now() WHERE migration_name = $1 AND finished_at IS NULL AND rolled_back_at IS NULL`,
        [m.name],
      );
    await client.query(
      `INSERT INTO "_prisma_migrations" (id, checksum, migration_name, started_at, finished_at, applied_steps_count) VALUES ($1, $2, $3, clock_timestamp(), clock_timestamp(), 1)`,
      [randomUUID(), m.checksum, m.name],
    );
    return "applied" as const;
  });
  if (outcome === "finished an interrupted one")
    process.stderr.write(
      `Migration ${m.name}, left unfinished by an interrupted start, was already in the database: marked finished.\n`,
    );
  return outcome !== "applied elsewhere";
}

// An object the script creates already exists.
const DUPLICATE_OBJECT = new Set(["42P07", "42710", "42701", "42723", "42P06"]);
const isDuplicateObject = (e: unknown) =>
  DUPLICATE_OBJECT.has((e as { code?: string })?.code ?? "");

function failedEarlier(name: string, logs: string): Error {
  return new Error(
    `Migration ${name} failed on an earlier start and is marked failed in _prisma_migrations:\n${logs.split("\n").slice(0, 5).join("\n")}\n` +
      `Repair the database, then run \`npx prisma migrate resolve --rolled-back ${name}\` (to apply it again) or \`--applied ${name}\` (if it is in place), with DATABASE_URL set to this database, and start again.`,
  );
}

/**
 * An applied migration whose file changed is not applied again, but named: `migrate dev` calls it drift.
 */
function warnOfEditedMigrations(migrations: Migration[], rows: Row[]) {
  const current = new Map(migrations.map((m) => [m.name, m]));
  for (const row of rows) {
    const file = current.get(row.migration_name);
    if (
      !row.finished ||
      !file ||
      row.checksum === file.checksum ||
      row.checksum === sha256(file.sql.replaceAll("\r\n", "\n"))
    )
      continue;
    process.stderr.write(
      `Migration ${row.migration_name} was changed after this database applied it (checksum ${row.checksum.slice(0, 12)}…, file ${file.checksum.slice(0, 12)}…); the database keeps the version it ran.\n`,
    );
  }
}
