import "server-only";
import { db } from "@/lib/db";
import type { ProjectDto } from "./project-dto";

export type ItemCounts = Pick<ProjectDto, "itemCount" | "statusCounts">;

/** Item counts of the projects, in one query: each one's total and per-status counts (zeros without items). */
export async function countItemsByStatus(projectIds: readonly number[]): Promise<(projectId: number) => ItemCounts> {
  const rows = await db.item.groupBy({
    by: ["projectId", "status"],
    where: { projectId: { in: [...projectIds] } },
    _count: { _all: true },
  });
  const counts = new Map<number, ItemCounts>();
  for (const r of rows) {
    const c = counts.get(r.projectId) ?? { itemCount: 0, statusCounts: {} };
    c.statusCounts[r.status] = r._count._all;
    c.itemCount += r._count._all;
    counts.set(r.projectId, c);
  }
  return (projectId) => counts.get(projectId) ?? { itemCount: 0, statusCounts: {} };
}
