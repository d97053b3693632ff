import "server-only";
import { db } from "@/lib/db";
import type { ItemStatus } from "@/lib/items/item-kinds";

export type StatusCounts = Partial<Record<ItemStatus, number>>;

/**
 * Per-status item counts of the projects, in one query (empty without items). These are the
 * outcomes as stored: pass them through visibleItemCounts before anyone sees them.
 */
export async function countItemsByStatus(projectIds: readonly number[]): Promise<(projectId: number) => StatusCounts> {
  const rows = await db.item.groupBy({
    by: ["projectId", "status"],
    where: { projectId: { in: [...projectIds] } },
    _count: { _all: true },
  });
  const counts = new Map<number, StatusCounts>();
  for (const r of rows) {
    const c = counts.get(r.projectId) ?? {};
    c[r.status] = r._count._all;
    counts.set(r.projectId, c);
  }
  return (projectId) => counts.get(projectId) ?? {};
}
