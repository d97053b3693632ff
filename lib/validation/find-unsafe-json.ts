import { textProblem } from "./text-problem";

/** JSON nested deeper than this is refused: no real body needs it, and recursive code would overflow. */
export const MAX_JSON_DEPTH = 64;

export type UnsafeJson = { kind: "depth" | "text"; path: (string | number)[]; message: string };

/**
 * The first place in a parsed JSON value that cannot be stored: nesting beyond `maxDepth` (the
 * top-level object or array is depth 1), or a string or key with NUL or an unpaired surrogate.
 * A bad key is reported at its object's path. Iterative, so a value nested 10,000 deep does not
 * overflow the stack. Null when all is well.
 */
export function findUnsafeJson(
  value: unknown,
  opts: { maxDepth?: number } = {},
): UnsafeJson | null {
  const maxDepth = opts.maxDepth ?? MAX_JSON_DEPTH;
  const stack: { value: unknown; path: (string | number)[] }[] = [{ value, path: [] }];
  while (stack.length > 0) {
    const { value: v, path } = stack.pop()!;
    if (typeof v === "string") {
      const problem = textProblem(v);
      if (problem) return { kind: "text", path, message: problem };
      continue;
    }
    if (typeof v !== "object" || v === null) continue;
    if (path.length + 1 > maxDepth)
      return { kind: "depth", path, message: `must not be nested deeper than ${maxDepth} levels` };
    const entries: [string | number, unknown][] = Array.isArray(v)
      ? v.map((x, i) => [i, x])
      : Object.entries(v);
    for (const [key] of entries) {
      const keyProblem = typeof key === "string" ? textProblem(key) : null;
      if (keyProblem) return { kind: "text", path, message: `key ${keyProblem}` };
    }
    // Pushed in reverse so fields are checked in order and the reported path is the first bad one.
    for (let i = entries.length - 1; i >= 0; i--)
      stack.push({ value: entries[i][1], path: [...path, entries[i][0]] });
  }
  return null;
}

/** A path as field keys are written elsewhere ("turns.1.content"); bad characters in keys as U+FFFD. */
export const dottedPath = (path: readonly (string | number)[]): string =>
  // eslint-disable-next-line no-control-regex -- NUL is one of the characters this replaces
  path.map((k) => String(k).replace(/[\u0000\ud800-\udfff]/g, "\ufffd")).join(".");
