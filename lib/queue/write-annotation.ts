import "server-only";
import type { Sql } from "@/lib/db/pg-pool";
import type { ItemKind } from "@/lib/items/item-kinds";
import type { GeneratedCommentAnnotation, QaPairAnnotation } from "@/lib/annotations/annotation-schemas";

const MAX_INT = 2_147_483_647;

// One statement: the annotation, its citation rows (the same URL twice is kept once) and
// error-tag rows, and the assignment marked submitted. Time spent is the client's active time
// clamped to [0, claim-to-now], else claim-to-now. `submitted_at` is the clock after the item
// lock, so it orders an item's annotations as they were accepted (now() is the transaction's start).
const writeSql = `
  WITH ann AS (
    INSERT INTO annotations (item_id, user_id, assignment_id, data, time_spent_ms, submitted_at)
    SELECT a.item_id, a.user_id, a.id, $2::jsonb, LEAST(COALESCE($3::int, e.ms), e.ms), clock_timestamp()
      FROM assignments a,
           LATERAL (SELECT LEAST(GREATEST(floor(extract(epoch FROM clock_timestamp() - a.claimed_at) * 1000), 0), ${MAX_INT})::int AS ms) e
     WHERE a.id = $1
    RETURNING id),
  cited AS (
    INSERT INTO citations (annotation_id, position, url, quote)
    SELECT ann.id, t.p, t.u, t.q FROM ann, unnest($4::int[], $5::text[], $6::text[]) AS t(p, u, q)
    ON CONFLICT (annotation_id, url) DO NOTHING),
  tagged AS (INSERT INTO error_tags (annotation_id, code) SELECT ann.id, c FROM ann, unnest($7::text[]) AS c),
  done AS (UPDATE assignments SET status = 'submitted', draft = NULL, updated_at = now() WHERE id = $1)
  SELECT id FROM ann`;

/** Writes the parsed annotation of the caller's (locked) assignment; returns the annotation id. */
export async function writeAnnotation(sql: Sql, opts: { assignmentId: number; kind: ItemKind; data: unknown; timeSpentMs?: number | null }): Promise<number> {
  const client = opts.timeSpentMs == null || !Number.isFinite(opts.timeSpentMs) ? null : Math.min(Math.max(Math.round(opts.timeSpentMs), 0), MAX_INT);
  const citations = opts.kind === "qa_pair" ? (opts.data as QaPairAnnotation).citations : [];
  const codes = opts.kind === "generated_comment" ? (opts.data as GeneratedCommentAnnotation).error_codes : [];
  const [row] = await sql<{ id: number }>(
    writeSql, opts.assignmentId, JSON.stringify(opts.data), client,
    citations.map((_, i) => i), citations.map((c) => c.url), citations.map((c) => c.quote), codes,
  );
  return row.id;
}
