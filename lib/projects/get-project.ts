import "server-only";
import type { SessionUser } from "@/lib/auth/session-user";
import { db } from "@/lib/db";
import type { ItemStatus } from "@/lib/items/item-kinds";
import { loadProjectAccess } from "./load-project-access";
import type { ProjectDto } from "./project-dto";

export async function getProject(opts: { actor: SessionUser; projectId: number }): Promise<ProjectDto> {
  const p = await loadProjectAccess({ actor: opts.actor, projectId: opts.projectId, action: "project.view" });
  const [row, counts] = await Promise.all([
    db.project.findUniqueOrThrow({ where: { id: p.id }, select: { createdAt: true } }),
    db.item.groupBy({ by: ["status"], where: { projectId: p.id }, _count: { _all: true } }),
  ]);
  const statusCounts: Partial<Record<ItemStatus, number>> = {};
  for (const c of counts) statusCounts[c.status] = c._count._all;
  return {
    id: p.id, name: p.name, kind: p.kind, settings: p.settings, instructions: p.instructions, myRole: p.myRole,
    createdAt: row.createdAt.toISOString(), itemCount: counts.reduce((n, c) => n + c._count._all, 0), statusCounts,
  };
}
