import "server-only";
import { hostname } from "node:os";
import type { Sql } from "@/lib/db/pg-pool";
import { ownProcessStart } from "@/lib/scratch/scratch-dir";

// An import whose batches are written in short transactions, hidden until it is published
// (decisions 036, 055): the embedded database's write path (lib/items/import/import-writer.ts).
// While its `imports` row exists its items are seen only by a transaction tagged with its id
// (the items_published policy, migration 20261211000100_import_visibility), and they are counted
// in import_tallies, not item_tallies (the item tally triggers).

/** Runs `fn` in one transaction (withPgTransaction, or a lone client's BEGIN … COMMIT). */
export type InTransaction = <T>(fn: (sql: Sql) => Promise<T>) => Promise<T>;

/**
 * A hidden import's batch (the embedded database, decision 055): each is a transaction that holds
 * the one backend, so others wait up to one batch. 100k generated comments, one claim+submit
 * every 200 ms, idle machine, 2026-12-04 (bench/README.md): the whole import (bench:import) took
 * 33.7 s with batches of 2,000 and others' p95 was 1,705 ms; 36.3 s and 523 ms with 500; 37.5 s and
 * 237 ms, then 44.1 s and 320 ms, with 250.
 * A discard deletes as many per transaction, for the same reason.
 */
export const HIDDEN_WRITE_BATCH = 250;

/** The `imports` row of a new import by this process, committed on its own: its id. */
export async function openImport(inTransaction: InTransaction, projectId: number): Promise<number> {
  return inTransaction(async (sql) => {
    const [row] = await sql<{ id: number }>(
      `INSERT INTO imports (project_id, pid, host, process_start) VALUES ($1, $2, $3, $4) RETURNING id`,
      projectId,
      process.pid,
      hostname(),
      ownProcessStart(),
    );
    return row.id;
  });
}

/**
 * Tags the transaction with the import: its inserts carry the id (items.import_id's default), and
 * it sees the import's hidden rows. Transaction-local, so it ends with the transaction.
 */
export async function tagTransaction(sql: Sql, importId: number): Promise<void> {
  await sql(`SELECT set_config('accord.import_id', $1::text, true)`, importId);
}

/**
 * The last step of a publish, in its transaction (tagged, after everything else it writes):
 * the import's counts join the project's, and the `imports` row goes (its import_tallies with it
 * by the foreign key), which shows every item of the import at once when the transaction commits.
 */
export async function publishImport(sql: Sql, importId: number): Promise<void> {
  await sql(
    `INSERT INTO item_tallies AS t (project_id, state, annotation_count, shard, items)
     SELECT project_id, state, annotation_count, shard, items FROM import_tallies WHERE import_id = $1
      ORDER BY project_id, state, annotation_count, shard
     ON CONFLICT (project_id, state, annotation_count, shard) DO UPDATE SET items = t.items + EXCLUDED.items`,
    importId,
  );
  await sql(`DELETE FROM imports WHERE id = $1`, importId);
}

/**
 * Deletes an unpublished import's items (their kind rows, annotations and assignments go by the
 * foreign keys' cascades) a batch per transaction, then its `imports` row. Nobody ever saw them;
 * a crash half way leaves the row, and the next start's sweep (sweep-dead-imports.ts) goes on.
 */
export async function discardImport(
  inTransaction: InTransaction,
  projectId: number,
  importId: number,
): Promise<void> {
  for (;;) {
    const deleted = await inTransaction(async (sql) => {
      await tagTransaction(sql, importId);
      return (
        await sql(
          `DELETE FROM items WHERE id IN (SELECT id FROM items WHERE project_id = $1 AND import_id = $2 LIMIT ${HIDDEN_WRITE_BATCH}) RETURNING id`,
          projectId,
          importId,
        )
      ).length;
    });
    if (deleted < HIDDEN_WRITE_BATCH) break;
  }
  await inTransaction((sql) => sql(`DELETE FROM imports WHERE id = $1`, importId));
}
