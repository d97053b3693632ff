import "server-only";
import type { Sql } from "@/lib/db/pg-pool";
import { holdsSlotSql } from "./queue-sql";

/** After a release or skip: an item nobody holds or has annotated goes back to `pending`. */
export async function reopenUnclaimedItem(sql: Sql, itemId: number): Promise<void> {
  await sql(
    `UPDATE items SET status = 'pending', updated_at = now()
      WHERE id = $1 AND status = 'in_annotation' AND NOT EXISTS (SELECT 1 FROM assignments s WHERE s.item_id = $1 AND ${holdsSlotSql("s")})`,
    itemId,
  );
}
