import "server-only";
import type { SessionUser } from "@/lib/auth/session-user";
import { pgPool } from "@/lib/db/pg-pool";
import { loadProjectAccess, type ProjectAccess } from "@/lib/projects/load-project-access";
import { releaseListColumns, type ReleaseListEntry } from "./release-dto";

/** A project's releases, newest first (leads and admins: who may export its gold). */
export async function listReleases(opts: {
  actor: SessionUser;
  projectId: number;
}): Promise<{ project: ProjectAccess; releases: ReleaseListEntry[] }> {
  const project = await loadProjectAccess({
    actor: opts.actor,
    projectId: opts.projectId,
    action: "gold.export",
  });
  const { rows } = await pgPool().query<ReleaseListEntry>(
    `SELECT ${releaseListColumns} FROM releases r LEFT JOIN users u ON u.id = r.created_by_id
      WHERE r.project_id = $1 ORDER BY r.created_at DESC, r.id DESC`,
    [project.id],
  );
  return { project, releases: rows };
}
