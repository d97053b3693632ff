// The citations of several QA annotations as one list: the same page cited twice (trailing slash,
// fragment) counts once, as in the annotation schema, whose normalizeUrl is the one rule for it.
import { normalizeUrl } from "@/lib/annotations/annotation-schemas";

export type Citation = { url: string; quote: string | null };
export type UnionCitation = {
  url: string;
  quoteA: string | null;
  quoteB: string | null;
  inA: boolean;
  inB: boolean;
};

/** The key two citations of one page share; a string that is no URL is its own key. */
export function citationKey(url: string): string {
  try {
    return normalizeUrl(url);
  } catch {
    return url;
  }
}

/** A's citations in their order, then B's that A did not cite, each marked with who cited it. */
export function citationUnion(a: readonly Citation[], b: readonly Citation[]): UnionCitation[] {
  const out = new Map<string, UnionCitation>();
  for (const c of a) {
    const key = citationKey(c.url);
    if (!out.has(key))
      out.set(key, { url: c.url, quoteA: c.quote, quoteB: null, inA: true, inB: false });
  }
  for (const c of b) {
    const key = citationKey(c.url);
    const seen = out.get(key);
    if (seen) {
      if (!seen.inB) Object.assign(seen, { inB: true, quoteB: c.quote });
    } else out.set(key, { url: c.url, quoteA: null, quoteB: c.quote, inA: false, inB: true });
  }
  return [...out.values()];
}

/**
 * Every page of the lists once, in first-cited order, as first written, with the first quote
 * anyone gave for it: the citations of a unanimous QA gold (SPEC §2).
 */
export function mergeCitations(lists: readonly (readonly Citation[])[]): Citation[] {
  const out = new Map<string, Citation>();
  for (const c of lists.flat()) {
    const key = citationKey(c.url);
    const seen = out.get(key);
    if (!seen) out.set(key, { url: c.url, quote: c.quote ?? null });
    else if (!seen.quote && c.quote) seen.quote = c.quote;
  }
  return [...out.values()];
}

/** Who cited the page at `url` (in any form), in the order the annotations are given. */
export function citersOf<W>(
  url: string,
  annotations: readonly { who: W; citations: readonly Citation[] }[],
): W[] {
  const key = citationKey(url);
  return annotations
    .filter((a) => a.citations.some((c) => citationKey(c.url) === key))
    .map((a) => a.who);
}
