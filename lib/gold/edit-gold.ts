import "server-only";
import type { SessionUser } from "@/lib/auth/session-user";
import { withPgTransaction } from "@/lib/db/pg-pool";
import { AppError, fieldErrors } from "@/lib/errors";
import { jsonEqual } from "@/lib/queue/json-equal";
import { discardValidationRatings } from "./discard-validation-ratings";
import { finalStatusFor } from "./final-status";
import { editGoldInputSchema } from "./gold-inputs";
import { loadLeadItem } from "./load-lead-item";
import { parseGold } from "./parse-gold";
import { canTransition } from "./status-transitions";
import { writeOutcome } from "./write-outcome";

/**
 * A lead sets an item's gold (validated like any annotation of its kind), with a rationale. The
 * record's source becomes `adjudicated` (a person decided), the item `gold` (`rejected` for a QA
 * rejection), a running adjudication claim is cancelled, validation ratings of a list that
 * changed are removed (they rated the old one), and the audit event keeps before/after.
 */
export async function editGold(opts: {
  actor: SessionUser;
  itemId: number;
  input: unknown;
}): Promise<{ itemId: number; itemStatus: string; gold: unknown }> {
  const { project, itemId } = await loadLeadItem({
    actor: opts.actor,
    itemId: opts.itemId,
    action: "gold.edit",
  });
  const parsed = editGoldInputSchema.safeParse(opts.input);
  if (!parsed.success)
    throw new AppError("validation_failed", "The edit is not valid; nothing was saved.", {
      fields: fieldErrors(parsed.error.issues),
    });
  const gold = await parseGold({ project, itemId, gold: parsed.data.gold });
  const itemStatus = finalStatusFor(project.kind, gold);
  await withPgTransaction(async (sql) => {
    const [item] = await sql<{ status: string }>(
      `SELECT status FROM items WHERE id = $1 FOR UPDATE`,
      itemId,
    );
    if (!canTransition({ event: "gold.edit", from: item.status })) {
      throw new AppError(
        "conflict",
        "The item is still being annotated; its gold can be set once annotation is finished.",
      );
    }
    const [before] = await sql<{ source: string; data: unknown }>(
      `SELECT source, data FROM gold_records WHERE item_id = $1`,
      itemId,
    );
    await sql(
      `UPDATE adjudications SET status = 'released' WHERE item_id = $1 AND status = 'active'`,
      itemId,
    );
    const ratings =
      before && jsonEqual(before.data, gold) ? [] : await discardValidationRatings(sql, itemId);
    await writeOutcome(sql, {
      itemId,
      projectId: project.id,
      actorId: opts.actor.id,
      event: "gold.edit",
      from: item.status,
      to: itemStatus,
      gold: { source: "adjudicated", data: gold, by: opts.actor.id },
      before: {
        status: item.status,
        gold: before ?? null,
        ...(ratings.length ? { validation: ratings } : {}),
      },
      after: {
        status: itemStatus,
        gold: { source: "adjudicated", data: gold },
        rationale: parsed.data.rationale,
      },
    });
  });
  return { itemId, itemStatus, gold };
}
