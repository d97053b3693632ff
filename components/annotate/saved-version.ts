// What a tab tells its annotator when the item it shows was submitted elsewhere (another tab, or
// before Back brought a cached page): the saved values, and which of this tab's values differ.
// Pure: the annotations are plain JSON as the schema outputs them.

const MAX_TEXT = 80;

const humanize = (s: string) => {
  const words = s.replace(/_/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
};

// A string as it is, any other JSON value as JSON ("[object Object]" would tell the reader nothing).
const jsonText = (x: unknown): string => (typeof x === "string" ? x : (JSON.stringify(x) ?? ""));

/** The words for an empty value and a boolean, in the reader's language. */
export type ValueWords = { none: string; yes: string; no: string };
const englishWords: ValueWords = { none: "none", yes: "yes", no: "no" };

function valueText(v: unknown, words: ValueWords): string {
  if (v === null || v === undefined || v === "" || (Array.isArray(v) && v.length === 0))
    return words.none;
  if (typeof v === "boolean") return v ? words.yes : words.no;
  // A label ("partially_correct") reads as words; free text is quoted.
  if (typeof v === "string")
    return /^[a-z][a-z_]{0,30}$/.test(v)
      ? humanize(v)
      : v.length > MAX_TEXT
        ? `“${v.slice(0, MAX_TEXT - 1)}…”`
        : `“${v}”`;
  if (Array.isArray(v)) {
    // Codes and reasons as they are; citations by URL, functionalities by their text.
    const item = (x: unknown) =>
      typeof x === "object" && x !== null
        ? jsonText(
            (x as { url?: unknown }).url ?? (x as { abstractive?: unknown }).abstractive ?? "",
          )
        : jsonText(x);
    return v.map(item).join(", ");
  }
  return jsonText(v);
}

const fieldsOf = (labels: Record<string, string>, ...objects: Record<string, unknown>[]) => {
  const keys = new Set<string>(Object.keys(labels));
  for (const o of objects) for (const k of Object.keys(o)) keys.add(k);
  return [...keys];
};

const asRecord = (v: unknown): Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
const isEmpty = (v: unknown) =>
  v === null || v === undefined || v === "" || v === false || (Array.isArray(v) && v.length === 0);
const same = (a: unknown, b: unknown) =>
  (isEmpty(a) && isEmpty(b)) || JSON.stringify(a) === JSON.stringify(b);

/** "Accuracy: Correct; Error codes: MS-CC, LG-GR4; Notes: none" (the fields in `keys`, or every field). */
export function describeAnnotation(opts: {
  labels: Record<string, string>;
  annotation: unknown;
  keys?: string[];
  words?: ValueWords;
}): string {
  const a = asRecord(opts.annotation);
  const words = opts.words ?? englishWords;
  const keys = opts.keys ?? fieldsOf(opts.labels, a).filter((k) => k in a || k in opts.labels);
  return keys.map((k) => `${opts.labels[k] ?? humanize(k)}: ${valueText(a[k], words)}`).join("; ");
}

/** The fields whose values differ between the saved annotation and this tab's (empty values are equal). */
export function changedFields(opts: {
  labels: Record<string, string>;
  saved: unknown;
  mine: unknown;
}): string[] {
  const saved = asRecord(opts.saved);
  const mine = asRecord(opts.mine);
  return fieldsOf(opts.labels, saved, mine).filter((k) => !same(saved[k], mine[k]));
}
