import type { ParsedAgreementQuery } from "./agreement-filters";

/**
 * A weak ETag for one agreement response: the data version, the format and the parsed filters
 * (so `?annotators=B,A` and a re-ordered query string share one tag). Weak, because the JSON is
 * semantically, not byte-for-byte, the same (key order, float printing).
 */
export function agreementEtag(opts: {
  version: string;
  format: string;
  query: ParsedAgreementQuery;
}): string {
  const { language, model, guidelineVersion, raters } = opts.query;
  const filters = [
    language,
    model,
    guidelineVersion?.toString(),
    raters.annotators?.join(","),
    raters.from?.toISOString(),
    raters.before?.toISOString(),
  ];
  const key = [opts.version, opts.format, ...filters.map((f) => encodeURIComponent(f ?? ""))].join(
    ".",
  );
  return `W/"${key}"`;
}

/** True when an If-None-Match header names `etag` (weak comparison, as RFC 9110 asks for it) or is `*`. */
export function etagMatches(header: string | null, etag: string): boolean {
  if (header === null) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, "");
  const wanted = bare(etag);
  return header.split(",").some((tag) => tag.trim() === "*" || bare(tag) === wanted);
}
