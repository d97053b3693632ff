import "server-only";
import type { SessionUser } from "@/lib/auth/session-user";
import { withPgTransaction } from "@/lib/db/pg-pool";
import { AppError, fieldErrors } from "@/lib/errors";
import { serverMessage } from "@/lib/i18n/server-message";
import { loadOwnAssignment, lockAssignment } from "./load-own-assignment";
import { reopenUnclaimedItem } from "./reopen-unclaimed-item";
import { skipInputSchema } from "./skip-input-schema";

/** The caller will not annotate this item (never offered again); the slot goes to someone else. */
export async function skipAssignment(opts: {
  actor: SessionUser;
  assignmentId: number;
  input: unknown;
}): Promise<{ assignmentId: number; status: "skipped" }> {
  const parsed = skipInputSchema.safeParse(opts.input);
  if (!parsed.success)
    throw new AppError("validation_failed", serverMessage("skipInvalid"), {
      fields: fieldErrors(parsed.error.issues),
    });
  const own = await loadOwnAssignment(opts);
  await withPgTransaction(async (sql) => {
    const locked = await lockAssignment(sql, own);
    if (locked.status === "skipped") return;
    if (locked.status === "submitted")
      throw new AppError("conflict", serverMessage("skipAfterSubmit"));
    await sql(
      `UPDATE assignments SET status = 'skipped', skip_reason = $2, updated_at = now() WHERE id = $1`,
      own.assignmentId,
      parsed.data.reason,
    );
    await reopenUnclaimedItem(sql, own.itemId);
  });
  return { assignmentId: own.assignmentId, status: "skipped" };
}
