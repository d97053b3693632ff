// A one-line reading of a submitted annotation for the My submissions list (pure): its fields in
// order, lists as their items (or a count, for lists of objects), long text cut for the table.
const MAX_TEXT = 80;

const cut = (s: string) => (s.length > MAX_TEXT ? `${s.slice(0, MAX_TEXT - 1)}…` : s);

function valueText(v: unknown): string | null {
  if (v === null || v === undefined || v === "") return null;
  if (typeof v === "string") return cut(v);
  if (typeof v === "number" || typeof v === "boolean") return String(v);
  if (Array.isArray(v)) {
    if (v.length === 0) return null;
    return v.every((x) => typeof x === "string")
      ? cut(v.join(", "))
      : `${v.length} ${v.length === 1 ? "entry" : "entries"}`;
  }
  return null;
}

/**
 * `[field, text]` for every field with a value, in the annotation's order with `notes` last
 * (stored as jsonb, an annotation comes back with its keys sorted by length, notes among the first).
 */
export function annotationSummary(data: unknown): [string, string][] {
  if (data === null || typeof data !== "object" || Array.isArray(data)) return [];
  const entries = Object.entries(data).sort(
    ([a], [b]) => Number(a === "notes") - Number(b === "notes"),
  );
  return entries.flatMap(([k, v]) => {
    const text = valueText(v);
    return text === null ? [] : [[k, text] as [string, string]];
  });
}
