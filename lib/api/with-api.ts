import "server-only";
import { NextResponse, type NextRequest } from "next/server";
import { userForApiToken } from "@/lib/auth/api-tokens";
import { getSessionUser } from "@/lib/auth/get-session-user";
import type { SessionUser } from "@/lib/auth/session-user";
import { env } from "@/lib/env";
import { crossOriginRefusal, isSameOriginRequest } from "@/lib/security/is-same-origin-request";
import { AppError, asAppError, notFoundError } from "@/lib/errors";
import { assertSafeJson } from "@/lib/validation/assert-safe-json";
import { parseRowId } from "@/lib/validation/row-id";
import { textProblem } from "@/lib/validation/text-problem";
import { camelCaseKeyProblems, toApiJson } from "./api-casing";
import { bodyLimits } from "./body-limits";
import { readLimitedBody } from "./read-limited-body";
import { JSON_CONTENT_TYPES, requireContentType } from "./require-content-type";

type Params = Record<string, string>;
type Handler<P extends Params> = (ctx: {
  req: NextRequest;
  actor: SessionUser;
  params: P;
}) => Promise<Response>;

export function errorResponse(e: unknown): NextResponse {
  const known = asAppError(e);
  if (known) {
    if (known !== e) console.warn(`${known.message} ${String(e)}`);
    // A 429 or 503 says how long to wait (seconds), in the header clients and proxies read.
    const retryAfter = known.details?.retry_after;
    const headers =
      typeof retryAfter === "number" ? { "Retry-After": String(retryAfter) } : undefined;
    return NextResponse.json(
      {
        error: {
          code: known.code,
          message: known.message,
          // For Accord's own pages, which show the message in the reader's language.
          ...(known.translation
            ? { message_key: known.translation.key, message_values: known.translation.values ?? {} }
            : {}),
          ...(known.details ? { details: known.details } : {}),
        },
      },
      { status: known.status, headers },
    );
  }
  console.error(e);
  return NextResponse.json(
    { error: { code: "internal", message: "Something went wrong on the server." } },
    { status: 500 },
  );
}

/** Every JSON answer of the API: the DTO with its keys in the API's snake_case (lib/api/api-casing.ts). */
export function apiJson(body: unknown, init?: ResponseInit): NextResponse {
  return NextResponse.json(toApiJson(body), init);
}

async function authenticate(req: NextRequest): Promise<SessionUser> {
  const header = req.headers.get("authorization");
  if (header) {
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    const user = match ? await userForApiToken(match[1]) : null;
    if (!user)
      throw new AppError(
        "unauthorized",
        "The bearer token is missing, invalid, expired or revoked.",
      );
    return user;
  }
  const user = await getSessionUser({ req });
  if (!user)
    throw new AppError("unauthorized", "Sign in, or send `Authorization: Bearer <token>`.");
  return user;
}

/** A query parameter (name or value) with NUL is a 400 on every route, before any handler sees it. */
export function assertSafeQuery(params: URLSearchParams): void {
  for (const [name, value] of params) {
    const problem = textProblem(name) ?? textProblem(value);
    if (problem)
      throw new AppError(
        "bad_request",
        `The query parameter \`${name.replaceAll("\u0000", "\ufffd")}\` ${problem}.`,
        { fields: { [name]: [problem] } },
      );
  }
}

/** Every API route: authenticates (Bearer token or session cookie) and turns errors into the envelope. */
export function withApi<P extends Params = Params>(handler: Handler<P>) {
  return async (req: NextRequest, ctx: { params: Promise<P> }): Promise<Response> => {
    try {
      // The API bypasses proxy.ts (which would buffer its bodies): the origin rule is applied here.
      if (
        !isSameOriginRequest({ method: req.method, headers: req.headers, appUrl: env.NEXTAUTH_URL })
      )
        throw new AppError("forbidden", crossOriginRefusal);
      assertSafeQuery(req.nextUrl.searchParams);
      const actor = await authenticate(req);
      return await handler({ req, actor, params: await ctx.params });
    } catch (e) {
      return errorResponse(e);
    }
  };
}

/**
 * Reads a JSON body: `application/json` only (415), at most `maxBytes` (413, before reading it
 * into memory), valid JSON (400), nested at most 64 deep (400), and no string or key with NUL or
 * an unpaired surrogate (422 with the field's path), so nothing unstorable reaches the database;
 * a camelCase key of the body itself is a 422 too (SPEC §6: the API's keys are snake_case).
 */
export async function readJson(req: Request, opts: { maxBytes?: number } = {}): Promise<unknown> {
  requireContentType(req.headers, JSON_CONTENT_TYPES);
  const bytes = await readLimitedBody(req, opts.maxBytes ?? bodyLimits.json);
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    throw new AppError("bad_request", "The request body is not valid JSON.");
  }
  assertSafeJson(json);
  const camel = camelCaseKeyProblems(json);
  if (Object.keys(camel).length > 0)
    throw new AppError("validation_failed", "The API's keys are snake_case.", { fields: camel });
  return json;
}

/** Route params are strings: ids must be positive int4 integers or the resource does not exist. */
export function idParam(value: string | undefined, what = "Resource"): number {
  const id = parseRowId(value);
  if (id === null) throw notFoundError(what);
  return id;
}
