import "server-only";
import type { SessionUser } from "@/lib/auth/session-user";
import { withPgTransaction } from "@/lib/db/pg-pool";
import { AppError } from "@/lib/errors";
import { loadAdjudicationContext } from "./load-adjudication-context";

/** Gives the item back to the adjudication queue (`disagreement`). Idempotent; a resolved one is a 409. */
export async function releaseAdjudication(opts: {
  actor: SessionUser;
  adjudicationId: number;
}): Promise<{ adjudicationId: number; status: "released" }> {
  const ctx = await loadAdjudicationContext(opts);
  if (!ctx.isOwn) throw new AppError("conflict", "This item is being adjudicated by someone else.");
  await withPgTransaction(async (sql) => {
    await sql(`SELECT 1 FROM items WHERE id = $1 FOR UPDATE`, ctx.itemId);
    const [locked] = await sql<{ status: string }>(
      `SELECT status FROM adjudications WHERE id = $1 FOR UPDATE`,
      ctx.adjudicationId,
    );
    if (locked.status === "released") return;
    if (locked.status === "resolved")
      throw new AppError("conflict", "You already resolved this item.");
    await sql(`UPDATE adjudications SET status = 'released' WHERE id = $1`, ctx.adjudicationId);
    await sql(
      `UPDATE items SET status = 'disagreement', updated_at = now()
        WHERE id = $1 AND status = 'in_adjudication'
          AND NOT EXISTS (SELECT 1 FROM adjudications d WHERE d.item_id = $1 AND d.status = 'active')`,
      ctx.itemId,
    );
  });
  return { adjudicationId: ctx.adjudicationId, status: "released" };
}
