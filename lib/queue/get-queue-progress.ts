import "server-only";
import type { SessionUser } from "@/lib/auth/session-user";
import { pgPool } from "@/lib/db/pg-pool";
import { loadProjectAccess } from "@/lib/projects/load-project-access";
import { projectProgress } from "./project-progress";
import type { QueueProgress } from "./queue-dto";

/** My submitted/skipped counts in the project (exact; via my assignments) and the project's totals. */
export async function queueProgress(opts: { userId: number; projectId: number; overlap: number }): Promise<QueueProgress> {
  const [{ rows }, project] = await Promise.all([
    pgPool().query<{ submitted: number; skipped: number }>(
      // Probes items by primary key for each of my assignments: a join lets the planner scan
      // every item of the project instead (8 ms at 20k items).
      `SELECT count(*) FILTER (WHERE a.status = 'submitted')::int AS submitted, count(*) FILTER (WHERE a.status = 'skipped')::int AS skipped
         FROM assignments a
        WHERE a.user_id = $1 AND a.status IN ('submitted', 'skipped') AND (SELECT i.project_id FROM items i WHERE i.id = a.item_id) = $2`,
      [opts.userId, opts.projectId],
    ),
    projectProgress({ projectId: opts.projectId, overlap: opts.overlap }),
  ]);
  return { mine: rows[0], project };
}

/** Any member may watch the queue; `mine` is the caller's own counts. */
export async function getQueueProgress(opts: { actor: SessionUser; projectId: number }): Promise<QueueProgress> {
  const project = await loadProjectAccess({ actor: opts.actor, projectId: opts.projectId, action: "project.view" });
  return queueProgress({ userId: opts.actor.id, projectId: project.id, overlap: project.settings.overlap });
}
