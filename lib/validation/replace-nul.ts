import { MAX_JSON_DEPTH } from "./find-unsafe-json";

/** What a replaced NUL is written as: the Unicode replacement character. */
const REPLACEMENT_CHARACTER = "\ufffd";

// Defined, not assigned: a `__proto__` key is an ordinary key here (lib/validation/data-record.ts).
const put = (record: object, key: string | number, value: unknown) =>
  Object.defineProperty(record, key, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });

/**
 * Replaces every NUL (U+0000, which PostgreSQL cannot store) in a parsed value's strings and keys
 * by U+FFFD, in place (the value is the reader's own fresh object; a bare string is returned
 * replaced). Iterative, and no deeper than findUnsafeJson allows (it refuses the rest). Returns the
 * paths replaced, one per string or key (a key's path is its object's).
 */
export function replaceNul(value: unknown): { value: unknown; paths: (string | number)[][] } {
  if (typeof value === "string")
    return value.includes("\u0000")
      ? { value: value.replaceAll("\u0000", REPLACEMENT_CHARACTER), paths: [[]] }
      : { value, paths: [] };
  const paths: (string | number)[][] = [];
  const stack: { node: unknown; path: (string | number)[] }[] = [{ node: value, path: [] }];
  while (stack.length > 0) {
    const { node, path } = stack.pop()!;
    if (typeof node !== "object" || node === null) continue;
    const record = node as Record<string | number, unknown>;
    for (const key of Object.keys(record)) {
      let at: string | number = Array.isArray(node) ? Number(key) : key;
      if (typeof at === "string" && at.includes("\u0000")) {
        const renamed = at.replaceAll("\u0000", REPLACEMENT_CHARACTER);
        put(record, renamed, record[at]);
        delete record[at];
        paths.push(path);
        at = renamed;
      }
      const child = record[at];
      if (typeof child === "string" && child.includes("\u0000")) {
        put(record, at, child.replaceAll("\u0000", REPLACEMENT_CHARACTER));
        paths.push([...path, at]);
      } else if (typeof child === "object" && child !== null && path.length < MAX_JSON_DEPTH)
        stack.push({ node: child, path: [...path, at] });
    }
  }
  return { value, paths };
}
