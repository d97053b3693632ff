import "server-only";
import type { SessionUser } from "@/lib/auth/session-user";
import { withPgTransaction } from "@/lib/db/pg-pool";
import { AppError } from "@/lib/errors";
import { loadOwnAssignment, lockAssignment } from "./load-own-assignment";
import { claimsByGroup, ownGroupClaimsSql } from "./file-group";
import { reopenUnclaimedItem } from "./reopen-unclaimed-item";

// File groups (decision 051): the rest of the group, its items locked in id order first, as every
// writer of claims locks them.
const lockGroupSql = `
  SELECT i.id FROM items i WHERE i.id IN (SELECT g.item_id FROM (${ownGroupClaimsSql}) g) OR i.id = $3 ORDER BY i.id FOR UPDATE`;

const releaseGroupSql = `
  UPDATE assignments a SET status = 'released', updated_at = now()
   WHERE a.id IN (SELECT g.assignment_id FROM (${ownGroupClaimsSql}) g) AND a.item_id <> $3
  RETURNING a.item_id`;

/**
 * Gives the slot back and keeps the draft; the item may come back to the caller later. Idempotent.
 * In a project that claims by file (claimGroup set, decision 051) it gives back the rest of
 * the group too, in the same transaction: the caller's other active claims on the item's file.
 */
export async function releaseAssignment(opts: {
  actor: SessionUser;
  assignmentId: number;
}): Promise<{ assignmentId: number; status: "released" }> {
  const own = await loadOwnAssignment(opts);
  const grouped = claimsByGroup(own.project.settings);
  await withPgTransaction(async (sql) => {
    if (grouped) await sql(lockGroupSql, opts.actor.id, own.project.id, own.itemId);
    const locked = await lockAssignment(sql, own);
    if (locked.status !== "active" && locked.status !== "released")
      throw new AppError("conflict", `This assignment is ${locked.status} and cannot be released.`);
    if (locked.status === "active") {
      await sql(
        `UPDATE assignments SET status = 'released', updated_at = now() WHERE id = $1`,
        own.assignmentId,
      );
      await reopenUnclaimedItem(sql, own.itemId);
    }
    if (!grouped) return;
    const rest = await sql<{ item_id: number }>(
      releaseGroupSql,
      opts.actor.id,
      own.project.id,
      own.itemId,
    );
    for (const r of rest) await reopenUnclaimedItem(sql, r.item_id);
  });
  return { assignmentId: own.assignmentId, status: "released" };
}
