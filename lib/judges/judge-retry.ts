// What the judge client decides without I/O: how long Retry-After says to wait, and error text without the key.

/** Retry-After as seconds or an HTTP date → ms from now; null when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | null {
  if (header === null || header.trim() === "") return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

/** The message with the key (and any bearer token) replaced: errors are stored and shown. */
export function scrubKey(message: string, key: string | undefined): string {
  const scrubbed = key ? message.split(key).join("[key]") : message;
  return scrubbed.replace(/Bearer\s+\S+/gi, "Bearer [key]").slice(0, 1000);
}
