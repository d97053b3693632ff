import "server-only";
import type { NextRequest } from "next/server";
import { getSignedInSession } from "./get-signed-in-session";
import type { SessionUser } from "./session-user";

/**
 * The signed-in user from the session cookie, re-read from the database so a changed role, a
 * deactivated account or an ended session takes effect at once (the JWT alone would keep them
 * for its lifetime).
 */
export async function getSessionUser(
  opts: { req?: NextRequest } = {},
): Promise<SessionUser | null> {
  return (await getSignedInSession(opts))?.user ?? null;
}
