import "server-only";
import type { SessionUser } from "@/lib/auth/session-user";
import { pgPool } from "@/lib/db/pg-pool";
import { AppError, fieldErrors } from "@/lib/errors";
import { adjudicationDraftBodySchema } from "./adjudication-draft-input";
import { loadAdjudicationContext } from "./load-adjudication-context";

type Claim = { status: string; is_expired: boolean };

function refusal(claim: Claim | undefined): AppError {
  if (claim?.status === "resolved")
    return new AppError("conflict", "You already resolved this item; there is no draft to save.");
  if (claim?.status === "active" && claim.is_expired) {
    return new AppError(
      "conflict",
      "Your claim on this item expired, so the draft was not saved. Claim the item again to go on (your work is kept in this browser).",
    );
  }
  return new AppError(
    "conflict",
    "This claim is no longer yours (released, or taken over after it expired); the draft was not saved.",
  );
}

/**
 * Autosave of an adjudicator's decision in progress (`{draft: {choice, gold?, rationale, saved_at?}}`),
 * only on the caller's own claim while its lease runs; each save renews the lease. 403 for one of
 * the item's annotators; 409 for someone else's claim, an expired one, or one no longer active;
 * 422 for a bad or oversized body (nothing written).
 */
export async function saveAdjudicationDraft(opts: {
  actor: SessionUser;
  adjudicationId: number;
  body: unknown;
}): Promise<{ leaseExpiresAt: string }> {
  const ctx = await loadAdjudicationContext(opts);
  if (!ctx.isOwn) throw new AppError("conflict", "This item is being adjudicated by someone else.");
  const parsed = adjudicationDraftBodySchema.safeParse(opts.body);
  if (!parsed.success)
    throw new AppError("validation_failed", "The draft is not valid; nothing was saved.", {
      fields: fieldErrors(parsed.error.issues),
    });
  // One statement: a takeover (which marks an expired claim `released`) either ran before it
  // and nothing is written, or waits for it; an expired lease is never revived here.
  const { rows } = await pgPool().query<{ lease_expires_at: Date }>(
    `UPDATE adjudications
        SET draft = $2::jsonb, lease_expires_at = GREATEST(lease_expires_at, now() + make_interval(mins => $3))
      WHERE id = $1 AND status = 'active' AND lease_expires_at > now()
      RETURNING lease_expires_at`,
    [ctx.adjudicationId, JSON.stringify(parsed.data.draft), ctx.project.settings.leaseMinutes],
  );
  if (rows[0]) return { leaseExpiresAt: rows[0].lease_expires_at.toISOString() };
  const {
    rows: [claim],
  } = await pgPool().query<Claim>(
    `SELECT status, lease_expires_at <= now() AS is_expired FROM adjudications WHERE id = $1`,
    [ctx.adjudicationId],
  );
  throw refusal(claim);
}
