import { AppError } from "@/lib/errors";
import { serverMessage } from "@/lib/i18n/server-message";

/** What a revise answers: the annotation as stored now, and until when it may still be revised. */
export type RevisedAnnotation = {
  annotationId: number;
  annotation: unknown;
  revisableUntil: string;
};

/**
 * The window has closed, or the item is no longer open (a lead reopened it or edited its gold),
 * or nothing was submitted: the same answer whatever the item's other annotations are (decision
 * 048), since the window is the caller's own submit time plus the project's reviseMinutes.
 */
export const reviseWindowClosed = () =>
  new AppError("revise_window_closed", serverMessage("reviseWindowClosed"));

// The client's active time on the revise (rounded, within [0, since the submit]) is added to the
// annotation's time; none sent adds none (a claim-to-now fallback would count the wait as work).
export const addedTimeSql = (ms: string, at: string) =>
  `LEAST(time_spent_ms::bigint + CASE WHEN ${ms}::float8 IS NULL THEN 0 ELSE accord_time_spent_ms(${ms}::float8, ${at}) END, 2147483647)::int`;
