// Finds a gold span (a slice of the README *source*) in the README's *rendered* text, so it can be
// highlighted there too. Pure: the screen feeds it the rendered text nodes' content.

/** Markdown syntax that does not survive rendering: emphasis, code ticks, link targets, block markers. */
export function renderedText(markdown: string): string {
  return markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/^[ \t]*(#{1,6}|>|[-*+]|\d+[.)])[ \t]+/gm, "")
    .replace(/[*_`~]+/g, "");
}

/** Whitespace runs collapsed to one space; `at[i]` is the offset in `text` of the i-th kept character. */
export function squeeze(text: string): { flat: string; at: number[] } {
  let flat = "";
  const at: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const isSpace = /\s/.test(text[i]);
    if (isSpace && (flat.length === 0 || flat.endsWith(" "))) continue;
    flat += isSpace ? " " : text[i];
    at.push(i);
  }
  return { flat, at };
}

/**
 * Where the source span `snippet` appears in the rendered `text`: [start, end) offsets into `text`,
 * searching from `from` (so repeated phrases map in order), or null when it cannot be found.
 */
export function findRendered(text: string, snippet: string, from = 0): [number, number] | null {
  const needle = squeeze(renderedText(snippet)).flat.trim();
  if (needle === "") return null;
  const { flat, at } = squeeze(text);
  const startFlat = Math.max(
    0,
    at.findIndex((offset) => offset >= from),
  );
  const pos = flat.indexOf(needle, startFlat);
  if (pos < 0) return null;
  return [at[pos], at[pos + needle.length - 1] + 1];
}
