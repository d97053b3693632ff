import "server-only";
import { hostname } from "node:os";
import type { Sql } from "@/lib/db/pg-pool";
import { ownProcessStart } from "@/lib/scratch/scratch-dir";

// An embedded import's items are hidden until published (decisions 036, 055): while its `imports`
// row exists only a transaction tagged with its id sees them, and they count in import_tallies.

export type InTransaction = <T>(fn: (sql: Sql) => Promise<T>) => Promise<T>;

/** Each batch holds the one backend, so others wait up to one batch (measured: decision 055). */
export const HIDDEN_WRITE_BATCH = 250;

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

/** Transaction-local: inserts carry the import's id and see its hidden rows. */
export async function tagTransaction(sql: Sql, importId: number): Promise<void> {
  await sql(`SELECT set_config('accord.import_id', $1::text, true)`, importId);
}

/** The publish's last step: counts join the project's and the `imports` row goes, showing all. */
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

/** A batch per transaction, the `imports` row last, so a crash leaves the sweep something to finish. */
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
