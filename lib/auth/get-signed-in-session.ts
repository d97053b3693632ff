import "server-only";
import { headers } from "next/headers";
import { NextRequest } from "next/server";
import { getToken } from "next-auth/jwt";
import { db } from "@/lib/db";
import type { SessionUser } from "./session-user";

export type SignedInSession = { sessionId: string; user: SessionUser };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The browser session behind the request's cookie, or null when there is none, it was ended
 * (sign-out, endUserSessions) or expired, or its user is deactivated. The JWT only names the
 * session (`sid`); whether it still counts, and who the user is now, comes from the database.
 * Route handlers pass their request; pages and server actions read the cookie of theirs.
 */
export async function getSignedInSession(opts: { req?: NextRequest } = {}): Promise<SignedInSession | null> {
  const cookie = opts.req ? opts.req.headers.get("cookie") : (await headers()).get("cookie");
  if (!cookie) return null;
  // next-auth's own reader (cookie name, chunks, decryption) over the cookie header alone, so a
  // JWT sent in an Authorization header is never taken for a session.
  const token = await getToken({ req: new NextRequest("http://accord.invalid/", { headers: { cookie } }) });
  const sid = token?.sid;
  if (typeof sid !== "string" || !UUID.test(sid)) return null;
  const row = await db.session.findUnique({
    where: { id: sid },
    select: { revokedAt: true, expiresAt: true, user: { select: { id: true, email: true, name: true, role: true, isActive: true } } },
  });
  if (!row || row.revokedAt || row.expiresAt <= new Date() || !row.user.isActive || String(row.user.id) !== token?.sub) return null;
  const { isActive: _isActive, ...user } = row.user;
  return { sessionId: sid, user };
}
