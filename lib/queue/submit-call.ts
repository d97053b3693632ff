import "server-only";
import type { ProjectRole } from "@/lib/auth/permissions";
import { preparedQuery } from "@/lib/db/prepared-query";
import { AppError } from "@/lib/errors";

/** An annotation as the comparison sees it: its id and stored data. */
export type Annotation = { id: number; data: unknown };

/**
 * The arguments of accord_submit_annotation (lib/queue/sql/accord_submit_annotation.sql, which
 * says what each one means), by name. JSON values go as text.
 */
export type SubmitCall = {
  /** The one-round-trip path's checks (decision 007); all null on the loaded path. */
  checks: { userId: number; roles: ProjectRole[] | null; settings: string } | null;
  assignmentId: number;
  overlap: number;
  others: number[];
  data: string;
  timeSpentMs: number | null;
  citePos: number[];
  citeUrl: string[];
  citeQuote: (string | null)[];
  codes: readonly string[];
  /** The comparison, when this is the item's last annotation. */
  outcome: string | null;
  goldSource: string | null;
  gold: string | null;
  compare: string | null;
  lateDraft: string | null;
  reviseMinutes: number | null;
};

/** The function's answer, one variant per outcome (the SQL file describes each). */
export type SubmitOutcome =
  | { outcome: "submitted"; annotationId: number; itemStatus: string }
  | { outcome: "already"; annotationId: number; itemStatus: string; data: unknown }
  | { outcome: "stale"; overlap: number; others: Annotation[] }
  | { outcome: "skipped" | "late" | "paused" | "unqualified" | "refused" };

// The one place that maps the call's fields onto the function's parameters, in named notation,
// so the statement does not depend on the order of the function's parameters.
const parameters: [name: string, value: (call: SubmitCall) => unknown, cast?: string][] = [
  ["p_user_id", (c) => c.checks?.userId ?? null],
  ["p_roles", (c) => c.checks?.roles ?? null, '::"ProjectRole"[]'],
  ["p_settings", (c) => c.checks?.settings ?? null],
  ["p_assignment_id", (c) => c.assignmentId],
  ["p_overlap", (c) => c.overlap],
  ["p_others", (c) => c.others],
  ["p_data", (c) => c.data],
  ["p_time_spent_ms", (c) => c.timeSpentMs],
  ["p_cite_pos", (c) => c.citePos],
  ["p_cite_url", (c) => c.citeUrl],
  ["p_cite_quote", (c) => c.citeQuote],
  ["p_codes", (c) => c.codes],
  ["p_outcome", (c) => c.outcome],
  ["p_gold_source", (c) => c.goldSource],
  ["p_gold", (c) => c.gold],
  ["p_compare", (c) => c.compare],
  ["p_late_draft", (c) => c.lateDraft],
  ["p_revise_minutes", (c) => c.reviseMinutes],
];

const argumentList = parameters
  .map(([name, , cast = ""], i) => `${name} => $${i + 1}${cast}`)
  .join(", ");
const submitSql = `SELECT outcome, annotation_id, item_status, prior
  FROM accord_submit_annotation(${argumentList})`;

type Row = {
  outcome: SubmitOutcome["outcome"];
  annotation_id: number | null;
  item_status: string | null;
  prior: unknown;
};

/** Checks the slot and writes the annotation, its rows and the item's outcome under the item's lock. */
export async function callSubmit(call: SubmitCall): Promise<SubmitOutcome> {
  const { rows } = await preparedQuery<Row>(
    "accord_submit",
    submitSql,
    parameters.map(([, value]) => value(call)),
  );
  const row = rows[0];
  if (!row) throw new AppError("not_found", "Assignment not found.");
  return outcomeOf(row);
}

function outcomeOf(row: Row): SubmitOutcome {
  const annotationId = row.annotation_id as number;
  const itemStatus = row.item_status as string;
  switch (row.outcome) {
    case "submitted":
      return { outcome: row.outcome, annotationId, itemStatus };
    case "already":
      return { outcome: row.outcome, annotationId, itemStatus, data: row.prior };
    case "stale":
      return { outcome: row.outcome, ...(row.prior as { overlap: number; others: Annotation[] }) };
    default:
      return { outcome: row.outcome };
  }
}
