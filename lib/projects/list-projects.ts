import "server-only";
import type { SessionUser } from "@/lib/auth/session-user";
import { db } from "@/lib/db";
import { countItemsByStatus } from "./count-items-by-status";
import type { ProjectDto } from "./project-dto";
import { parseProjectSettings } from "./project-settings";
import { visibleItemCounts } from "./visible-item-counts";

/** Admins see every project; everyone else the projects they are an active member of. */
export async function listProjects(opts: { actor: SessionUser }): Promise<ProjectDto[]> {
  const projects = await db.project.findMany({
    where:
      opts.actor.role === "admin"
        ? {}
        : { members: { some: { userId: opts.actor.id, isActive: true } } },
    select: {
      id: true,
      name: true,
      kind: true,
      settings: true,
      instructions: true,
      createdAt: true,
      members: { where: { userId: opts.actor.id }, select: { role: true } },
    },
    orderBy: { createdAt: "desc" },
  });
  const countsOf = await countItemsByStatus(projects.map((p) => p.id));
  return projects.map((p) => {
    const myRole = p.members[0]?.role ?? null;
    return {
      id: p.id,
      name: p.name,
      kind: p.kind,
      settings: parseProjectSettings(p.settings),
      instructions: p.instructions,
      createdAt: p.createdAt.toISOString(),
      myRole,
      ...visibleItemCounts({ actor: opts.actor, myRole, statusCounts: countsOf(p.id) }),
    };
  });
}
