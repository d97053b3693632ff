// Request body limits, per kind of route. A body over its route's limit is a 413 before it is
// read: by its Content-Length, or as soon as a chunked body passes the limit.
const KiB = 1024;
const MiB = 1024 * KiB;

export const bodyLimits = {
  /** Sign-in for scripts: credentials and a token name, unauthenticated. */
  token: 8 * KiB,
  /** The browser's sign-in and sign-out forms (NextAuth), unauthenticated. */
  signIn: 8 * KiB,
  /** Ordinary JSON bodies: projects (instructions up to 100,000 characters), members, users, reasons. */
  json: 1 * MiB,
  /** An annotation, a resolution or a gold edit: README functionality lists can be long. */
  annotation: 4 * MiB,
  /** Autosaved drafts: the draft's own cap (1 MB, 512 KB) is checked after parsing; this is the body's. */
  draft: 2 * MiB,
  adjudicationDraft: 1 * MiB,
  /** JSONL imports, spooled to disk rather than memory. */
  import: 1024 * MiB,
} as const;

/** Human-readable size for messages ("8 KiB", "1 MiB"). */
export function formatBytes(bytes: number): string {
  return bytes >= MiB ? `${Math.round(bytes / MiB)} MiB` : `${Math.round(bytes / KiB)} KiB`;
}
