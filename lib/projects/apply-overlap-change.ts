import "server-only";
import type { Sql } from "@/lib/db/pg-pool";
import { assertTransition } from "@/lib/gold/status-transitions";
import type { ItemKind } from "@/lib/items/item-kinds";
import { decideItem } from "@/lib/queue/decide-item";
import { holdsSlotSql } from "@/lib/queue/queue-sql";
import { parseProjectSettings, type ProjectSettings } from "./project-settings";

export type OverlapChange = { finalizedItems: number; releasedClaims: number };

// While this transaction holds it, no claim or submit of the project runs (they take the lock
// shared, see lib/queue/sql/accord_claim_item.sql), so none uses the old overlap
// after this commits, and none is half-way through an item changed here.
const lockSql = `SELECT pg_advisory_xact_lock(hashtextextended('accord.overlap:' || $1::text, 0))`;

// Each finished through accord_write_outcome (lib/gold/sql/), the one writer of an outcome.
// Open items that already have the new overlap's annotations, locked, with their annotations in
// submission order (human ones: machine labels are never compared).
const fullItemsSql = `
  SELECT i.id, i.status::text AS status,
         (SELECT json_agg(a.data ORDER BY a.submitted_at, a.id) FROM annotations a WHERE a.item_id = i.id AND a.machine_annotator IS NULL) AS annotations
    FROM items i
   WHERE i.project_id = $1 AND i.status IN ('pending', 'in_annotation') AND i.annotation_count >= $2
   ORDER BY i.id FOR UPDATE`;

const finishSql = `
  SELECT accord_write_outcome(t.id, $1, $2, 'item.compare', t.outcome, t.gold_source, t.gold::jsonb, NULL, jsonb_build_object('status', t.before), t.compare::jsonb)
    FROM unnest($3::int[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[]) AS t(id, before, outcome, gold_source, gold, compare)`;

// Claims that no longer have a slot: every open claim on an item finished here, and on items
// still in annotation the most recent live claims beyond the slots left (overlap − submitted): the
// earliest claimants keep theirs. A released claim keeps its draft; its owner's submit is a 409
// that keeps the work as a draft, like after an expired lease.
const releaseSql = `
  WITH ranked AS (
    SELECT a.id, i.status, i.annotation_count, row_number() OVER (PARTITION BY a.item_id ORDER BY a.claimed_at, a.id) AS n
      FROM items i JOIN assignments a ON a.item_id = i.id
     WHERE (i.id = ANY($3::int[]) OR (i.project_id = $1 AND i.status = 'in_annotation'))
       AND a.status = 'active' AND (${holdsSlotSql("a")} OR i.id = ANY($3::int[])))
  UPDATE assignments s SET status = 'released', updated_at = now()
    FROM ranked r
   WHERE s.id = r.id AND (r.status <> 'in_annotation' OR r.annotation_count + r.n > $2)
  RETURNING s.id`;

/**
 * Inside the settings update's transaction, when a lead lowers the overlap: items that now have
 * enough submitted annotations are compared and finished exactly as on their last submit
 * (agreed, disagreement or rejected, gold when unanimous or by veto), and claims beyond the new
 * overlap are released. Without this such items would stay in annotation with no slot left.
 */
export async function applyOverlapChange(sql: Sql, opts: { projectId: number; actorId: number; kind: ItemKind; settings: ProjectSettings }): Promise<OverlapChange> {
  const { projectId, settings } = opts;
  const items = await sql<{ id: number; status: string; annotations: unknown[] }>(fullItemsSql, projectId, settings.overlap);
  const finished = items.map((item) => ({ item, finish: decideItem({ kind: opts.kind, settings, annotations: item.annotations }) }));
  for (const { item, finish } of finished) assertTransition({ event: "item.compare", from: item.status, to: finish.outcome });
  if (finished.length) {
    await sql(
      finishSql,
      projectId,
      opts.actorId,
      finished.map((f) => f.item.id),
      finished.map((f) => f.item.status),
      finished.map((f) => f.finish.outcome),
      finished.map((f) => f.finish.goldSource),
      finished.map((f) => f.finish.gold),
      finished.map((f) => f.finish.compare),
    );
  }
  const released = await sql<{ id: number }>(
    releaseSql,
    projectId,
    settings.overlap,
    finished.map((f) => f.item.id),
  );
  return { finalizedItems: finished.length, releasedClaims: released.length };
}

/**
 * Takes the project's overlap lock (exclusive; held until the transaction ends) and returns the
 * settings stored now: a change is merged into them and its overlap compared with theirs.
 */
export async function lockOverlap(sql: Sql, projectId: number): Promise<ProjectSettings> {
  await sql(lockSql, projectId);
  const [row] = await sql<{ settings: unknown }>(`SELECT settings FROM projects WHERE id = $1`, projectId);
  return parseProjectSettings(row?.settings);
}
