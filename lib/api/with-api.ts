import "server-only";
import { NextResponse, type NextRequest } from "next/server";
import { userForApiToken } from "@/lib/auth/api-tokens";
import { getSessionUser } from "@/lib/auth/get-session-user";
import type { SessionUser } from "@/lib/auth/session-user";
import { AppError, isAppError } from "@/lib/errors";

type Params = Record<string, string>;
type Handler<P extends Params> = (ctx: { req: NextRequest; actor: SessionUser; params: P }) => Promise<Response>;

export function errorResponse(e: unknown): NextResponse {
  if (isAppError(e)) {
    // A 429 says how long to wait (seconds), in the header clients and proxies read.
    const retryAfter = e.details?.retry_after;
    const headers = typeof retryAfter === "number" ? { "Retry-After": String(retryAfter) } : undefined;
    return NextResponse.json({ error: { code: e.code, message: e.message, ...(e.details ? { details: e.details } : {}) } }, { status: e.status, headers });
  }
  console.error(e);
  return NextResponse.json({ error: { code: "internal", message: "Something went wrong on the server." } }, { status: 500 });
}

async function authenticate(req: NextRequest): Promise<SessionUser> {
  const header = req.headers.get("authorization");
  if (header) {
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    const user = match ? await userForApiToken(match[1]) : null;
    if (!user) throw new AppError("unauthorized", "The bearer token is missing, invalid, expired or revoked.");
    return user;
  }
  const user = await getSessionUser({ req });
  if (!user) throw new AppError("unauthorized", "Sign in, or send `Authorization: Bearer <token>`.");
  return user;
}

/** Every API route: authenticates (Bearer token or session cookie) and turns errors into the envelope. */
export function withApi<P extends Params = Params>(handler: Handler<P>) {
  return async (req: NextRequest, ctx: { params: Promise<P> }): Promise<Response> => {
    try {
      const actor = await authenticate(req);
      return await handler({ req, actor, params: await ctx.params });
    } catch (e) {
      return errorResponse(e);
    }
  };
}

/** Reads a JSON body; a malformed one is a 400, not a 500. */
export async function readJson(req: NextRequest): Promise<unknown> {
  try {
    return await req.json();
  } catch {
    throw new AppError("bad_request", "The request body is not valid JSON.");
  }
}

/** Route params are strings: ids must be positive integers or the resource does not exist. */
export function idParam(value: string | undefined, what = "Resource"): number {
  const id = Number(value);
  if (!/^\d+$/.test(value ?? "") || !Number.isSafeInteger(id)) throw new AppError("not_found", `${what} not found.`);
  return id;
}
