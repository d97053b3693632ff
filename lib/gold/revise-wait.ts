import "server-only";
import { pgPool } from "@/lib/db/pg-pool";
import { parseProjectSettings } from "@/lib/projects/project-settings";
import { fullOpenItemsWhere } from "./compare-full-items";

export interface ReviseWait {
  /** Items with all their annotations in, not compared until their revise windows close. */
  items: number;
  /** When the first of them becomes comparable (its last window closes); null when none waits. */
  nextCloseAt: Date | null;
}

// The items the sweep will compare, and the earliest moment one of them can be.
const waitSql = `
  SELECT count(*)::int AS items, min(w.closes) AS next_close_at
    FROM items i
    CROSS JOIN LATERAL (SELECT max(a.revisable_until) AS closes FROM annotations a WHERE a.item_id = i.id) w
   WHERE ${fullOpenItemsWhere}`;

/**
 * The project's items waiting for revise windows (decision 048), for the lead's overview and
 * agreement: both leave them out of compared figures and say how many wait, and until when.
 */
export async function getReviseWait(opts: {
  projectId: number;
  overlap?: number;
}): Promise<ReviseWait> {
  const overlap = opts.overlap ?? (await projectOverlap(opts.projectId));
  if (overlap === null) return { items: 0, nextCloseAt: null };
  const { rows } = await pgPool().query<{ items: number; next_close_at: Date | null }>(waitSql, [
    opts.projectId,
    overlap,
  ]);
  return { items: rows[0].items, nextCloseAt: rows[0].next_close_at };
}

async function projectOverlap(projectId: number): Promise<number | null> {
  const { rows } = await pgPool().query<{ settings: unknown }>(
    `SELECT settings FROM projects WHERE id = $1`,
    [projectId],
  );
  return rows.length ? parseProjectSettings(rows[0].settings).overlap : null;
}
