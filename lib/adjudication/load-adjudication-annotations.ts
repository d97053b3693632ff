import "server-only";
import { pgPool } from "@/lib/db/pg-pool";
import type { AdjudicationAnnotation } from "./adjudication-dto";

type Row = {
  data: unknown;
  time_spent_ms: number;
  submitted_at: Date;
  name: string | null;
  email: string | null;
  external_annotator: string | null;
};

/**
 * The item's human annotations in submission order, labelled A, B, …; names left out when the
 * project hides them. A prior annotation (decision 019) is one side like any other, named by the
 * external annotator it was imported under, with no e-mail, and marked imported.
 */
export async function loadAdjudicationAnnotations(opts: {
  itemId: number;
  hideNames: boolean;
}): Promise<AdjudicationAnnotation[]> {
  const { rows } = await pgPool().query<Row>(
    `SELECT a.data, a.time_spent_ms, a.submitted_at, u.name, u.email, a.external_annotator
       FROM annotations a LEFT JOIN users u ON u.id = a.user_id
      WHERE a.item_id = $1 AND a.machine_annotator IS NULL ORDER BY a.submitted_at, a.id`,
    [opts.itemId],
  );
  return rows.map((r, i) => ({
    label: String.fromCharCode(65 + i),
    annotator: opts.hideNames
      ? null
      : { name: r.external_annotator ?? r.name ?? "", email: r.email },
    imported: r.external_annotator !== null,
    submittedAt: r.submitted_at.toISOString(),
    timeSpentMs: r.time_spent_ms,
    data: r.data,
  }));
}
