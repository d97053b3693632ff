import { z } from "zod";
import { setDataKey } from "@/lib/validation/data-record";

// FormData gives strings (or nothing for an unchecked box); these turn them into the types the
// domain schemas expect, leaving range checks to those schemas so the rules live in one place.

const blankToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);

const toNumber = (v: unknown) => {
  const value = blankToUndefined(v);
  return typeof value === "string" ? Number(value) : value;
};

/** A number field; blank is "missing" so the domain default (or "is required") applies. */
export const formNumber = z.preprocess(
  toNumber,
  z.number({ error: "must be a number" }).optional(),
);

/** A number field that must be filled in (editing a value that already exists). */
export const formRequiredNumber = z.preprocess(
  toNumber,
  z.number({ error: (issue) => (issue.input === undefined ? "is required" : "must be a number") }),
);

/** A checkbox: present ("on") is true, absent is false. */
export const formCheckbox = z.preprocess((v) => v === "on" || v === "true", z.boolean());

/** A textarea with one entry per line; blank lines are dropped. */
export const formLines = z.preprocess(
  (v) =>
    typeof v === "string"
      ? v
          .split(/\r?\n/)
          .map((s) => s.trim())
          .filter(Boolean)
      : v,
  z.array(z.string()).optional(),
);

/** A text field of comma- (or space-) separated entries, e.g. the overlap strata; blank is an empty list. */
export const formCommaList = z.preprocess(
  (v) => (typeof v === "string" ? v.split(/[\s,]+/).filter(Boolean) : v),
  z.array(z.string()).default([]),
);

/** FormData as a plain object: the last value wins, React's `$ACTION_*` fields are left out. */
export function formDataToObject(formData: FormData): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of formData.entries()) {
    if (key.startsWith("$ACTION") || typeof value !== "string") continue;
    setDataKey(out, key, value);
  }
  return out;
}

/** The submitted values to send back on failure: secrets are never echoed. */
export function echoValues(values: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values).filter(([k]) => !/password|secret|token/i.test(k)),
  );
}
