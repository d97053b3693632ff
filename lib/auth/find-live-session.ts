import "server-only";
import type { JWT } from "next-auth/jwt";
import { db } from "@/lib/db";
import type { SessionUser } from "./session-user";

/** `locale`: the UI language the user picked (null: their browser's). */
export type SignedInSession = { sessionId: string; user: SessionUser; locale: string | null };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The session a decoded session JWT names, or null when it was ended (sign-out,
 * endUserSessions) or expired, or its user is deactivated. The JWT only names the session
 * (`sid`); whether it still counts, and who the user is now, comes from the database.
 */
export async function findLiveSession(token: JWT | null): Promise<SignedInSession | null> {
  const sid = token?.sid;
  if (typeof sid !== "string" || !UUID.test(sid)) return null;
  const row = await db.session.findUnique({
    where: { id: sid },
    select: {
      revokedAt: true,
      expiresAt: true,
      user: {
        select: { id: true, email: true, name: true, role: true, isActive: true, locale: true },
      },
    },
  });
  if (
    !row ||
    row.revokedAt ||
    row.expiresAt <= new Date() ||
    !row.user.isActive ||
    String(row.user.id) !== token?.sub
  )
    return null;
  const { isActive: _isActive, locale, ...user } = row.user;
  return { sessionId: sid, user, locale };
}
