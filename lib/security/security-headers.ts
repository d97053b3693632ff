// The headers every page and response carries (SPEC §7 "Headers"). Pure: the proxy passes the
// per-request nonce and whether Next runs in development.

export type SecurityHeadersInput = { nonce: string; isDev?: boolean };

/** The Content-Security-Policy for one response. */
export function contentSecurityPolicy({ nonce, isDev = false }: SecurityHeadersInput): string {
  const directives = [
    "default-src 'self'",
    // Next puts the nonce on its own scripts (read back from this header on the request);
    // 'strict-dynamic' lets those load the page's chunks. No 'unsafe-inline': inline event
    // handlers and injected <script> never run. React's dev build needs eval for its stacks.
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${isDev ? " 'unsafe-eval'" : ""}`,
    // Styles may be inline: React renders `style={…}` props as style attributes, which a nonce
    // cannot cover. CSS runs no script, and its url()s are still bound by img-src/font-src below.
    "style-src 'self' 'unsafe-inline'",
    // Item content (READMEs, dialogues) must not make the browser fetch another site: no remote
    // images at all (render-markdown shows their URL instead), data: for small inline icons.
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "media-src 'none'",
    "object-src 'none'",
    "frame-src 'none'",
    "worker-src 'self'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  return directives.join("; ");
}

/** All security headers for one response, CSP included. */
export function securityHeaders(input: SecurityHeadersInput): Record<string, string> {
  return {
    "Content-Security-Policy": contentSecurityPolicy(input),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    // For browsers that predate frame-ancestors.
    "X-Frame-Options": "DENY",
  };
}

/** The headers of API responses (JSON and JSONL, never rendered as a page): nothing may load or frame them. */
export function apiSecurityHeaders(): Record<string, string> {
  return {
    "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "DENY",
  };
}
