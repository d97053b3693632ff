import "server-only";
import { db } from "@/lib/db";

/** A browser session lasts 12 h from sign-in, whatever the cookie says (next-auth's maxAge is the same). */
export const SESSION_MAX_AGE_SECONDS = 12 * 60 * 60;

/** Records a sign-in; the returned id goes into the session JWT as `sid`. */
export async function startSession(opts: { userId: number }): Promise<string> {
  const row = await db.session.create({
    data: { userId: opts.userId, expiresAt: new Date(Date.now() + SESSION_MAX_AGE_SECONDS * 1000) },
    select: { id: true },
  });
  return row.id;
}
