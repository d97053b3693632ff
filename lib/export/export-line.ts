// Every key on every line with one JSON type, in a fixed order: same data, same bytes, and
// Hugging Face `datasets` loads it as is.
import { itemKinds, type ItemKind } from "@/lib/items/item-kinds";
import { kindModule } from "@/lib/items/kinds";
import { annotationShape } from "./annotation-shape";
import { exportStatusOf } from "./export-options";

export const EXPORT_SCHEMA_VERSION = 1;

export const kindFields = Object.fromEntries(
  itemKinds.map((kind) => [
    kind,
    kindModule(kind).table.columns.flatMap((c) => (c.export ? [c.export] : [])),
  ]),
) as unknown as {
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
  /** The gold's guideline version (SPEC §2); null without gold. */
  guideline_version: number | null;
  /** [user id, e-mail, submitted at, ms spent, data, external name, guideline version]; a prior one has user id 0. */
  annotations:
    [number, string, string, number, unknown, (string | null)?, (number | null)?][] | null;
  /** [machine annotator, data] by name. */
  machine: [string, unknown][] | null;
  /** An imported release's adjudication as its line had it (decision 074): shown when there is no local one. */
  provenance?: Record<string, unknown> | null;
  /** The latest resolved adjudication: [user id, e-mail, resolved at, rationale, choice, guideline version]. */
  adjudication: [number, string, string, string | null, string | null, (number | null)?] | null;
  /** README validation ratings in the order given: [user id, e-mail, rating, notes, rated at]. */
  validation: [number, string, number, string, string][] | null;
} & Record<string, unknown>;

export type LineContext = { kind: ItemKind; person: (userId: number, email: string) => string };

// A prior annotation's name is a dataset's label, not an e-mail: nothing to pseudonymise (019).
const annotatorOf = (
  ctx: LineContext,
  [id, email, , , , external]: NonNullable<ExportRow["annotations"]>[number],
) => external ?? ctx.person(id, email);

/** The gold record as exported: shaped, and as the kind exports it (a QA gold's citations carry `cited_by`). */
function goldOf(row: ExportRow, ctx: LineContext): Record<string, unknown> | null {
  if (row.gold == null) return null;
  const gold = annotationShape(ctx.kind, row.gold);
  const kind = kindModule(ctx.kind);
  if (!kind.exportGold) return gold;
  return kind.exportGold(
    gold,
    (row.annotations ?? []).map((a) => ({ who: annotatorOf(ctx, a), data: a[4] })),
  );
}

/** The local adjudication, else the one an imported release brought, with the same keys in the same order. */
function adjudicationOf(row: ExportRow, ctx: LineContext): Record<string, unknown> | null {
  const local = row.adjudication;
  if (local)
    return {
      adjudicator: ctx.person(local[0], local[1]),
      resolved_at: local[2],
      guideline_version: local[5] ?? null,
      rationale: local[3],
      choice: local[4],
    };
  const p = row.provenance;
  if (!p) return null;
  return {
    adjudicator: p.adjudicator,
    resolved_at: p.resolved_at,
    // The version in the project the release came from (none in releases made before versions).
    guideline_version: typeof p.guideline_version === "number" ? p.guideline_version : null,
    rationale: p.rationale ?? null,
    choice: p.choice ?? null,
  };
}

export function exportLine(row: ExportRow, ctx: LineContext): Record<string, unknown> {
  const status = exportStatusOf(row.status);
  const isFinal = status !== "unresolved";
  const line: Record<string, unknown> = {
    schema_version: EXPORT_SCHEMA_VERSION,
    kind: ctx.kind,
    external_id: row.external_id,
    language: row.language ?? null,
  };
  for (const field of kindFields[ctx.kind]) line[field] = row[field] ?? null;
  return Object.assign(line, {
    meta: row.meta ?? null,
    status,
    source: isFinal ? (row.source ?? null) : null,
    guideline_version: isFinal ? (row.guideline_version ?? null) : null,
    gold: isFinal ? goldOf(row, ctx) : null,
    annotations: (row.annotations ?? []).map((a) => ({
      annotator: annotatorOf(ctx, a),
      imported: a[5] != null,
      submitted_at: a[2],
      time_spent_ms: a[3],
      guideline_version: a[6] ?? null,
      annotation: annotationShape(ctx.kind, a[4]),
    })),
    adjudication: isFinal ? adjudicationOf(row, ctx) : null,
    machine_annotations: (row.machine ?? []).map(([annotator, data]) => ({
      annotator,
      annotation: annotationShape(ctx.kind, data),
    })),
    validation: (row.validation ?? []).map(([id, email, rating, notes, at]) => ({
      validator: ctx.person(id, email),
      rating,
      notes,
      rated_at: at,
    })),
  });
}
