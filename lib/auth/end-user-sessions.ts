import "server-only";
import { db } from "@/lib/db";

/**
 * Ends everything that lets a person act without signing in again: their API tokens (and, with
 * server-side sessions, their sessions but `keepSessionId`). Called after a deactivation, a role
 * change or a password reset has committed.
 */
export async function endUserSessions(opts: { userId: number; keepSessionId?: string }): Promise<void> {
  await db.apiToken.updateMany({ where: { userId: opts.userId, revokedAt: null }, data: { revokedAt: new Date() } });
}
