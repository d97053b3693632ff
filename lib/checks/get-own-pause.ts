import "server-only";
import type { SessionUser } from "@/lib/auth/session-user";
import { pgPool } from "@/lib/db/pg-pool";

export type OwnPause = { reason: string; pausedAt: Date };

/**
 * The caller's own pause in the project (decision 027), for their annotation pages: why the check
 * rule paused them, or null. The rule is accord_member_paused (lib/checks/sql/); this reads the row it asks about.
 */
export async function getOwnPause(opts: {
  actor: SessionUser;
  projectId: number;
}): Promise<OwnPause | null> {
  const { rows } = await pgPool().query<{ reason: string; paused_at: Date }>(
    `SELECT c.reason, c.paused_at FROM check_pauses c WHERE c.project_id = $1 AND c.user_id = $2 AND accord_member_paused(c.project_id, c.user_id)`,
    [opts.projectId, opts.actor.id],
  );
  return rows[0] ? { reason: rows[0].reason, pausedAt: rows[0].paused_at } : null;
}
