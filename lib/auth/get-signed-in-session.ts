import "server-only";
import { headers } from "next/headers";
import { NextRequest } from "next/server";
import { getToken } from "next-auth/jwt";
import { cache } from "react";
import { findLiveSession, type SignedInSession } from "./find-live-session";

export type { SignedInSession };

/** Once per request (React's cache), so an ended session still counts at the next request. */
const sessionForCookie = cache(async (cookie: string): Promise<SignedInSession | null> =>
  // next-auth's own reader (cookie name, chunks, decryption) over the cookie header alone, so a
  // JWT sent in an Authorization header is never taken for a session.
  findLiveSession(
    await getToken({ req: new NextRequest("http://accord.invalid/", { headers: { cookie } }) }),
  ),
);

/** Route handlers pass their request; pages and server actions read their cookie. */
export async function getSignedInSession(
  opts: { req?: NextRequest } = {},
): Promise<SignedInSession | null> {
  const cookie = opts.req ? opts.req.headers.get("cookie") : (await headers()).get("cookie");
  if (!cookie) return null;
  return sessionForCookie(cookie);
}
