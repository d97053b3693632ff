import type { z } from "zod";

type Issue = z.core.$ZodIssue;

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;
// Keys and values come from the uploaded file; a 10 MiB key must not become a 10 MiB message.
const MAX_SHOWN = 60;

function shown(value: string): string {
  return JSON.stringify(value.length > MAX_SHOWN ? value.slice(0, MAX_SHOWN) + "…" : value);
}

/** `turns[1].role`, `meta["odd key"]`; empty for the root. */
export function formatPath(path: readonly PropertyKey[]): string {
  let out = "";
  for (const key of path) {
    if (typeof key === "number") out += `[${key}]`;
    else if (typeof key === "symbol") out += `[${String(key)}]`;
    else if (IDENTIFIER.test(key)) out += out === "" ? key : `.${key}`;
    else out += `[${shown(key)}]`;
  }
  return out;
}

function jsonType(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  return typeof value;
}

function oneOf(values: readonly unknown[]): string {
  if (values.length === 1) return `expected ${JSON.stringify(values[0])}`;
  return `expected one of ${values.map(String).join("|")}`;
}

function describe(issue: Issue): string {
  switch (issue.code) {
    case "invalid_type":
      // The received type is known only when parsing with { reportInput: true }.
      if (!("input" in issue)) return issue.message;
      // JSON's 1e309 parses to Infinity, which z.number() refuses as a number that is not one.
      if (issue.expected === "number" && typeof issue.input === "number")
        return "must be a finite number";
      return issue.input === undefined
        ? "required"
        : `expected ${issue.expected}, got ${jsonType(issue.input)}`;
    case "invalid_value":
      return oneOf(issue.values);
    case "unrecognized_keys":
      return `unknown key${issue.keys.length === 1 ? "" : "s"} ${issue.keys.map(shown).join(", ")}`;
    case "invalid_union": {
      if (issue.discriminator === undefined || !("options" in issue) || issue.options === undefined)
        return issue.message;
      const input = issue.input;
      const missing =
        "input" in issue &&
        typeof input === "object" &&
        input !== null &&
        !(issue.discriminator in input);
      return missing ? "required" : oneOf(issue.options);
    }
    default:
      return issue.message;
  }
}

/**
 * One line of text for all of a parse's issues: `path: message` joined with "; ", for example
 * `turns[1].role: expected one of user|assistant|system|tool; question: required`.
 * Parse with `{ reportInput: true }` so type errors can say "required" or what was received.
 */
export function formatZodIssues(issues: readonly Issue[]): string {
  const seen = new Set<string>();
  for (const issue of issues) {
    const path = formatPath(issue.path);
    seen.add(path === "" ? describe(issue) : `${path}: ${describe(issue)}`);
  }
  return [...seen].join("; ");
}

/**
 * A parse's issues per field: one entry per path (`field` empty for the root) with its distinct
 * messages joined by "; ", in the order the paths first appear. What import errors are made of.
 */
export function zodFieldIssues(issues: readonly Issue[]): { field: string; message: string }[] {
  const byField = new Map<string, Set<string>>();
  for (const issue of issues) {
    const field = formatPath(issue.path);
    let messages = byField.get(field);
    if (!messages) byField.set(field, (messages = new Set()));
    messages.add(describe(issue));
  }
  return [...byField].map(([field, messages]) => ({ field, message: [...messages].join("; ") }));
}
