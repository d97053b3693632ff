import "server-only";
import type { SessionUser } from "@/lib/auth/session-user";
import { pgPool } from "@/lib/db/pg-pool";
import { loadProjectAccess } from "@/lib/projects/load-project-access";

export type ItemMarks = { isCheck: boolean; isTraining: boolean; hasGold: boolean };

/**
 * For the lead's item page: whether the item is a check item (decision 025) or a training item
 * (decision 080), and whether it may be either (it has a gold record).
 */
export async function getItemMarks(opts: {
  actor: SessionUser;
  projectId: number;
  itemId: number;
}): Promise<ItemMarks | null> {
  const project = await loadProjectAccess({
    actor: opts.actor,
    projectId: opts.projectId,
    action: "gold.edit",
  });
  const { rows } = await pgPool().query<{
    is_check: boolean;
    is_training: boolean;
    has_gold: boolean;
  }>(
    `SELECT EXISTS (SELECT 1 FROM check_items c WHERE c.item_id = i.id) AS is_check,
            EXISTS (SELECT 1 FROM training_items t WHERE t.item_id = i.id) AS is_training,
            EXISTS (SELECT 1 FROM gold_records g WHERE g.item_id = i.id) AS has_gold
       FROM items i WHERE i.id = $1 AND i.project_id = $2`,
    [opts.itemId, project.id],
  );
  const row = rows[0];
  return row ? { isCheck: row.is_check, isTraining: row.is_training, hasGold: row.has_gold } : null;
}
