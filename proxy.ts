// Runs in front of every request (Next 16's successor to middleware.ts): refuses cross-origin
// state changes (lib/security/is-same-origin-request.ts) and puts the security headers, with a
// fresh CSP nonce, on every response. Authorization itself stays in each route and action.
import { NextResponse, type NextRequest } from "next/server";
import { env } from "@/lib/env";
import { crossOriginRefusal, isSameOriginRequest } from "@/lib/security/is-same-origin-request";
import { securityHeaders } from "@/lib/security/security-headers";

export function proxy(request: NextRequest) {
  const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("base64");
  const headers = securityHeaders({ nonce, isDev: process.env.NODE_ENV === "development" });

  if (
    !isSameOriginRequest({
      method: request.method,
      headers: request.headers,
      appUrl: env.NEXTAUTH_URL,
    })
  ) {
    // Server actions (Next-Action header) get the same 403: Next's own origin check would be a 500.
    return NextResponse.json(
      { error: { code: "forbidden", message: crossOriginRefusal } },
      { status: 403, headers },
    );
  }

  // Next reads the nonce for its own scripts from the CSP on the request.
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set("Content-Security-Policy", headers["Content-Security-Policy"]);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return response;
}

// Every path but the API, static files included (they need nosniff too). Next buffers in memory,
// and cuts at 10 MB, the body of every request that passes through a proxy: API routes read their
// own bodies under their own limits (lib/api/body-limits.ts), so they stay out. withApi applies the
// same origin rule to them, and next.config.ts gives their responses the same headers.
export const config = { matcher: "/((?!api/).*)" };
