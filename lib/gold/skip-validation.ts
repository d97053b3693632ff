import "server-only";
import { writeAuditEvent } from "@/lib/audit/write-audit-event";
import type { SessionUser } from "@/lib/auth/session-user";
import { withPgTransaction } from "@/lib/db/pg-pool";
import { AppError, fieldErrors } from "@/lib/errors";
import { skipInputSchema } from "@/lib/queue/skip-input-schema";
import { loadValidationItem } from "./validation-access";

/**
 * The caller will not rate this item's gold list (a reason is required): it is not offered to
 * them again and other members rate it instead. Skipping twice is not an error; skipping a list
 * one already rated is (409), since the rating stands. An item the caller may not validate is a
 * 404 like a missing one (loadValidationItem).
 */
export async function skipValidation(opts: {
  actor: SessionUser;
  itemId: number;
  input: unknown;
}): Promise<{ itemId: number }> {
  const project = await loadValidationItem(opts);
  const parsed = skipInputSchema.safeParse(opts.input);
  if (!parsed.success)
    throw new AppError("validation_failed", "Give a reason for skipping; nothing was saved.", {
      fields: fieldErrors(parsed.error.issues),
    });
  await withPgTransaction(async (sql) => {
    const [item] = await sql<{ status: string }>(
      `SELECT status FROM items WHERE id = $1 FOR UPDATE`,
      opts.itemId,
    );
    if (item.status !== "gold" && item.status !== "agreed")
      throw new AppError("conflict", "Only gold items are validated.");
    const [rated] = await sql(
      `SELECT 1 FROM validation_ratings WHERE item_id = $1 AND user_id = $2`,
      opts.itemId,
      opts.actor.id,
    );
    if (rated) throw new AppError("conflict", "You already rated this item; your rating stands.");
    const inserted = await sql(
      `INSERT INTO validation_skips (item_id, user_id, reason) VALUES ($1, $2, $3) ON CONFLICT (item_id, user_id) DO NOTHING RETURNING item_id`,
      opts.itemId,
      opts.actor.id,
      parsed.data.reason,
    );
    if (inserted.length) {
      await writeAuditEvent(sql, {
        actorId: opts.actor.id,
        projectId: project.id,
        action: "validation.skip",
        entityType: "item",
        entityId: opts.itemId,
        before: null,
        after: { reason: parsed.data.reason },
      });
    }
  });
  return { itemId: opts.itemId };
}
