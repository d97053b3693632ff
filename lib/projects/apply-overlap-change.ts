import "server-only";
import type { Sql } from "@/lib/db/pg-pool";
import { compareFullItems } from "@/lib/gold/compare-full-items";
import type { ItemKind } from "@/lib/items/item-kinds";
import { holdsSlotSql } from "@/lib/queue/queue-sql";
import { parseProjectSettings, type ProjectSettings } from "./project-settings";

export type OverlapChange = { finalizedItems: number; releasedClaims: number };

// Claims and submits take it shared, so none uses the old overlap after this commits.
const lockSql = `SELECT pg_advisory_xact_lock(hashtextextended('accord.overlap:' || $1::text, 0))`;

// Claims beyond the slots left: the earliest claimants keep theirs; a released claim keeps its draft.
const releaseSql = `
  WITH ranked AS (
    SELECT a.id, i.status, i.annotation_count, accord_item_overlap(i.sampled, $2) AS overlap, row_number() OVER (PARTITION BY a.item_id ORDER BY a.claimed_at, a.id) AS n
      FROM items i JOIN assignments a ON a.item_id = i.id
     WHERE (i.id = ANY($3::int[]) OR (i.project_id = $1 AND i.status = 'in_annotation'))
       AND a.status = 'active' AND (${holdsSlotSql("a")} OR i.id = ANY($3::int[])))
  UPDATE assignments s SET status = 'released', updated_at = now()
    FROM ranked r
   WHERE s.id = r.id AND (r.status <> 'in_annotation' OR r.annotation_count + r.n > r.overlap)
  RETURNING s.id`;

/** Without this, items full under a lowered overlap would stay in annotation with no slot left. */
export async function applyOverlapChange(
  sql: Sql,
  opts: { projectId: number; actorId: number; kind: ItemKind; settings: ProjectSettings },
): Promise<OverlapChange> {
  const { projectId, settings } = opts;
  const finished = await compareFullItems(sql, {
    projectId,
    actorId: opts.actorId,
    kind: opts.kind,
    settings,
  });
  const released = await sql<{ id: number }>(releaseSql, projectId, settings.overlap, finished);
  return { finalizedItems: finished.length, releasedClaims: released.length };
}

/** Exclusive, until the transaction ends; returns the settings and instructions stored now. */
export async function lockOverlap(
  sql: Sql,
  projectId: number,
): Promise<{ settings: ProjectSettings; instructions: string }> {
  await sql(lockSql, projectId);
  const [row] = await sql<{ settings: unknown; instructions: string }>(
    `SELECT settings, instructions FROM projects WHERE id = $1`,
    projectId,
  );
  return { settings: parseProjectSettings(row?.settings), instructions: row?.instructions ?? "" };
}
