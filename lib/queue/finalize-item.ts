import "server-only";
import { compareAnnotationSet } from "@/lib/annotations/compare-annotation-set";
import type { CompareSettings } from "@/lib/annotations/compare-annotations";
import type { Sql } from "@/lib/db/pg-pool";
import type { ItemKind } from "@/lib/items/item-kinds";

// The item's new status, its gold record (unless a third person must decide) and the audit row.
const finishSql = `
  WITH moved AS (UPDATE items SET annotation_count = annotation_count + 1, status = $2::"ItemStatus", updated_at = now() WHERE id = $1),
  gold AS (
    INSERT INTO gold_records (item_id, source, data, updated_at)
    SELECT $1, $3::text::"GoldSource", $4::jsonb, now() WHERE $3::text IS NOT NULL
    ON CONFLICT (item_id) DO UPDATE SET source = EXCLUDED.source, data = EXCLUDED.data, updated_at = now(), updated_by_id = NULL)
  INSERT INTO audit_events (actor_id, project_id, action, entity_type, entity_id, before, after)
  VALUES ($5, $6, 'item.compare', 'item', $1::text, $7::jsonb, $8::jsonb)`;

/**
 * Counts the new annotation on the item; when it is the item's `overlap`-th, compares the
 * item's annotations (in submission order) and moves it to agreed, disagreement or rejected.
 * Returns the item's new status. Machine labels (no user) are neither counted nor compared.
 */
export async function finalizeItem(sql: Sql, opts: {
  itemId: number; previousStatus: string; submittedBefore: number; projectId: number; actorId: number; kind: ItemKind; overlap: number; settings: CompareSettings;
}): Promise<string> {
  if (opts.submittedBefore + 1 < opts.overlap) {
    await sql(`UPDATE items SET annotation_count = annotation_count + 1, status = 'in_annotation', updated_at = now() WHERE id = $1`, opts.itemId);
    return "in_annotation";
  }
  const annotations = await sql<{ data: unknown }>(
    `SELECT data FROM annotations WHERE item_id = $1 AND user_id IS NOT NULL ORDER BY submitted_at, id`,
    opts.itemId,
  );
  const decision = compareAnnotationSet({ kind: opts.kind, annotations: annotations.map((a) => a.data), settings: opts.settings });
  await sql(
    finishSql, opts.itemId, decision.outcome, decision.gold?.source ?? null, decision.gold ? JSON.stringify(decision.gold.data) : null,
    opts.actorId, opts.projectId, JSON.stringify({ status: opts.previousStatus }),
    JSON.stringify({ status: decision.outcome, differences: decision.differences, gold_source: decision.gold?.source ?? null, annotations: annotations.length }),
  );
  return decision.outcome;
}
