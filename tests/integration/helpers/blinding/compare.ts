import type { World } from "./world";

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;
const ID_KEY = /(^id$|_id$|Id$|^id_|^ids$)/;
const TIME_KEY = /(_at$|At$|^at$)/;
const PERSONAL_KEY = /^(name|email|token|password|validator|annotator|filename)$/;

/** Values with ids, times, names and secrets replaced by their kind: what must not differ is everything else. */
export function normalise(value: unknown, w: World, key = ""): unknown {
  if (Array.isArray(value)) return value.map((v) => normalise(v, w, key));
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([k, v]) => [k, normalise(v, w, k)]),
    );
  }
  if (ID_KEY.test(key) && (typeof value === "number" || typeof value === "string"))
    return `<id:${typeof value}>`;
  if (typeof value === "string" && (ISO_TIME.test(value) || TIME_KEY.test(key))) return "<time>";
  if (PERSONAL_KEY.test(key) && typeof value === "string") return "<text>";
  return typeof value === "string" ? withoutIds(value, w) : value;
}

/** The world's own numbers inside strings (a filename, a message) are its ids, not what it sees. */
function withoutIds(text: string, w: World): string {
  let out = text;
  for (const id of [w.projectId, w.itemId, w.assignmentId, w.adjudicationId, w.annotator.id])
    out = out.replace(new RegExp(`(?<![\\w.])${id}(?![\\w.])`, "g"), "<id>");
  return out.replaceAll(w.annotator.email, "<email>");
}

/** Lines "route: path: a ≠ b" for every leaf where `seen` differs from `base`. */
export function differences(base: unknown, seen: unknown, at: string): string[] {
  if (base !== null && seen !== null && typeof base === "object" && typeof seen === "object") {
    const keys = new Set([...Object.keys(base), ...Object.keys(seen)]);
    return [...keys].flatMap((k) =>
      differences(
        (base as Record<string, unknown>)[k],
        (seen as Record<string, unknown>)[k],
        `${at}.${k}`,
      ),
    );
  }
  return JSON.stringify(base) === JSON.stringify(seen)
    ? []
    : [`${at}: ${JSON.stringify(base)} ≠ ${JSON.stringify(seen)}`];
}
