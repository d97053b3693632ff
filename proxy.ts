// Runs in front of every request (Next 16's successor to middleware.ts): refuses cross-origin
// state changes (lib/security/is-same-origin-request.ts) and puts the security headers, with a
// fresh CSP nonce, on every response. Authorization itself stays in each route and action.
import { NextResponse, type NextRequest } from "next/server";
import { env } from "@/lib/env";
import { isSameOriginRequest } from "@/lib/security/is-same-origin-request";
import { securityHeaders } from "@/lib/security/security-headers";

export function proxy(request: NextRequest) {
  const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("base64");
  const headers = securityHeaders({ nonce, isDev: process.env.NODE_ENV === "development" });

  if (!isSameOriginRequest({ method: request.method, headers: request.headers, appUrl: env.NEXTAUTH_URL })) {
    // Server actions (Next-Action header) get the same 403: Next's own origin check would be a 500.
    const message = "Cross-origin request refused: changes must come from Accord's own pages (or use a Bearer token).";
    return NextResponse.json({ error: { code: "forbidden", message } }, { status: 403, headers });
  }

  // Next reads the nonce for its own scripts from the CSP on the request.
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set("Content-Security-Policy", headers["Content-Security-Policy"]);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return response;
}

// Every path, static files included (they need nosniff too).
export const config = { matcher: "/:path*" };
