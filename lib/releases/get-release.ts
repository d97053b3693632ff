import "server-only";
import type { SessionUser } from "@/lib/auth/session-user";
import { pgPool } from "@/lib/db/pg-pool";
import type { ProjectAccess } from "@/lib/projects/load-project-access";
import { loadReleaseAccess } from "./load-release-access";
import { releaseListColumns, type ReleaseDto } from "./release-dto";

/** One release with its notes, citation, guideline versions and agreement summary. */
export async function getRelease(opts: {
  actor: SessionUser;
  releaseId: number;
  projectId?: number;
}): Promise<{ project: ProjectAccess; release: ReleaseDto }> {
  const project = await loadReleaseAccess(opts);
  const { rows } = await pgPool().query<ReleaseDto>(
    `SELECT ${releaseListColumns}, r.notes, r.citation, r.guideline_versions AS "guidelineVersions",
            json_build_object('itemsCompared', r.agreement -> 'items_compared', 'fields', r.agreement -> 'fields') AS agreement
       FROM releases r LEFT JOIN users u ON u.id = r.created_by_id WHERE r.id = $1`,
    [opts.releaseId],
  );
  return { project, release: rows[0] };
}
