import "server-only";
import type { SessionUser } from "@/lib/auth/session-user";
import { pgPool } from "@/lib/db/pg-pool";
import { loadProjectAccess } from "@/lib/projects/load-project-access";

/**
 * Which of `itemIds` are the project's check items (decision 027) and training items (decision
 * 080), for a lead's items list; lead only, like the marking.
 */
export async function listItemMarks(opts: {
  actor: SessionUser;
  projectId: number;
  itemIds: readonly number[];
}): Promise<{ checks: number[]; training: number[] }> {
  const project = await loadProjectAccess({
    actor: opts.actor,
    projectId: opts.projectId,
    action: "gold.edit",
  });
  if (!opts.itemIds.length) return { checks: [], training: [] };
  const { rows } = await pgPool().query<{ item_id: number; mark: "check" | "training" }>(
    `SELECT c.item_id, 'check' AS mark FROM check_items c WHERE c.project_id = $1 AND c.item_id = ANY ($2::int[])
     UNION ALL
     SELECT t.item_id, 'training' FROM training_items t WHERE t.project_id = $1 AND t.item_id = ANY ($2::int[])
     ORDER BY 1`,
    [project.id, [...opts.itemIds]],
  );
  const ids = (mark: string) => rows.filter((r) => r.mark === mark).map((r) => r.item_id);
  return { checks: ids("check"), training: ids("training") };
}
