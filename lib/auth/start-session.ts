import "server-only";
import { db } from "@/lib/db";

/** A browser session lasts 12 h from sign-in, whatever the cookie says (next-auth's maxAge is the same). */
export const SESSION_MAX_AGE_SECONDS = 12 * 60 * 60;

/** Records a sign-in; the returned id goes into the session JWT as `sid`. */
export async function startSession(opts: { userId: number }): Promise<string> {
  const now = Date.now();
  // The user's sessions past their 12 h can go: their cookies are refused anyway. Keeps the table
  // at about one row per sign-in of the last 12 h, with no sweeper.
  await db.session.deleteMany({ where: { userId: opts.userId, expiresAt: { lt: new Date(now) } } });
  const row = await db.session.create({
    data: { userId: opts.userId, expiresAt: new Date(now + SESSION_MAX_AGE_SECONDS * 1000) },
    select: { id: true },
  });
  return row.id;
}
