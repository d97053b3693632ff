import type pg from "pg";
import { pgPool, withClientTransaction } from "@/lib/db/pg-pool";

/**
 * Runs one statement as the tables' owner, who sees every row: the embedded app's role does not
 * see an unpublished import's (decision 055, lib/db/embedded-role.ts); on a server the suite's
 * role already is the owner. Read only: the transaction is rolled back.
 */
export async function asOwner<T extends pg.QueryResultRow>(
  text: string,
  ...params: unknown[]
): Promise<T[]> {
  const client = await pgPool().connect();
  try {
    await client.query("BEGIN");
    await client.query("SET LOCAL ROLE NONE");
    return (await client.query<T>(text, params)).rows;
  } finally {
    await client.query("ROLLBACK");
    client.release();
  }
}

/** Runs `text` as the tables' owner and commits (a test trigger or a function's settings need it). */
export async function ownerDo(text: string): Promise<void> {
  const client = await pgPool().connect();
  try {
    await withClientTransaction(client, async (sql) => {
      await sql("SET LOCAL ROLE NONE");
      await sql(text);
    });
  } finally {
    client.release();
  }
}
