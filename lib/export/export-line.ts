// One JSONL line of the gold export (SPEC §5). Every key is on every line (null, not missing)
// with one JSON type per key, and keys come in a fixed order, so the same data always gives
// the same bytes and the file loads with Hugging Face `datasets` as is.
import { itemKinds, type ItemKind } from "@/lib/items/item-kinds";
import { kindModule } from "@/lib/items/kinds";
import { annotationShape } from "./annotation-shape";
import { exportStatusOf } from "./export-options";

export const EXPORT_SCHEMA_VERSION = 1;

/**
 * The item's own fields per kind, named and ordered as in the import format (the `export` names
 * of the kind's table, lib/items/<kind>/).
 */
export const kindFields = Object.fromEntries(itemKinds.map((kind) => [kind, kindModule(kind).table.columns.flatMap((c) => (c.export ? [c.export] : []))])) as unknown as {
  readonly [K in ItemKind]: readonly string[];
};

/** A row of the export query; people are [user id, e-mail] so they can be pseudonymised. */
export type ExportRow = {
  external_id: string;
  language: string | null;
  status: string;
  meta: unknown;
  source: string | null;
  gold: unknown;
  /** [user id, e-mail, submitted at (ISO, UTC), time spent (ms), data] in submission order. */
  annotations: [number, string, string, number, unknown][] | null;
  /** [machine annotator, data] by name. */
  machine: [string, unknown][] | null;
  /** The latest resolved adjudication: [user id, e-mail, resolved at, rationale, choice]. */
  adjudication: [number, string, string, string | null, string | null] | null;
  /** README validation ratings in the order given: [user id, e-mail, rating, notes, rated at]. */
  validation: [number, string, number, string, string][] | null;
} & Record<string, unknown>;

export type LineContext = { kind: ItemKind; person: (userId: number, email: string) => string };

/** The gold record as exported: shaped, and as the kind exports it (a QA gold's citations carry `cited_by`). */
function goldOf(row: ExportRow, ctx: LineContext): Record<string, unknown> | null {
  if (row.gold == null) return null;
  const gold = annotationShape(ctx.kind, row.gold);
  const kind = kindModule(ctx.kind);
  if (!kind.exportGold) return gold;
  return kind.exportGold(
    gold,
    (row.annotations ?? []).map(([id, email, , , data]) => ({ who: ctx.person(id, email), data })),
  );
}

export function exportLine(row: ExportRow, ctx: LineContext): Record<string, unknown> {
  const status = exportStatusOf(row.status);
  const isFinal = status !== "unresolved";
  const line: Record<string, unknown> = { schema_version: EXPORT_SCHEMA_VERSION, kind: ctx.kind, external_id: row.external_id, language: row.language ?? null };
  for (const field of kindFields[ctx.kind]) line[field] = row[field] ?? null;
  const adjudication = isFinal ? row.adjudication : null;
  return Object.assign(line, {
    meta: row.meta ?? null,
    status,
    source: isFinal ? (row.source ?? null) : null,
    gold: isFinal ? goldOf(row, ctx) : null,
    annotations: (row.annotations ?? []).map(([id, email, at, ms, data]) => ({
      annotator: ctx.person(id, email),
      submitted_at: at,
      time_spent_ms: ms,
      annotation: annotationShape(ctx.kind, data),
    })),
    adjudication: adjudication
      ? { adjudicator: ctx.person(adjudication[0], adjudication[1]), resolved_at: adjudication[2], rationale: adjudication[3], choice: adjudication[4] }
      : null,
    machine_annotations: (row.machine ?? []).map(([annotator, data]) => ({ annotator, annotation: annotationShape(ctx.kind, data) })),
    validation: (row.validation ?? []).map(([id, email, rating, notes, at]) => ({ validator: ctx.person(id, email), rating, notes, rated_at: at })),
  });
}
