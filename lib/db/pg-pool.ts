import "server-only";
import pg from "pg";
import { env } from "@/lib/env";
import { BULK_APPLICATION_NAME } from "./sticky-query-queue";

// Bulk paths and the queue use `pg` directly: array parameters, cursors, no per-query overhead.
const globalForPg = globalThis as unknown as { accordPgPool?: pg.Pool };

export function pgPool(): pg.Pool {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error("DATABASE_URL is not set.");
  if (!globalForPg.accordPgPool) {
    // Kept 5 minutes, not 10 s: each holds prepared plans a new connection would build again.
    const pool = new pg.Pool({
      connectionString: url,
      max: env.ACCORD_DB_POOL,
      idleTimeoutMillis: 5 * 60_000,
    });
    // A dropped idle connection must not crash the process; the pool replaces it.
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

/** Outside the pool, named as bulk work, which the embedded server serves last (sticky-query-queue.ts). */
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

export const sqlOn =
  (client: pg.ClientBase): Sql =>
  async <T extends pg.QueryResultRow>(text: string, ...params: unknown[]) =>
    (await client.query<T>(text, params)).rows;

/** Statements outside a transaction, each on any connection of the pool (reads that need no snapshot). */
export const poolSql: Sql = async <T extends pg.QueryResultRow>(
  text: string,
  ...params: unknown[]
) => (await pgPool().query<T>(text, params)).rows;

/** Rolls back when `fn`, or the commit, throws. */
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

/** For work that does not fit one callback; exactly one of commit/rollback must be called. */
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

export async function withPgTransaction<T>(fn: (sql: Sql) => Promise<T>): Promise<T> {
  const client = await pgPool().connect();
  try {
    return await withClientTransaction(client, fn);
  } finally {
    client.release();
  }
}
