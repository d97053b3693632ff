// README spans: from a DOM selection in the source view to offsets into `content` (so that
// `content.slice(start, end) === text`, as the server checks), from a selection in the rendered
// view to the same text in the source, and the highlight segments of the selected spans.
import type { Span } from "./readme-form";

/** Shrinks [start, end) past surrounding whitespace; null when nothing but whitespace is left. */
export function trimSpan(content: string, start: number, end: number): Span | null {
  let s = Math.max(0, Math.min(start, end));
  let e = Math.min(content.length, Math.max(start, end));
  while (s < e && /\s/.test(content[s])) s++;
  while (e > s && /\s/.test(content[e - 1])) e--;
  return e > s ? { start: s, end: e, text: content.slice(s, e) } : null;
}

/**
 * Characters of `root`'s text before the boundary point (node, offset). The source view renders
 * `content` as text nodes only (no line numbers or labels inside), so this is an offset into it.
 */
function textOffset(root: Node, node: Node, offset: number): number {
  const range = document.createRange();
  range.selectNodeContents(root);
  range.setEnd(node, offset);
  return range.toString().length;
}

/** The selection as a trimmed span of `content`, clamped to the source view; null if outside it. */
export function selectionSpan(root: HTMLElement, content: string, range: Range): Span | null {
  const follows = (n: Node) =>
    Boolean(root.compareDocumentPosition(n) & Node.DOCUMENT_POSITION_FOLLOWING);
  const startInside = root.contains(range.startContainer);
  const endInside = root.contains(range.endContainer);
  if (!startInside && !endInside && !range.intersectsNode(root)) return null;
  const start = startInside
    ? textOffset(root, range.startContainer, range.startOffset)
    : follows(range.startContainer)
      ? content.length
      : 0;
  const end = endInside
    ? textOffset(root, range.endContainer, range.endOffset)
    : follows(range.endContainer)
      ? content.length
      : 0;
  return trimSpan(content, start, end);
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
// Markdown that rendering removes: inside a word (emphasis, code ticks, inline tags) and
// between words (line breaks, list and quote markers, link targets, headings, table pipes).
const inWord = String.raw`(?:[*_~\x60]|<[^>\n]{0,200}>)*`;
const betweenWords = String.raw`(?:\s|[*_~\x60>#|+\-]|\d+[.)]\s|\\|!?\[|\]\([^)\s]*\)|\]\[[^\]\n]*\]|\]|<[^>\n]{0,200}>)+`;

/**
 * Where text selected in the rendered README occurs in its markdown source: the first match at
 * or after `from` (the previous functionality's end), else the first match at all; null when the
 * rendered text has no counterpart (then the person selects in the source view).
 */
export function findInSource(content: string, selected: string, from: number): Span | null {
  const words = selected.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0 || words.join("").length > 5_000) return null;
  const pattern = words.map((w) => [...w].map(escapeRe).join(inWord)).join(betweenWords);
  const re = new RegExp(pattern, "gu");
  for (const at of from > 0 ? [from, 0] : [0]) {
    re.lastIndex = Math.min(at, content.length);
    const m = re.exec(content);
    if (m) return trimSpan(content, m.index, m.index + m[0].length);
  }
  return null;
}

export type Segment = { start: number; end: number; owners: number[] };

/** Splits [0, length) at every span boundary; `owners` are the indexes of the spans covering a piece. */
export function highlightSegments(
  length: number,
  spans: { start: number; end: number }[],
): Segment[] {
  const cuts = new Set([0, length]);
  for (const s of spans) {
    if (s.end <= s.start || s.start >= length) continue;
    cuts.add(Math.max(0, s.start));
    cuts.add(Math.min(length, s.end));
  }
  const points = [...cuts].sort((a, b) => a - b);
  const out: Segment[] = [];
  for (let i = 0; i + 1 < points.length; i++) {
    const [a, b] = [points[i], points[i + 1]];
    out.push({
      start: a,
      end: b,
      owners: spans.flatMap((s, k) => (s.start <= a && s.end >= b && s.end > s.start ? [k] : [])),
    });
  }
  return out;
}
