// Validation of reference links attached to items (untrusted URLs).
import { safeHttpUrl } from "./render-markdown";

export type ReferenceLink =
  | { kind: "link"; href: string; host: string; title: string }
  | { kind: "invalid"; text: string; title: string | null };

/** http(s) references become links (title falls back to the URL); anything else is shown as text only. */
export function toReferenceLink(reference: { url: string; title: string | null }): ReferenceLink {
  const title = reference.title?.trim() || null;
  const url = safeHttpUrl(reference.url);
  if (!url || !url.hostname) return { kind: "invalid", text: reference.url, title };
  const host = url.hostname.replace(/^www\./, "");
  return { kind: "link", href: url.href, host, title: title ?? url.href };
}
