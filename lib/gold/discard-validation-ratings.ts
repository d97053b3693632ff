import "server-only";
import type { Sql } from "@/lib/db/pg-pool";

export type DiscardedRating = { user_id: number; rating: number; notes: string; created_at: Date };

/**
 * Validation ratings judge one gold list; when the list goes away (reopen) or changes (a lead's
 * edit), they no longer describe the gold and would skew the validation kappa. They are removed
 * in the caller's transaction and returned for its audit event, so the item can be rated again.
 */
export async function discardValidationRatings(
  sql: Sql,
  itemId: number,
): Promise<DiscardedRating[]> {
  return sql<DiscardedRating>(
    `DELETE FROM validation_ratings WHERE item_id = $1 RETURNING user_id, rating, notes, created_at`,
    itemId,
  );
}
