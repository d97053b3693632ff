// The citations of two QA annotations as one list, each marked with who cited it. The same page
// cited twice (trailing slash, fragment) counts once, as in the annotation schema.
import { normalizeUrl } from "@/lib/annotations/annotation-schemas";

export type Citation = { url: string; quote: string | null };
export type UnionCitation = { url: string; quoteA: string | null; quoteB: string | null; inA: boolean; inB: boolean };

function keyOf(url: string): string {
  try {
    return normalizeUrl(url);
  } catch {
    return url;
  }
}

/** A's citations in their order, then B's that A did not cite. */
export function citationUnion(a: readonly Citation[], b: readonly Citation[]): UnionCitation[] {
  const out = new Map<string, UnionCitation>();
  for (const c of a) {
    const key = keyOf(c.url);
    if (!out.has(key)) out.set(key, { url: c.url, quoteA: c.quote, quoteB: null, inA: true, inB: false });
  }
  for (const c of b) {
    const key = keyOf(c.url);
    const seen = out.get(key);
    if (seen) {
      if (!seen.inB) Object.assign(seen, { inB: true, quoteB: c.quote });
    } else out.set(key, { url: c.url, quoteA: null, quoteB: c.quote, inA: false, inB: true });
  }
  return [...out.values()];
}
