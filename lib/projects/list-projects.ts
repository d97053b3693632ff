import "server-only";
import type { SessionUser } from "@/lib/auth/session-user";
import { db } from "@/lib/db";
import type { ItemStatus } from "@/lib/items/item-kinds";
import type { ProjectDto } from "./project-dto";
import { parseProjectSettings } from "./project-settings";

/** Admins see every project; everyone else the projects they are a member of. */
export async function listProjects(opts: { actor: SessionUser }): Promise<ProjectDto[]> {
  const projects = await db.project.findMany({
    where: opts.actor.role === "admin" ? {} : { members: { some: { userId: opts.actor.id } } },
    select: {
      id: true, name: true, kind: true, settings: true, instructions: true, createdAt: true,
      members: { where: { userId: opts.actor.id }, select: { role: true } },
    },
    orderBy: { createdAt: "desc" },
  });
  const counts = await db.item.groupBy({
    by: ["projectId", "status"],
    where: { projectId: { in: projects.map((p) => p.id) } },
    _count: { _all: true },
  });
  return projects.map((p) => {
    const statusCounts: Partial<Record<ItemStatus, number>> = {};
    let itemCount = 0;
    for (const c of counts) {
      if (c.projectId !== p.id) continue;
      statusCounts[c.status] = c._count._all;
      itemCount += c._count._all;
    }
    return {
      id: p.id, name: p.name, kind: p.kind, settings: parseProjectSettings(p.settings), instructions: p.instructions,
      createdAt: p.createdAt.toISOString(), myRole: p.members[0]?.role ?? null, itemCount, statusCounts,
    };
  });
}
