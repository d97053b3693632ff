import "server-only";
import type { SessionUser } from "@/lib/auth/session-user";
import { pgPool } from "@/lib/db/pg-pool";
import { loadProjectAccess, type ProjectAccess } from "@/lib/projects/load-project-access";
import { exportStatuses, exportStatusOf, type ExportStatus } from "./export-options";

/** How many lines each export status would give, for the lead's export page. */
export async function getExportCounts(opts: {
  actor: SessionUser;
  projectId: number;
}): Promise<{ project: ProjectAccess; counts: Record<ExportStatus, number> }> {
  const project = await loadProjectAccess({
    actor: opts.actor,
    projectId: opts.projectId,
    action: "gold.export",
  });
  const { rows } = await pgPool().query<{ status: string; n: number }>(
    `SELECT status::text AS status, count(*)::int AS n FROM items WHERE project_id = $1 GROUP BY status`,
    [project.id],
  );
  const counts = Object.fromEntries(exportStatuses.map((s) => [s, 0])) as Record<
    ExportStatus,
    number
  >;
  for (const r of rows) counts[exportStatusOf(r.status)] += r.n;
  return { project, counts };
}
