// A browser sends the session cookie with any page's requests, so a state change needs Accord's
// own origin (SPEC §7). Same site is not enough: another port shares the cookies.

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
 * Bearer clients pass (a page cannot set `Authorization` cross-origin without a preflight), as do
 * clients with neither `Origin` nor `Sec-Fetch-Site` (no browser, no cookie). `Origin: null` fails.
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
