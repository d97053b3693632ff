import "server-only";
import { writeAuditEvent } from "@/lib/audit/write-audit-event";
import type { SessionUser } from "@/lib/auth/session-user";
import { withPgTransaction } from "@/lib/db/pg-pool";
import { AppError, fieldErrors } from "@/lib/errors";
import { loadValidationItem, VALIDATORS_PER_ITEM } from "./validation-access";
import { validationRatingSchema } from "./validation-rating-schema";

/**
 * Records the caller's 1–4 completeness rating of an item's gold functionality list. 404 for an
 * item the caller may not validate (annotated, adjudicated or gold-edited by them), like a missing
 * one; 409 when the item is not gold or already has its two ratings; the same rating sent again
 * is accepted once.
 */
export async function submitValidation(opts: {
  actor: SessionUser;
  itemId: number;
  input: unknown;
}): Promise<{ itemId: number; rating: number }> {
  const project = await loadValidationItem(opts);
  const parsed = validationRatingSchema.safeParse(opts.input);
  if (!parsed.success)
    throw new AppError("validation_failed", "The rating is not valid.", {
      fields: fieldErrors(parsed.error.issues),
    });
  const { rating, notes } = parsed.data;
  await withPgTransaction(async (sql) => {
    const [item] = await sql<{ status: string }>(
      `SELECT status FROM items WHERE id = $1 FOR UPDATE`,
      opts.itemId,
    );
    if (item.status !== "gold" && item.status !== "agreed")
      throw new AppError("conflict", "Only gold items are validated.");
    const ratings = await sql<{ user_id: number; rating: number }>(
      `SELECT user_id, rating FROM validation_ratings WHERE item_id = $1`,
      opts.itemId,
    );
    const mine = ratings.find((r) => r.user_id === opts.actor.id);
    if (mine) {
      if (mine.rating === rating) return;
      throw new AppError("conflict", "You already rated this item.");
    }
    if (ratings.length >= VALIDATORS_PER_ITEM)
      throw new AppError("conflict", "This item already has its two ratings.");
    await sql(
      `INSERT INTO validation_ratings (item_id, user_id, rating, notes) VALUES ($1, $2, $3, $4)`,
      opts.itemId,
      opts.actor.id,
      rating,
      notes,
    );
    await writeAuditEvent(sql, {
      actorId: opts.actor.id,
      projectId: project.id,
      action: "validation.submit",
      entityType: "item",
      entityId: opts.itemId,
      before: null,
      after: { rating, notes },
    });
  });
  return { itemId: opts.itemId, rating };
}
