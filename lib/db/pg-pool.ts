import "server-only";
import pg from "pg";
import { env } from "@/lib/env";
import { BULK_APPLICATION_NAME } from "./sticky-query-queue";

// Bulk paths (import, export) and the queue talk to Postgres through `pg` directly: large array
// parameters, cursors and single-statement claims, without Prisma's per-query overhead. Same
// DATABASE_URL, same database; ACCORD_DB_POOL connections (default 10), like Prisma's pool.
const globalForPg = globalThis as unknown as { accordPgPool?: pg.Pool };

export function pgPool(): pg.Pool {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error("DATABASE_URL is not set.");
  if (!globalForPg.accordPgPool) {
    // Idle connections are kept for 5 minutes (pg's default closes them after 10 s): each one
    // holds its prepared statements and plans (lib/db/prepared-query.ts), which a new connection
    // has to build again, so a pool that shrinks in every lull pays that in the next burst.
    const pool = new pg.Pool({
      connectionString: url,
      max: env.ACCORD_DB_POOL,
      idleTimeoutMillis: 5 * 60_000,
    });
    // An idle connection dropped by the server (restart, embedded server stopped) must not
    // crash the process; the pool replaces it on next use.
    pool.on("error", (e) => console.warn(`database connection lost: ${e.message}`));
    globalForPg.accordPgPool = pool;
  }
  return globalForPg.accordPgPool;
}

/** For scripts that stop the database they used: close idle connections first. */
export async function closePgPool(): Promise<void> {
  await globalForPg.accordPgPool?.end();
  globalForPg.accordPgPool = undefined;
}

/**
 * A connection of its own, outside the pool, named as bulk work: the embedded server serves it only
 * when nobody else waits (lib/db/sticky-query-queue.ts). For writers that hold the backend in many
 * long transactions one after the other (a hidden import's batches and its discard). End it with
 * `end()`.
 */
export async function openBulkConnection(url = process.env.DATABASE_URL): Promise<pg.Client> {
  if (!url) throw new Error("DATABASE_URL is not set.");
  const client = new pg.Client({ connectionString: url, application_name: BULK_APPLICATION_NAME });
  // A connection the server drops between statements must not crash the process: the next statement fails instead.
  client.on("error", (e) => console.warn(`database connection lost: ${e.message}`));
  await client.connect();
  return client;
}

export type Sql = <T extends pg.QueryResultRow = pg.QueryResultRow>(
  text: string,
  ...params: unknown[]
) => Promise<T[]>;

export type PgTransaction = {
  sql: Sql;
  commit: () => Promise<void>;
  rollback: () => Promise<void>;
};

/** A connection's statements as `Sql`: the rows of each. */
export const sqlOn =
  (client: pg.ClientBase): Sql =>
  async <T extends pg.QueryResultRow>(text: string, ...params: unknown[]) =>
    (await client.query<T>(text, params)).rows;

/**
 * Runs `fn` in one transaction on `client` (the pool's, or a lone connection a script opened);
 * rolls back when it, or the commit, throws.
 */
export async function withClientTransaction<T>(
  client: pg.ClientBase,
  fn: (sql: Sql) => Promise<T>,
): Promise<T> {
  await client.query("BEGIN");
  try {
    const result = await fn(sqlOn(client));
    await client.query("COMMIT");
    return result;
  } catch (e) {
    await client.query("ROLLBACK").catch(() => {});
    throw e;
  }
}

/**
 * Opens a transaction on one connection of the pool, for a caller whose work does not fit one
 * callback (the import writes batches while it reads the file). Exactly one of commit/rollback
 * must be called; either returns the connection to the pool.
 */
export async function beginPgTransaction(): Promise<PgTransaction> {
  const client = await pgPool().connect();
  const sql = sqlOn(client);
  try {
    await client.query("BEGIN");
  } catch (e) {
    client.release();
    throw e;
  }
  return {
    sql,
    commit: async () => {
      try {
        await client.query("COMMIT");
      } catch (e) {
        await client.query("ROLLBACK").catch(() => {});
        throw e;
      } finally {
        client.release();
      }
    },
    rollback: async () => {
      await client.query("ROLLBACK").catch(() => {});
      client.release();
    },
  };
}

/** Runs `fn` in one transaction on one connection; rolls back when it throws. */
export async function withPgTransaction<T>(fn: (sql: Sql) => Promise<T>): Promise<T> {
  const client = await pgPool().connect();
  try {
    return await withClientTransaction(client, fn);
  } finally {
    client.release();
  }
}
