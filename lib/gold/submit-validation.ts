import "server-only";
import { readmeValidationSchema } from "@/lib/annotations/annotation-schemas";
import type { SessionUser } from "@/lib/auth/session-user";
import { pgPool, withPgTransaction } from "@/lib/db/pg-pool";
import { AppError, fieldErrors } from "@/lib/errors";
import { insertAuditEvent } from "./insert-audit-event";
import { loadValidationProject, VALIDATORS_PER_ITEM } from "./validation-access";

/**
 * Records the caller's 1–4 completeness rating of an item's gold functionality list. 403 for
 * one of the item's annotators; 409 when the item is not gold or already has its two ratings;
 * the same rating sent again is accepted once.
 */
export async function submitValidation(opts: { actor: SessionUser; itemId: number; input: unknown }): Promise<{ itemId: number; rating: number }> {
  const { rows } = await pgPool().query<{ project_id: number; annotated: boolean }>(
    `SELECT project_id, EXISTS (SELECT 1 FROM annotations a WHERE a.item_id = i.id AND a.user_id = $2) AS annotated FROM items i WHERE id = $1`,
    [opts.itemId, opts.actor.id],
  );
  if (!rows[0]) throw new AppError("not_found", "Item not found.");
  const project = await loadValidationProject({ actor: opts.actor, projectId: rows[0].project_id });
  if (rows[0].annotated) throw new AppError("forbidden", "You annotated this item: validators rate other people's gold.");
  const parsed = readmeValidationSchema.safeParse(opts.input);
  if (!parsed.success) throw new AppError("validation_failed", "The rating is not valid.", { fields: fieldErrors(parsed.error.issues) });
  const { rating, notes } = parsed.data;
  await withPgTransaction(async (sql) => {
    const [item] = await sql<{ status: string }>(`SELECT status FROM items WHERE id = $1 FOR UPDATE`, opts.itemId);
    if (item.status !== "gold" && item.status !== "agreed") throw new AppError("conflict", "Only gold items are validated.");
    const ratings = await sql<{ user_id: number; rating: number }>(`SELECT user_id, rating FROM validation_ratings WHERE item_id = $1`, opts.itemId);
    const mine = ratings.find((r) => r.user_id === opts.actor.id);
    if (mine) {
      if (mine.rating === rating) return;
      throw new AppError("conflict", "You already rated this item.");
    }
    if (ratings.length >= VALIDATORS_PER_ITEM) throw new AppError("conflict", "This item already has its two ratings.");
    await sql(`INSERT INTO validation_ratings (item_id, user_id, rating, notes) VALUES ($1, $2, $3, $4)`, opts.itemId, opts.actor.id, rating, notes);
    await insertAuditEvent(sql, { actorId: opts.actor.id, projectId: project.id, action: "validation.submit", itemId: opts.itemId, before: null, after: { rating, notes } });
  });
  return { itemId: opts.itemId, rating };
}
