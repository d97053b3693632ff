// Where sign-in may send the browser afterwards: only a path on Accord's own origin. Checking the
// string's prefix is not enough — browsers read `/\evil.example/x` as `//evil.example/x` — so the
// value is parsed against the app's URL the way a browser would and the origins are compared.

const defaultCallbackPath = "/projects";

/** A same-origin path (with query and hash) for `value`, or `fallback` for anything else. */
export function safeCallbackPath(
  value: string | null | undefined,
  appUrl: string,
  fallback = defaultCallbackPath,
): string {
  if (!value) return fallback;
  let base: URL;
  let target: URL;
  try {
    base = new URL(appUrl);
    target = new URL(value, base);
  } catch {
    return fallback;
  }
  if (target.origin !== base.origin) return fallback;
  const path = `${target.pathname}${target.search}${target.hash}`;
  // A path that starts with `//` is protocol-relative wherever it is used next: keep it off.
  return path.startsWith("/") && !path.startsWith("//") ? path : fallback;
}
