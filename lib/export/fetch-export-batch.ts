import "server-only";
import type pg from "pg";
import type { ExportRow } from "./export-line";
import { exportAdjudicationsSql, exportAnnotationsSql, exportValidationSql } from "./export-sql";

type ItemRow = Pick<
  ExportRow,
  | "external_id"
  | "language"
  | "status"
  | "meta"
  | "source"
  | "gold"
  | "guideline_version"
  | "provenance"
> &
  Record<string, unknown> & { id: number };
type AnnotationRow = {
  item_id: number;
  user_id: number | null;
  email: string | null;
  machine_annotator: string | null;
  external_annotator: string | null;
  submitted_at: string;
  time_spent_ms: number;
  data: unknown;
  guideline_version: number;
};
type AdjudicationRow = {
  item_id: number;
  adjudicator_id: number;
  email: string;
  resolved_at: string;
  rationale: string | null;
  choice: string | null;
  guideline_version: number;
};
type ValidationRow = {
  item_id: number;
  user_id: number;
  email: string;
  rating: number;
  notes: string;
  rated_at: string;
};

function push<T>(map: Map<number, T[]>, key: number, value: T) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** The next `size` items from the open cursor, with their annotations, adjudication and ratings (same snapshot). */
export async function fetchExportBatch(
  client: pg.ClientBase,
  opts: { cursor: string; size: number },
): Promise<ExportRow[]> {
  const { rows: items } = await client.query<ItemRow>(`FETCH ${opts.size} FROM ${opts.cursor}`);
  if (items.length === 0) return [];
  // One round trip for the three detail queries: ids are integers from the database, so the
  // array literal is safe to inline, and a parameterless multi-statement query is allowed.
  const ids = `'{${items.map((i) => i.id).join(",")}}'::int[]`;
  const details = [exportAnnotationsSql, exportAdjudicationsSql, exportValidationSql]
    .map((q) => q.replace("$1", ids))
    .join(";\n");
  const [annotations, adjudications, validation] = (await client.query(details)) as unknown as [
    pg.QueryResult<AnnotationRow>,
    pg.QueryResult<AdjudicationRow>,
    pg.QueryResult<ValidationRow>,
  ];
  const humans = new Map<number, NonNullable<ExportRow["annotations"]>>();
  const machines = new Map<number, [string, unknown][]>();
  for (const a of annotations.rows) {
    if (a.user_id !== null)
      push(humans, a.item_id, [
        a.user_id,
        a.email ?? "",
        a.submitted_at,
        a.time_spent_ms,
        a.data,
        null,
        a.guideline_version,
      ]);
    else if (a.external_annotator !== null)
      push(humans, a.item_id, [
        0,
        "",
        a.submitted_at,
        a.time_spent_ms,
        a.data,
        a.external_annotator,
        a.guideline_version,
      ]);
    else if (a.machine_annotator !== null) push(machines, a.item_id, [a.machine_annotator, a.data]);
  }
  for (const list of machines.values()) list.sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0));
  const decided = new Map(
    adjudications.rows.map((d) => [
      d.item_id,
      [
        d.adjudicator_id,
        d.email,
        d.resolved_at,
        d.rationale,
        d.choice,
        d.guideline_version,
      ] as ExportRow["adjudication"],
    ]),
  );
  const rated = new Map<number, [number, string, number, string, string][]>();
  for (const v of validation.rows)
    push(rated, v.item_id, [v.user_id, v.email, v.rating, v.notes, v.rated_at]);
  return items.map((i) => ({
    ...i,
    annotations: humans.get(i.id) ?? null,
    machine: machines.get(i.id) ?? null,
    adjudication: decided.get(i.id) ?? null,
    validation: rated.get(i.id) ?? null,
  }));
}
