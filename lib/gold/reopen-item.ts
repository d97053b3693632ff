import "server-only";
import type { SessionUser } from "@/lib/auth/session-user";
import { withPgTransaction, type Sql } from "@/lib/db/pg-pool";
import { AppError, fieldErrors } from "@/lib/errors";
import { discardValidationRatings } from "./discard-validation-ratings";
import { reopenInputSchema } from "./gold-inputs";
import { loadLeadItem } from "./load-lead-item";
import { canTransition } from "./status-transitions";
import { writeOutcome } from "./write-outcome";

/**
 * A lead sends a finished item (gold, rejected or agreed) back to `disagreement` for a new
 * adjudication. Its gold record and any validation ratings of it are removed (the audit event
 * keeps them as `before`), so exports list it as unresolved until someone decides again.
 */
export async function reopenItem(opts: {
  actor: SessionUser;
  itemId: number;
  input: unknown;
}): Promise<{ itemId: number; itemStatus: "disagreement" }> {
  const { project, itemId } = await loadLeadItem({
    actor: opts.actor,
    itemId: opts.itemId,
    action: "gold.edit",
  });
  const parsed = reopenInputSchema.safeParse(opts.input);
  if (!parsed.success)
    throw new AppError("validation_failed", "Give a reason to reopen the item.", {
      fields: fieldErrors(parsed.error.issues),
    });
  await withPgTransaction(async (sql) => {
    const [item] = await sql<{ status: string }>(
      `SELECT status FROM items WHERE id = $1 FOR UPDATE`,
      itemId,
    );
    if (!canTransition({ event: "item.reopen", from: item.status }))
      throw new AppError(
        "conflict",
        `Only gold, rejected or agreed items can be reopened; this one is ${item.status.replace("_", " ")}.`,
      );
    await reopenLockedItem(sql, {
      projectId: project.id,
      itemId,
      actorId: opts.actor.id,
      from: item.status,
      reason: parsed.data.reason,
    });
  });
  return { itemId, itemStatus: "disagreement" };
}

/** The reopen of one item the caller has locked (`FOR UPDATE`) and checked may be reopened from `from`; the items list's bulk reopen shares it. */
export async function reopenLockedItem(
  sql: Sql,
  o: { projectId: number; itemId: number; actorId: number; from: string; reason: string },
): Promise<void> {
  const [before] = await sql<{ source: string; data: unknown }>(
    `SELECT source, data FROM gold_records WHERE item_id = $1`,
    o.itemId,
  );
  const ratings = await discardValidationRatings(sql, o.itemId);
  await writeOutcome(sql, {
    itemId: o.itemId,
    projectId: o.projectId,
    actorId: o.actorId,
    event: "item.reopen",
    from: o.from,
    to: "disagreement",
    gold: null,
    before: {
      status: o.from,
      gold: before ?? null,
      ...(ratings.length ? { validation: ratings } : {}),
    },
    after: { status: "disagreement", gold: null, reason: o.reason },
  });
}
