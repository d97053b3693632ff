import "server-only";
import type { Sql } from "@/lib/db/pg-pool";

/** An item a lead marks or unmarks as a check or training item, with what the rules ask of it. */
export type MarkableItem = {
  id: number;
  external_id: string;
  status: string;
  has_gold: boolean;
  is_check: boolean;
  is_training: boolean;
};

/**
 * The project's items with these external ids, locked (FOR UPDATE) so that none loses its gold (a
 * reopen) between the marking's rules and its write. Check and training items share it: an item
 * is at most one of the two.
 */
export function lockMarkableItems(sql: Sql, projectId: number, externalIds: string[]) {
  return sql<MarkableItem>(
    `SELECT i.id, i.external_id, i.status, EXISTS (SELECT 1 FROM gold_records g WHERE g.item_id = i.id) AS has_gold,
            EXISTS (SELECT 1 FROM check_items c WHERE c.item_id = i.id) AS is_check,
            EXISTS (SELECT 1 FROM training_items t WHERE t.item_id = i.id) AS is_training
       FROM items i WHERE i.project_id = $1 AND i.external_id = ANY ($2::text[]) ORDER BY i.id FOR UPDATE`,
    projectId,
    externalIds,
  );
}
