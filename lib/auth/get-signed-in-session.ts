import "server-only";
import { headers } from "next/headers";
import { NextRequest } from "next/server";
import { getToken } from "next-auth/jwt";
import { cache } from "react";
import { findLiveSession, type SignedInSession } from "./find-live-session";

export type { SignedInSession };

/**
 * Decoding the JWT and reading the session row happen once per request, however many of the
 * layout, the page, its components and the action ask (React's per-request cache: a new request
 * reads the database again, so an ended session or changed role still counts at once). Keyed by
 * the cookie header, which is the same for every caller within a request.
 */
const sessionForCookie = cache(async (cookie: string): Promise<SignedInSession | null> =>
  // next-auth's own reader (cookie name, chunks, decryption) over the cookie header alone, so a
  // JWT sent in an Authorization header is never taken for a session.
  findLiveSession(
    await getToken({ req: new NextRequest("http://accord.invalid/", { headers: { cookie } }) }),
  ),
);

/**
 * The live browser session behind the request's cookie (see findLiveSession), or null. Route
 * handlers pass their request; pages and server actions read the cookie of theirs.
 */
export async function getSignedInSession(
  opts: { req?: NextRequest } = {},
): Promise<SignedInSession | null> {
  const cookie = opts.req ? opts.req.headers.get("cookie") : (await headers()).get("cookie");
  if (!cookie) return null;
  return sessionForCookie(cookie);
}
