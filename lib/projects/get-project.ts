import "server-only";
import type { SessionUser } from "@/lib/auth/session-user";
import { db } from "@/lib/db";
import { countItemsByStatus } from "./count-items-by-status";
import { loadProjectAccess } from "./load-project-access";
import type { ProjectDto } from "./project-dto";
import { visibleItemCounts } from "./visible-item-counts";

export async function getProject(opts: {
  actor: SessionUser;
  projectId: number;
}): Promise<ProjectDto> {
  const p = await loadProjectAccess({
    actor: opts.actor,
    projectId: opts.projectId,
    action: "project.view",
  });
  const [row, countsOf] = await Promise.all([
    db.project.findUniqueOrThrow({ where: { id: p.id }, select: { createdAt: true } }),
    countItemsByStatus([p.id]),
  ]);
  return {
    id: p.id,
    name: p.name,
    kind: p.kind,
    settings: p.settings,
    instructions: p.instructions,
    myRole: p.myRole,
    createdAt: row.createdAt.toISOString(),
    ...visibleItemCounts({ actor: opts.actor, myRole: p.myRole, statusCounts: countsOf(p.id) }),
  };
}
