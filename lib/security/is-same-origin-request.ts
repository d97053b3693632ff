// The origin rule for state changes (SPEC §7 "Forged requests"), in one place. A browser attaches
// Accord's session cookie to requests that any page makes (a `text/plain` form POST, a
// `fetch(…, {mode: "no-cors"})`), so a state change is only trusted when the browser says it
// comes from Accord's own origin. "Same site" is not enough: another port on the same host is a
// different origin with the same cookies.

/** What a refused request is told (proxy.ts for pages and server actions, withApi for the API). */
export const crossOriginRefusal =
  "Cross-origin request refused: changes must come from Accord's own pages (or use a Bearer token).";

/** Methods that change nothing (RFC 9110 safe methods); everything else is a state change. */
const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

type HeaderReader = { get(name: string): string | null };

export type SameOriginInput = {
  method: string;
  headers: HeaderReader;
  /** The app's public URL (NEXTAUTH_URL), when configured. */
  appUrl?: string;
};

function originOf(value: string): URL | null {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:" ? url : null;
  } catch {
    return null;
  }
}

/**
 * True when the request may go on: a safe method, a Bearer-authenticated client (the cookie is then
 * ignored by `withApi`, and a page cannot set `Authorization` cross-origin without a CORS preflight
 * that Accord never grants), a browser request whose `Origin` is Accord's (NEXTAUTH_URL's origin or
 * the request's own `Host`), or a client that sends neither `Origin` nor `Sec-Fetch-Site` (CLI,
 * curl: no browser, so no ambient cookie to abuse). `Origin: null` (sandboxed frames, data: pages)
 * is refused.
 */
export function isSameOriginRequest({ method, headers, appUrl }: SameOriginInput): boolean {
  if (safeMethods.has(method.toUpperCase())) return true;
  if (/^Bearer\s/i.test(headers.get("authorization") ?? "")) return true;

  const origin = headers.get("origin");
  if (origin !== null) {
    const from = originOf(origin);
    if (!from) return false;
    const app = appUrl ? originOf(appUrl) : null;
    if (app && app.origin === from.origin) return true;
    // The request's own Host: a browser always sends the real one, so this only admits pages
    // served by this very host and port (behind a proxy that keeps Host, the public one).
    const host = headers.get("host");
    return host !== null && host.toLowerCase() === from.host;
  }
  const site = headers.get("sec-fetch-site");
  if (site !== null) return site === "same-origin" || site === "none";
  return true;
}
