// The items list's content preview: plain text for a table cell. React escapes it; this makes it
// one readable line (no control or format characters, whitespace collapsed) of at most `max` characters.
const CONTROL = /[\p{Cc}\p{Cf}\u2028\u2029]+/gu;

/** The start of `text` as one line of at most `max` code points, "…" when cut. */
export function previewText(text: string | null, max = 80): string {
  const line = (text ?? "").replace(CONTROL, " ").replace(/\s+/g, " ").trim();
  const chars = [...line];
  return chars.length <= max
    ? line
    : `${chars
        .slice(0, max - 1)
        .join("")
        .trimEnd()}…`;
}
