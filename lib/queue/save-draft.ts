import "server-only";
import type { SessionUser } from "@/lib/auth/session-user";
import { pgPool } from "@/lib/db/pg-pool";
import { AppError } from "@/lib/errors";
import { serverMessage } from "@/lib/i18n/server-message";
import { claimsByGroup, ownGroupClaimsSql } from "./file-group";
import { loadOwnAssignment } from "./load-own-assignment";

export const MAX_DRAFT_BYTES = 1024 * 1024;

// The rest of the caller's file group, as the save renews its own lease: only leases still running.
const renewGroupSql = `
  UPDATE assignments SET lease_expires_at = GREATEST(lease_expires_at, now() + make_interval(mins => $4))
   WHERE id IN (SELECT g.assignment_id FROM (${ownGroupClaimsSql}) g) AND item_id <> $3 AND lease_expires_at > now()`;

/**
 * Autosave: stores any JSON (unvalidated; a form in progress) on the caller's active
 * assignment, also after its lease expired so that work is never lost. While the lease runs,
 * saving renews it (an annotator who is typing keeps the item); an expired lease is not
 * revived here — the next claim or a late submit decides about the slot.
 */
export async function saveDraft(opts: {
  actor: SessionUser;
  assignmentId: number;
  draft: unknown;
}): Promise<{ leaseExpiresAt: string }> {
  const json = opts.draft === undefined ? "null" : JSON.stringify(opts.draft);
  if (Buffer.byteLength(json) > MAX_DRAFT_BYTES)
    throw new AppError("payload_too_large", serverMessage("draftTooLarge"));
  const own = await loadOwnAssignment({ actor: opts.actor, assignmentId: opts.assignmentId });
  const { rows } = await pgPool().query<{ lease_expires_at: Date }>(
    `UPDATE assignments
        SET draft = $2::jsonb, updated_at = now(),
            lease_expires_at = CASE WHEN lease_expires_at > now() THEN GREATEST(lease_expires_at, now() + make_interval(mins => $3)) ELSE lease_expires_at END
      WHERE id = $1 AND status = 'active'
      RETURNING lease_expires_at`,
    [own.assignmentId, json, own.project.settings.leaseMinutes],
  );
  if (!rows[0]) throw new AppError("conflict", serverMessage("draftNotActive"));
  // A file group (decision 051) is one piece of work: saving any of its comments renews the
  // others' running leases as well, so the comments not reached yet are kept too.
  if (claimsByGroup(own.project.settings)) {
    await pgPool().query(renewGroupSql, [
      opts.actor.id,
      own.project.id,
      own.itemId,
      own.project.settings.leaseMinutes,
    ]);
  }
  return { leaseExpiresAt: rows[0].lease_expires_at.toISOString() };
}
