// Length limits of the free-text fields, in characters (UTF-16 code units, as String.length and
// a textarea count them). The one home of each limit: the schemas refuse text beyond it with
// `textMax` (never cut it, SPEC §3), and the forms read it here for their counters.
import { z } from "zod";

export const textLimits = {
  notes: 10_000,
  final_answer: 5_000,
  quote: 5_000,
  abstractive: 2_000,
  rationale: 5_000,
  skip_reason: 500,
} as const;

export type LimitedTextField = keyof typeof textLimits;

const count = (n: number) => n.toLocaleString("en-US");

/** "must be at most 10,000 characters (this has 12,000)": says how much to cut. */
function tooLongMessage(max: number, length: number): string {
  return `must be at most ${count(max)} characters (this has ${count(length)})`;
}

/** The schema check for a limited text field: `z.string().trim().check(textMax("final_answer"))`. */
export function textMax(field: LimitedTextField) {
  const max = textLimits[field];
  return z.maxLength(max, {
    error: (issue) => tooLongMessage(max, typeof issue.input === "string" ? issue.input.length : 0),
  });
}

/** The counter a form shows beside the field: "12,000 / 10,000". */
export function counterText(length: number, max: number): string {
  return `${count(length)} / ${count(max)}`;
}
