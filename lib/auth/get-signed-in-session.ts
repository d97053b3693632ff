import "server-only";
import { headers } from "next/headers";
import { NextRequest } from "next/server";
import { getToken } from "next-auth/jwt";
import { findLiveSession, type SignedInSession } from "./find-live-session";

export type { SignedInSession };

/**
 * The live browser session behind the request's cookie (see findLiveSession), or null. Route
 * handlers pass their request; pages and server actions read the cookie of theirs.
 */
export async function getSignedInSession(opts: { req?: NextRequest } = {}): Promise<SignedInSession | null> {
  const cookie = opts.req ? opts.req.headers.get("cookie") : (await headers()).get("cookie");
  if (!cookie) return null;
  // next-auth's own reader (cookie name, chunks, decryption) over the cookie header alone, so a
  // JWT sent in an Authorization header is never taken for a session.
  return findLiveSession(await getToken({ req: new NextRequest("http://accord.invalid/", { headers: { cookie } }) }));
}
