import "server-only";
import type { SessionUser } from "@/lib/auth/session-user";
import { withPgTransaction } from "@/lib/db/pg-pool";
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
export async function reopenItem(opts: { actor: SessionUser; itemId: number; input: unknown }): Promise<{ itemId: number; itemStatus: "disagreement" }> {
  const { project, itemId } = await loadLeadItem({ actor: opts.actor, itemId: opts.itemId, action: "gold.edit" });
  const parsed = reopenInputSchema.safeParse(opts.input);
  if (!parsed.success) throw new AppError("validation_failed", "Give a reason to reopen the item.", { fields: fieldErrors(parsed.error.issues) });
  await withPgTransaction(async (sql) => {
    const [item] = await sql<{ status: string }>(`SELECT status FROM items WHERE id = $1 FOR UPDATE`, itemId);
    if (!canTransition({ event: "item.reopen", from: item.status }))
      throw new AppError("conflict", `Only gold, rejected or agreed items can be reopened; this one is ${item.status.replace("_", " ")}.`);
    const [before] = await sql<{ source: string; data: unknown }>(`SELECT source, data FROM gold_records WHERE item_id = $1`, itemId);
    const ratings = await discardValidationRatings(sql, itemId);
    await writeOutcome(sql, {
      itemId,
      projectId: project.id,
      actorId: opts.actor.id,
      event: "item.reopen",
      from: item.status,
      to: "disagreement",
      gold: null,
      before: { status: item.status, gold: before ?? null, ...(ratings.length ? { validation: ratings } : {}) },
      after: { status: "disagreement", gold: null, reason: parsed.data.reason },
    });
  });
  return { itemId, itemStatus: "disagreement" };
}
