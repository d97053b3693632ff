import "server-only";
import type { SessionUser } from "@/lib/auth/session-user";
import { pgPool } from "@/lib/db/pg-pool";
import { loadProjectAccess } from "@/lib/projects/load-project-access";

/** For the lead's item page: whether the item is a check item, and whether it may be one (it has a gold record). */
export async function getCheckState(opts: {
  actor: SessionUser;
  projectId: number;
  itemId: number;
}): Promise<{ isCheck: boolean; hasGold: boolean } | null> {
  const project = await loadProjectAccess({
    actor: opts.actor,
    projectId: opts.projectId,
    action: "gold.edit",
  });
  const { rows } = await pgPool().query<{ is_check: boolean; has_gold: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM check_items c WHERE c.item_id = i.id) AS is_check, EXISTS (SELECT 1 FROM gold_records g WHERE g.item_id = i.id) AS has_gold
       FROM items i WHERE i.id = $1 AND i.project_id = $2`,
    [opts.itemId, project.id],
  );
  return rows[0] ? { isCheck: rows[0].is_check, hasGold: rows[0].has_gold } : null;
}
