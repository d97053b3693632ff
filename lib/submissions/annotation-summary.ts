// A one-line reading of a submitted annotation for the My submissions list (pure): its fields in
// order, lists as their items (an object by its main text), long text cut for the table.
const MAX_TEXT = 80;

const cut = (s: string) => (s.length > MAX_TEXT ? `${s.slice(0, MAX_TEXT - 1)}…` : s);

/** Keys that name an entry best (a README functionality's paraphrase, a citation's URL), first. */
const mainKeys = ["abstractive", "url", "text", "label", "name"];

/** An entry of a list by its main text: "functionalities: 2 entries" told nothing (issue #40). */
function objectText(o: unknown, depth = 0): string | null {
  if (typeof o === "string") return o.trim() || null;
  if (o === null || typeof o !== "object" || depth > 1) return null;
  const record = o as Record<string, unknown>;
  const keys = [...mainKeys.filter((k) => k in record), ...Object.keys(record)];
  for (const k of keys) {
    const text = objectText(record[k], depth + 1);
    if (text) return text;
  }
  return null;
}

function valueText(v: unknown): string | null {
  if (v === null || v === undefined || v === "") return null;
  if (typeof v === "string") return cut(v);
  if (typeof v === "number" || typeof v === "boolean") return String(v);
  if (Array.isArray(v)) {
    if (v.length === 0) return null;
    if (v.every((x) => typeof x === "string")) return cut(v.join(", "));
    const texts = v.map((x) => objectText(x) ?? "…");
    return cut(`(${v.length}) ${texts.join("; ")}`);
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
