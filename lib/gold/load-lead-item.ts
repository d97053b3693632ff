import "server-only";
import type { ProjectAction } from "@/lib/auth/permissions";
import type { SessionUser } from "@/lib/auth/session-user";
import { pgPool } from "@/lib/db/pg-pool";
import { notFoundError } from "@/lib/errors";
import { loadProjectAccess, type ProjectAccess } from "@/lib/projects/load-project-access";

/** An item by id and its project, after checking `action` there (404 for non-members, as for projects). */
export async function loadLeadItem(opts: {
  actor: SessionUser;
  itemId: number;
  action: ProjectAction;
  projectId?: number;
}): Promise<{ itemId: number; project: ProjectAccess }> {
  const { rows } = await pgPool().query<{ project_id: number }>(
    `SELECT project_id FROM items WHERE id = $1`,
    [opts.itemId],
  );
  const row = rows[0];
  if (!row || (opts.projectId !== undefined && row.project_id !== opts.projectId))
    throw notFoundError("Item");
  const project = await loadProjectAccess({
    actor: opts.actor,
    projectId: row.project_id,
    action: opts.action,
    asked: "Item",
  });
  return { itemId: opts.itemId, project };
}
