import "server-only";
import { canInProject, type ProjectAction, type ProjectRole } from "@/lib/auth/permissions";
import type { SessionUser } from "@/lib/auth/session-user";
import { preparedQuery } from "@/lib/db/prepared-query";
import { AppError, notFoundError } from "@/lib/errors";
import type { ItemKind } from "@/lib/items/item-kinds";
import { isRowId } from "@/lib/validation/row-id";
import { parseProjectSettings, type ProjectSettings } from "./project-settings";

export const DEACTIVATED_MEMBER =
  "Your membership in this project is deactivated. Ask a lead of the project to reactivate it.";

export type ProjectAccess = {
  id: number;
  name: string;
  kind: ItemKind;
  settings: ProjectSettings;
  instructions: string;
  guidelineVersion: number;
  myRole: ProjectRole | null;
};

/** `myActive`: whether the actor's membership is active, null when they are not a member. */
export type ProjectAccessRow = {
  id: number;
  name: string;
  kind: ItemKind;
  settings: unknown;
  instructions: string;
  /** Absent from rows read before guideline versions (1, as the column's default). */
  guidelineVersion?: number;
  myRole: ProjectRole | null;
  myActive?: boolean | null;
};

/**
 * SQL: JSON of project `projectRef` with the role of user `userRef` in it (both SQL expressions),
 * NULL when there is no such project; for checkProjectAccess. Lets a query that starts from an
 * assignment or an item check the project in the same round trip.
 */
export const projectAccessSql = (projectRef: string, userRef: string) => `(
  SELECT json_build_object('id', p.id, 'name', p.name, 'kind', p.kind, 'settings', p.settings, 'instructions', p.instructions,
                           'guidelineVersion', p.guideline_version, 'myRole', m.role, 'myActive', m.is_active)
    FROM projects p LEFT JOIN project_members m ON m.project_id = p.id AND m.user_id = ${userRef} WHERE p.id = ${projectRef})`;

/**
 * The project and the actor's role in it, after checking `action`. Non-members get 404 rather
 * than 403, so ids cannot be probed: "<asked> not found.", `asked` naming what the caller looked
 * up (an item, a run), exactly as when it does not exist. A deactivated member gets a 403 that
 * says so, for every action (they get no work and manage nothing), admins excepted.
 */
export function checkProjectAccess(opts: {
  actor: SessionUser;
  project: ProjectAccessRow | null | undefined;
  action: ProjectAction;
  asked?: string;
}): ProjectAccess {
  const { project } = opts;
  const myRole = project?.myRole ?? null;
  if (!project || (myRole === null && opts.actor.role !== "admin"))
    throw notFoundError(opts.asked ?? "Project");
  if (project.myActive === false && opts.actor.role !== "admin") {
    throw new AppError("forbidden", DEACTIVATED_MEMBER);
  }
  if (!canInProject(opts.actor, myRole, opts.action))
    throw new AppError("forbidden", "Your role in this project does not allow this.");
  return {
    id: project.id,
    name: project.name,
    kind: project.kind,
    settings: parseProjectSettings(project.settings),
    instructions: project.instructions,
    guidelineVersion: project.guidelineVersion ?? 1,
    myRole,
  };
}

const accessSql = `SELECT ${projectAccessSql("$1", "$2")} AS project`;

export async function loadProjectAccess(opts: {
  actor: SessionUser;
  projectId: number;
  action: ProjectAction;
  asked?: string;
}): Promise<ProjectAccess> {
  const { rows } = isRowId(opts.projectId)
    ? await preparedQuery<{ project: ProjectAccessRow | null }>(
        "accord_project_access",
        accessSql,
        [opts.projectId, opts.actor.id],
      )
    : { rows: [] };
  return checkProjectAccess({
    actor: opts.actor,
    project: rows[0]?.project,
    action: opts.action,
    asked: opts.asked,
  });
}
