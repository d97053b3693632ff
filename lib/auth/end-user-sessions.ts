import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/db";

/**
 * Ends all of a user's browser sessions (but `keepSessionId`, e.g. the one that changed its own
 * password) and revokes all their API tokens, at once. Call it when a user is deactivated or their
 * role or password changes (SPEC §7); pass `tx` to do it in the same transaction as the change.
 */
export async function endUserSessions(opts: {
  userId: number;
  keepSessionId?: string;
  tx?: Prisma.TransactionClient;
}): Promise<{ sessions: number; tokens: number }> {
  const client = opts.tx ?? db;
  const now = new Date();
  const sessions = await client.session.updateMany({
    where: {
      userId: opts.userId,
      revokedAt: null,
      ...(opts.keepSessionId ? { id: { not: opts.keepSessionId } } : {}),
    },
    data: { revokedAt: now },
  });
  const tokens = await client.apiToken.updateMany({
    where: { userId: opts.userId, revokedAt: null },
    data: { revokedAt: now },
  });
  return { sessions: sessions.count, tokens: tokens.count };
}
