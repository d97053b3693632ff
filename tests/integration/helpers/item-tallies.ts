import { asOwner } from "./as-owner";

type Bucket = { state: string; annotation_count: number; n: string };

/**
 * item_tallies per bucket, summed over the shards, and the same buckets recounted from the items:
 * equal when the tally triggers kept count. `without`: states left out of the kept side.
 */
export async function itemTallies(projectId: number, opts: { without?: string[] } = {}) {
  const kept = await asOwner<Bucket>(
    "SELECT state, annotation_count, sum(items) AS n FROM item_tallies WHERE project_id = $1 AND NOT state = ANY($2::text[]) GROUP BY 1, 2 HAVING sum(items) <> 0 ORDER BY 1, 2",
    projectId,
    opts.without ?? [],
  );
  const recount = await asOwner<Bucket>(
    `SELECT b.state, b.annotation_count, count(*) AS n FROM items i,
            LATERAL (VALUES ('all', 0), (accord_tally_state(i.status, i.annotation_count), i.annotation_count)) b(state, annotation_count)
      WHERE i.project_id = $1 AND b.state IS NOT NULL GROUP BY 1, 2 ORDER BY 1, 2`,
    projectId,
  );
  const rows = (xs: Bucket[]) => xs.map((r) => [r.state, r.annotation_count, Number(r.n)]);
  return { kept: rows(kept), recount: rows(recount) };
}
