import "server-only";
import { db } from "@/lib/db";

/** Sign-out: the session's JWT (and every copy of its cookie) stops working at once. */
export async function endSession(opts: { sessionId: string }): Promise<void> {
  await db.session.updateMany({
    where: { id: opts.sessionId, revokedAt: null },
    data: { revokedAt: new Date() },
  });
}
