import "server-only";
import type { SessionUser } from "@/lib/auth/session-user";
import { pgPool } from "@/lib/db/pg-pool";
import { notFoundError } from "@/lib/errors";
import { loadProjectAccess, type ProjectAccess } from "@/lib/projects/load-project-access";
import { isRowId } from "@/lib/validation/row-id";

/**
 * The project of release `releaseId`, after checking the actor may export its gold (leads,
 * admins). A release that does not exist and one in a project the actor is not in are the same
 * 404 ("Release not found."), as for every other resource.
 */
export async function loadReleaseAccess(opts: {
  actor: SessionUser;
  releaseId: number;
  /** A page's project: a release of another project is not found there. */
  projectId?: number;
}): Promise<ProjectAccess> {
  const { rows } = isRowId(opts.releaseId)
    ? await pgPool().query<{ project_id: number }>(
        `SELECT project_id FROM releases WHERE id = $1`,
        [opts.releaseId],
      )
    : { rows: [] };
  if (rows.length === 0 || (opts.projectId !== undefined && opts.projectId !== rows[0].project_id))
    throw notFoundError("Release");
  return loadProjectAccess({
    actor: opts.actor,
    projectId: rows[0].project_id,
    action: "gold.export",
    asked: "Release",
  });
}
