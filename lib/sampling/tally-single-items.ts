import "server-only";
import type { Sql } from "@/lib/db/pg-pool";

// item_tallies' `single` bucket (lib/queue/get-queue-progress.ts): the project's items outside the
// overlap sample, which need one annotation, not `overlap`, so the progress's annotations needed
// stays exact. Kept here, by the only two writers of items.sampled = false (the choice and a
// settings change's reopening); items are never deleted outside their project. Sharded like the
// other buckets (item id % 8), so concurrent imports rarely touch one row.
const tallySql = `
  INSERT INTO item_tallies AS t (project_id, state, annotation_count, shard, items)
  SELECT $1, 'single', 0, s.shard, s.n FROM (SELECT (id % 8)::smallint AS shard, count(*)::int * $3::int AS n FROM unnest($2::int[]) AS id GROUP BY 1) s
  ON CONFLICT (project_id, state, annotation_count, shard) DO UPDATE SET items = t.items + EXCLUDED.items`;

/** Items `ids` of the project left the sample (`delta` 1) or came back to undecided (−1). */
export async function tallySingleItems(sql: Sql, opts: { projectId: number; ids: readonly number[]; delta: 1 | -1 }): Promise<void> {
  if (opts.ids.length) await sql(tallySql, opts.projectId, opts.ids, opts.delta);
}
