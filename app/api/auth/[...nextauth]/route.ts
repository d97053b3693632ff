import NextAuth from "next-auth";
import { NextRequest } from "next/server";
import { bodyLimits } from "@/lib/api/body-limits";
import { readLimitedBody } from "@/lib/api/read-limited-body";
import { errorResponse } from "@/lib/api/with-api";
import { authOptions } from "@/lib/auth/auth-options";

type Ctx = { params: Promise<{ nextauth: string[] }> };

// next-auth v4 declares its handler `any`; this is the App Router shape it has.
const handler = NextAuth(authOptions) as (req: NextRequest, ctx: Ctx) => Promise<Response>;

/** Sign-in and sign-out posts are small forms: a body over the limit is a 413 before it is read. */
async function post(req: NextRequest, ctx: Ctx): Promise<Response> {
  let body: Uint8Array;
  try {
    body = await readLimitedBody(req, bodyLimits.signIn);
  } catch (e) {
    return errorResponse(e);
  }
  return handler(
    new NextRequest(req.url, {
      method: req.method,
      headers: req.headers,
      body: body.byteLength ? (body as BufferSource) : undefined,
    }),
    ctx,
  );
}

export { handler as GET, post as POST };
