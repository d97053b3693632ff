import "server-only";
import { pgPool } from "@/lib/db/pg-pool";
import type { ItemStatus } from "@/lib/items/item-kinds";

export type StatusCounts = Partial<Record<ItemStatus, number>>;

/**
 * Per-status item counts of the projects, in one query (empty without items). These are the
 * outcomes as stored: pass them through visibleItemCounts before anyone sees them.
 */
export async function countItemsByStatus(
  projectIds: readonly number[],
): Promise<(projectId: number) => StatusCounts> {
  const { rows } = await pgPool().query<{ project_id: number; status: ItemStatus; count: number }>(
    `SELECT project_id, status, count(*)::int AS count FROM items WHERE project_id = ANY($1::int[]) GROUP BY project_id, status`,
    [[...projectIds]],
  );
  const counts = new Map<number, StatusCounts>();
  for (const r of rows) {
    const c = counts.get(r.project_id) ?? {};
    c[r.status] = r.count;
    counts.set(r.project_id, c);
  }
  return (projectId) => counts.get(projectId) ?? {};
}
