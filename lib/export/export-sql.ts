// COLLATE "C" orders alike on every database; narrow rows are sorted before the kind rows are
// fetched, so the sort never carries code. Times are formatted in UTC, whatever the session's zone.
import type { ItemKind } from "@/lib/items/item-kinds";
import { kindModule } from "@/lib/items/kinds";

const iso = (col: string) => `to_char(${col} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

function kindColumns(kind: ItemKind): string {
  return kindModule(kind)
    .table.columns.flatMap((c) => (c.export ? [`${c.sql} AS "${c.export}"`] : []))
    .join(", ");
}

/** Which items of project $1 an export holds: statuses $2, then the chosen ids, then the gold's guideline version. */
export type ExportFilter = { bySelection: boolean; byGuidelineVersion: boolean };

/** The WHERE of `items` (unaliased) for `filter`; its parameters are $1, $2, then one per filter in order. */
export function exportItemsWhere(filter: ExportFilter): string {
  let n = 2;
  return [
    `project_id = $1 AND status = ANY($2::"ItemStatus"[])`,
    ...(filter.bySelection ? [`id = ANY($${++n}::int[])`] : []),
    // Lines whose gold was made under that version (SPEC §2).
    ...(filter.byGuidelineVersion
      ? [
          `EXISTS (SELECT 1 FROM gold_records gv WHERE gv.item_id = items.id AND gv.guideline_version = $${++n})`,
        ]
      : []),
  ].join(" AND ");
}

/** OFFSET 0 and LIMIT 1 keep the planner from sorting wide rows of a flattened hash join. */
export function exportItemsSql(kind: ItemKind, filter: ExportFilter): string {
  return `
SELECT i.id, i.external_id, i.language, i.status::text AS status, i.meta, g.source::text AS source, g.data AS gold, g.guideline_version, g.provenance, k.*
FROM (SELECT id, external_id, language, status, meta FROM items
       WHERE ${exportItemsWhere(filter)} ORDER BY external_id COLLATE "C" OFFSET 0) i
CROSS JOIN LATERAL (SELECT ${kindColumns(kind)} FROM ${kindModule(kind).table.name} k WHERE k.item_id = i.id LIMIT 1) k
LEFT JOIN LATERAL (SELECT source, data, guideline_version, provenance FROM gold_records WHERE item_id = i.id LIMIT 1) g ON true
ORDER BY i.external_id COLLATE "C"`;
}

/** Human and machine annotations of a batch of items ($1: an int[] literal of their ids), in submission order. */
export const exportAnnotationsSql = `
SELECT a.item_id, a.user_id, u.email, a.machine_annotator, a.external_annotator, ${iso("a.submitted_at")} AS submitted_at, a.time_spent_ms, a.data, a.guideline_version
FROM annotations a LEFT JOIN users u ON u.id = a.user_id
WHERE a.item_id = ANY($1) ORDER BY a.item_id, a.submitted_at, a.id`;

export const exportAdjudicationsSql = `
SELECT DISTINCT ON (d.item_id) d.item_id, d.adjudicator_id, u.email, ${iso("d.resolved_at")} AS resolved_at, d.rationale, d.choice, d.guideline_version
FROM adjudications d JOIN users u ON u.id = d.adjudicator_id
WHERE d.item_id = ANY($1) AND d.status = 'resolved' ORDER BY d.item_id, d.resolved_at DESC, d.id DESC`;

export const exportValidationSql = `
SELECT v.item_id, v.user_id, u.email, v.rating, v.notes, ${iso("v.created_at")} AS rated_at
FROM validation_ratings v JOIN users u ON u.id = v.user_id
WHERE v.item_id = ANY($1) ORDER BY v.item_id, v.created_at, v.user_id`;
