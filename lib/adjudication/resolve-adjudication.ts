import "server-only";
import type { SessionUser } from "@/lib/auth/session-user";
import { withPgTransaction, type Sql } from "@/lib/db/pg-pool";
import { AppError, fieldErrors } from "@/lib/errors";
import { finalStatusFor } from "@/lib/gold/final-status";
import { parseGold } from "@/lib/gold/parse-gold";
import { writeOutcome } from "@/lib/gold/write-outcome";
import { jsonEqual } from "@/lib/queue/json-equal";
import type { ResolveResult } from "./adjudication-dto";
import { loadAdjudicationContext, type AdjudicationContext } from "./load-adjudication-context";
import { choiceIndex, resolveInputSchema, type ResolveInput } from "./resolve-input";

type Locked = {
  status: string;
  choice: string | null;
  rationale: string | null;
  item_status: string;
};

/** The gold a choice stands for: the chosen annotation's data (a given `gold` must equal it), or the merged one. */
async function goldFor(
  sql: Sql,
  ctx: AdjudicationContext,
  input: ResolveInput,
  merged: unknown,
): Promise<unknown> {
  if (input.choice === "merged") return merged;
  const annotations = await sql<{ data: unknown }>(
    `SELECT data FROM annotations WHERE item_id = $1 AND machine_annotator IS NULL ORDER BY submitted_at, id`,
    ctx.itemId,
  );
  const chosen = annotations[choiceIndex(input.choice)];
  if (!chosen)
    throw new AppError(
      "validation_failed",
      `The item has no annotation ${input.choice.toUpperCase()}.`,
      { fields: { choice: ["names an annotation the item does not have"] } },
    );
  if (merged !== undefined && !jsonEqual(merged, chosen.data)) {
    throw new AppError(
      "validation_failed",
      `The gold differs from annotation ${input.choice.toUpperCase()}; send choice "merged" to record an edited one.`,
      {
        fields: { gold: [`differs from annotation ${input.choice.toUpperCase()}`] },
      },
    );
  }
  return chosen.data;
}

/**
 * Records the caller's decision on their claimed disagreement: the gold record (source
 * `adjudicated`), the adjudication resolved, the item `gold` (`rejected` for a QA pair whose
 * gold rejects it) and an audit event with before/after — in one transaction. 403 for one of
 * the item's annotators; 409 when the claim is not the caller's active one (someone else's,
 * released, or taken over after its lease expired); 422 for an invalid input or gold. A retry
 * of the same decision returns the first result.
 */
export async function resolveAdjudication(opts: {
  actor: SessionUser;
  adjudicationId: number;
  input: unknown;
}): Promise<ResolveResult> {
  const ctx = await loadAdjudicationContext(opts);
  if (!ctx.isOwn) throw new AppError("conflict", "This item is being adjudicated by someone else.");
  const parsed = resolveInputSchema.safeParse(opts.input);
  if (!parsed.success)
    throw new AppError("validation_failed", "The decision is not valid; nothing was saved.", {
      fields: fieldErrors(parsed.error.issues),
    });
  const input = parsed.data;
  const merged =
    input.gold === undefined || input.gold === null
      ? undefined
      : await parseGold({ project: ctx.project, itemId: ctx.itemId, gold: input.gold });
  const { kind } = ctx.project;

  return withPgTransaction(async (sql) => {
    // Item first, then the claim: the same order as claims and takeovers.
    const [item] = await sql<{ status: string }>(
      `SELECT status FROM items WHERE id = $1 FOR UPDATE`,
      ctx.itemId,
    );
    const [locked] = await sql<Locked>(
      `SELECT status, choice, rationale FROM adjudications WHERE id = $1 FOR UPDATE`,
      ctx.adjudicationId,
    );
    const gold = await goldFor(sql, ctx, input, merged);
    const result: ResolveResult = {
      adjudicationId: ctx.adjudicationId,
      itemId: ctx.itemId,
      itemStatus: finalStatusFor(kind, gold),
      choice: input.choice,
      gold,
    };
    if (locked.status === "resolved") {
      const [current] = await sql<{ data: unknown }>(
        `SELECT data FROM gold_records WHERE item_id = $1`,
        ctx.itemId,
      );
      if (locked.choice === input.choice && current && jsonEqual(current.data, gold)) return result;
      throw new AppError(
        "conflict",
        "You already resolved this item differently; ask a lead to edit its gold.",
      );
    }
    if (locked.status !== "active" || item.status !== "in_adjudication") {
      throw new AppError(
        "conflict",
        "Your claim on this item is no longer active (released, or taken over by another adjudicator after it expired).",
      );
    }
    const [before] = await sql<{ source: string; data: unknown }>(
      `SELECT source, data FROM gold_records WHERE item_id = $1`,
      ctx.itemId,
    );
    await sql(
      `UPDATE adjudications SET status = 'resolved', choice = $2, rationale = $3, resolved_at = now(), draft = NULL WHERE id = $1`,
      ctx.adjudicationId,
      input.choice,
      input.rationale || null,
    );
    await writeOutcome(sql, {
      itemId: ctx.itemId,
      projectId: ctx.project.id,
      actorId: opts.actor.id,
      event: "adjudication.resolve",
      from: item.status,
      to: result.itemStatus,
      gold: { source: "adjudicated", data: gold, by: opts.actor.id },
      before: { status: item.status, gold: before ?? null },
      after: {
        status: result.itemStatus,
        gold: { source: "adjudicated", data: gold },
        adjudication_id: ctx.adjudicationId,
        choice: input.choice,
        rationale: input.rationale || null,
      },
    });
    return result;
  });
}
