import "server-only";
import type { Sql } from "@/lib/db/pg-pool";
import type { RunFailure } from "./scan-run-outputs";

// A run has an annotation or a failure per item, not both: a failure replaces the run's label
// (its error tags and citations go with it, by cascade) and any failure recorded before.
const dropLabelsSql = `DELETE FROM annotations WHERE machine_run_id = $1 AND item_id = ANY($2::int[])`;
const upsertSql = `
  INSERT INTO machine_failures (run_id, item_id, type, message, raw)
  SELECT $1, t.item_id, t.type::"MachineFailureType", t.message, t.raw FROM unnest($2::int[], $3::text[], $4::text[], $5::text[]) AS t(item_id, type, message, raw)
  ON CONFLICT (run_id, item_id) DO UPDATE SET type = EXCLUDED.type, message = EXCLUDED.message, raw = EXCLUDED.raw, recorded_at = now()`;

/** Records one batch of a run's failures (no item twice). */
export async function writeRunFailures(
  sql: Sql,
  opts: { runId: number; failures: readonly RunFailure[] },
): Promise<void> {
  if (opts.failures.length === 0) return;
  const itemIds = opts.failures.map((f) => f.itemId);
  await sql(dropLabelsSql, opts.runId, itemIds);
  await sql(
    upsertSql,
    opts.runId,
    itemIds,
    opts.failures.map((f) => f.type),
    opts.failures.map((f) => f.message),
    opts.failures.map((f) => f.raw),
  );
}
