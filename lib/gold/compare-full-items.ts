import "server-only";
import type { Sql } from "@/lib/db/pg-pool";
import type { ItemKind } from "@/lib/items/item-kinds";
import type { ProjectSettings } from "@/lib/projects/project-settings";
import { decideItem } from "@/lib/queue/decide-item";
import { assertTransition } from "./status-transitions";

// Open items with all their annotations (decision 024); the last line restates the one before in a
// form the indexes serve. Such an item waits only for its revise windows (decision 048).
export const isFullOpenItem = (overlap: string) =>
  `i.status IN ('pending', 'in_annotation') AND i.annotation_count >= accord_item_overlap(i.sampled, ${overlap})`;
export const fullOpenItemsWhere = `
  i.project_id = $1 AND ${isFullOpenItem("$2")}
  AND (i.annotation_count >= $2 OR (i.sampled IS FALSE AND i.annotation_count >= 1))`;

export const fullItemsWhere = `${fullOpenItemsWhere}
  AND NOT EXISTS (SELECT 1 FROM annotations w WHERE w.item_id = i.id AND w.revisable_until > now())
  AND ($3::int[] IS NULL OR i.id = ANY ($3::int[]))`;

// Re-read after the lock, so a submit that committed meanwhile is seen, as the claim does.
const lockSql = `SELECT i.id FROM items i WHERE ${fullItemsWhere} ORDER BY i.id FOR UPDATE`;

const fullItemsSql = `
  SELECT i.id, i.status::text AS status, accord_item_overlap(i.sampled, $2) AS overlap,
         (SELECT json_agg(a.data ORDER BY a.submitted_at, a.id) FROM annotations a WHERE a.item_id = i.id AND a.machine_annotator IS NULL) AS annotations
    FROM items i
   WHERE ${fullItemsWhere}
   ORDER BY i.id`;

const finishSql = `
  SELECT accord_write_outcome(t.id, $1, $2, 'item.compare', t.outcome, t.gold_source, t.gold::jsonb, NULL, jsonb_build_object('status', t.before), t.compare::jsonb)
    FROM unnest($3::int[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[]) AS t(id, before, outcome, gold_source, gold, compare)`;

/**
 * Full items with no last submit to compare them (a lowered overlap, prior annotations, closed
 * windows), compared as one would. The caller holds the overlap lock; `actorId` null: the sweep.
 */
export async function compareFullItems(
  sql: Sql,
  opts: {
    projectId: number;
    actorId: number | null;
    kind: ItemKind;
    settings: ProjectSettings;
    itemIds?: readonly number[];
  },
): Promise<number[]> {
  const locked = await sql<{ id: number }>(
    lockSql,
    opts.projectId,
    opts.settings.overlap,
    opts.itemIds ?? null,
  );
  if (!locked.length) return [];
  const items = await sql<{ id: number; status: string; overlap: number; annotations: unknown[] }>(
    fullItemsSql,
    opts.projectId,
    opts.settings.overlap,
    locked.map((r) => r.id),
  );
  const finished = items.map((item) => ({
    item,
    finish: decideItem({
      kind: opts.kind,
      settings: opts.settings,
      annotations: item.annotations,
      overlap: { item: item.overlap, project: opts.settings.overlap },
    }),
  }));
  for (const { item, finish } of finished)
    assertTransition({ event: "item.compare", from: item.status, to: finish.outcome });
  if (finished.length) {
    await sql(
      finishSql,
      opts.projectId,
      opts.actorId,
      finished.map((f) => f.item.id),
      finished.map((f) => f.item.status),
      finished.map((f) => f.finish.outcome),
      finished.map((f) => f.finish.goldSource),
      finished.map((f) => f.finish.gold),
      finished.map((f) => f.finish.compare),
    );
  }
  return finished.map((f) => f.item.id);
}
