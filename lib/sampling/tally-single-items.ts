import "server-only";
import type { Sql } from "@/lib/db/pg-pool";

// item_tallies' `single` buckets (lib/queue/get-queue-progress.ts): the project's items outside the
// overlap sample, by their annotation count, which need one annotation, not `overlap`, so the
// progress's annotations needed and submitted stay exact (an unsampled item with two prior
// annotations counts one of one, decision 027). Kept here, by the only two writers of
// items.sampled = false (the choice at import, after the item's prior annotations are in, and a
// settings change's reopening of untouched items); an unsampled item's count moves only from 0 to
// 1 after that, which changes nothing the progress reads (it subtracts LEAST(count, overlap) − 1
// for counts above one), so the bucket needs no trigger. Items are never deleted outside their
// project. Sharded like the other buckets (item id % 8), so concurrent imports rarely touch one row.
const tallySql = `
  INSERT INTO item_tallies AS t (project_id, state, annotation_count, shard, items)
  SELECT $1, $4::text, s.annotation_count, s.shard, s.n
    FROM (SELECT i.annotation_count, (i.id % 8)::smallint AS shard, count(*)::int * $3::int AS n FROM items i WHERE i.id = ANY ($2::int[]) GROUP BY 1, 2) s
  ON CONFLICT (project_id, state, annotation_count, shard) DO UPDATE SET items = t.items + EXCLUDED.items`;

/**
 * Items `ids` of the project left the sample (`delta` 1) or came back to undecided (−1). `judges`:
 * the human sample's bucket (decision 076), items no person is offered, which the progress leaves out.
 */
export async function tallySingleItems(
  sql: Sql,
  opts: { projectId: number; ids: readonly number[]; delta: 1 | -1; state?: "single" | "judges" },
): Promise<void> {
  if (opts.ids.length)
    await sql(tallySql, opts.projectId, opts.ids, opts.delta, opts.state ?? "single");
}
