import "server-only";
import { canInProject, type ProjectAction, type ProjectRole } from "@/lib/auth/permissions";
import type { SessionUser } from "@/lib/auth/session-user";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { ItemKind } from "@/lib/items/item-kinds";
import { parseProjectSettings, type ProjectSettings } from "./project-settings";

export type ProjectAccess = { id: number; name: string; kind: ItemKind; settings: ProjectSettings; instructions: string; myRole: ProjectRole | null };

/**
 * The project and the actor's role in it, after checking `action`. Non-members get 404 rather
 * than 403, so project ids cannot be probed.
 */
export async function loadProjectAccess(opts: { actor: SessionUser; projectId: number; action: ProjectAction }): Promise<ProjectAccess> {
  const project = Number.isSafeInteger(opts.projectId)
    ? await db.project.findUnique({
        where: { id: opts.projectId },
        select: { id: true, name: true, kind: true, settings: true, instructions: true, members: { where: { userId: opts.actor.id }, select: { role: true } } },
      })
    : null;
  const myRole = project?.members[0]?.role ?? null;
  if (!project || (myRole === null && opts.actor.role !== "admin")) throw new AppError("not_found", "Project not found.");
  if (!canInProject(opts.actor, myRole, opts.action)) throw new AppError("forbidden", "Your role in this project does not allow this.");
  return { id: project.id, name: project.name, kind: project.kind, settings: parseProjectSettings(project.settings), instructions: project.instructions, myRole };
}
