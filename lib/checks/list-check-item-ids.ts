import "server-only";
import type { SessionUser } from "@/lib/auth/session-user";
import { pgPool } from "@/lib/db/pg-pool";
import { loadProjectAccess } from "@/lib/projects/load-project-access";

/** Which of `itemIds` are the project's check items, for a lead's items list (decision 027); lead only, like the marking. */
export async function listCheckItemIds(opts: {
  actor: SessionUser;
  projectId: number;
  itemIds: readonly number[];
}): Promise<number[]> {
  const project = await loadProjectAccess({
    actor: opts.actor,
    projectId: opts.projectId,
    action: "gold.edit",
  });
  if (!opts.itemIds.length) return [];
  const { rows } = await pgPool().query<{ item_id: number }>(
    `SELECT c.item_id FROM check_items c WHERE c.project_id = $1 AND c.item_id = ANY ($2::int[]) ORDER BY c.item_id`,
    [project.id, [...opts.itemIds]],
  );
  return rows.map((r) => r.item_id);
}
