// Untrusted text (a release's title and notes, guidelines, citations) placed in generated
// markdown: it may format itself, but not open HTML, headings or fences that swallow what follows.

/** Multi-line text as inert-ish markdown: no raw HTML, no headings, no fences, no setext underlines. */
export function markdownBlock(text: string): string {
  return text
    .replace(/\r\n?/g, "\n")
    .replace(/</g, "&lt;")
    .split("\n")
    .map((line) => (/^\s{0,3}(#|`{3}|~{3}|[-=]{2,}\s*$)/.test(line) ? `\\${line}` : line))
    .join("\n")
    .trim();
}

/** One line of text for a heading or a table cell: whitespace collapsed, markup escaped. */
export function markdownInline(text: string): string {
  return text
    .replace(/\s+/g, " ")
    .trim()
    .replace(/[\\`*_[\]<>|#]/g, (c) => `\\${c}`);
}

/** A fenced block that no run of backticks in `text` can close early. */
export function fenced(text: string, info = ""): string {
  const longest = Math.max(2, ...[...text.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = "`".repeat(longest + 1);
  return `${fence}${info}\n${text.replace(/\r\n?/g, "\n")}\n${fence}`;
}
