import "server-only";
import type { SessionUser } from "@/lib/auth/session-user";
import { withPgTransaction } from "@/lib/db/pg-pool";
import { AppError } from "@/lib/errors";
import { loadOwnAssignment, lockAssignment } from "./load-own-assignment";
import { reopenUnclaimedItem } from "./reopen-unclaimed-item";

/** Gives the slot back and keeps the draft; the item may come back to the caller later. Idempotent. */
export async function releaseAssignment(opts: { actor: SessionUser; assignmentId: number }): Promise<{ assignmentId: number; status: "released" }> {
  const own = await loadOwnAssignment(opts);
  await withPgTransaction(async (sql) => {
    const locked = await lockAssignment(sql, own);
    if (locked.status === "released") return;
    if (locked.status !== "active") throw new AppError("conflict", `This assignment is ${locked.status} and cannot be released.`);
    await sql(`UPDATE assignments SET status = 'released', updated_at = now() WHERE id = $1`, own.assignmentId);
    await reopenUnclaimedItem(sql, own.itemId);
  });
  return { assignmentId: own.assignmentId, status: "released" };
}
