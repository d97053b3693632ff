import "server-only";
import { canInProject, type ProjectAction, type ProjectRole } from "@/lib/auth/permissions";
import type { SessionUser } from "@/lib/auth/session-user";
import { preparedQuery } from "@/lib/db/prepared-query";
import { AppError } from "@/lib/errors";
import type { ItemKind } from "@/lib/items/item-kinds";
import { isRowId } from "@/lib/validation/row-id";
import { parseProjectSettings, type ProjectSettings } from "./project-settings";

export type ProjectAccess = { id: number; name: string; kind: ItemKind; settings: ProjectSettings; instructions: string; myRole: ProjectRole | null };

export type ProjectAccessRow = { id: number; name: string; kind: ItemKind; settings: unknown; instructions: string; myRole: ProjectRole | null };

/**
 * SQL: JSON of project `projectRef` with the role of user `userRef` in it (both SQL expressions),
 * NULL when there is no such project; for checkProjectAccess. Lets a query that starts from an
 * assignment or an item check the project in the same round trip.
 */
export const projectAccessSql = (projectRef: string, userRef: string) => `(
  SELECT json_build_object('id', p.id, 'name', p.name, 'kind', p.kind, 'settings', p.settings, 'instructions', p.instructions,
                           'myRole', (SELECT m.role FROM project_members m WHERE m.project_id = p.id AND m.user_id = ${userRef}))
    FROM projects p WHERE p.id = ${projectRef})`;

/**
 * The project and the actor's role in it, after checking `action`. Non-members get 404 rather
 * than 403, so project ids cannot be probed.
 */
export function checkProjectAccess(opts: { actor: SessionUser; project: ProjectAccessRow | null | undefined; action: ProjectAction }): ProjectAccess {
  const { project } = opts;
  const myRole = project?.myRole ?? null;
  if (!project || (myRole === null && opts.actor.role !== "admin")) throw new AppError("not_found", "Project not found.");
  if (!canInProject(opts.actor, myRole, opts.action)) throw new AppError("forbidden", "Your role in this project does not allow this.");
  return { id: project.id, name: project.name, kind: project.kind, settings: parseProjectSettings(project.settings), instructions: project.instructions, myRole };
}

const accessSql = `SELECT ${projectAccessSql("$1", "$2")} AS project`;

export async function loadProjectAccess(opts: { actor: SessionUser; projectId: number; action: ProjectAction }): Promise<ProjectAccess> {
  const { rows } = isRowId(opts.projectId)
    ? await preparedQuery<{ project: ProjectAccessRow | null }>("accord_project_access", accessSql, [opts.projectId, opts.actor.id])
    : { rows: [] };
  return checkProjectAccess({ actor: opts.actor, project: rows[0]?.project, action: opts.action });
}
