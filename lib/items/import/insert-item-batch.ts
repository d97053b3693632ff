import "server-only";
import type { Sql } from "@/lib/db/pg-pool";
import type { ItemKind } from "@/lib/items/item-kinds";
import { priorItemState } from "@/lib/annotations/prior-item-state";
import { itemSearchText } from "@/lib/items/item-search";
import { kindModule } from "@/lib/items/kinds";
import { parseProjectSettings, type ProjectSettings } from "@/lib/projects/project-settings";
import type { ItemLine } from "./item-line-schema";

type Inserted = { id: number; external_id: string };

// Column-wise arrays through unnest(): one statement per table and batch, whatever its size, so
// a 100k-line import costs a few hundred round trips instead of a few hundred thousand. The kind's
// own tables are written by the statements its module builds (lib/items/<kind>/, `insertRows`).
// A line with prior annotations is inserted counted (priorItemState); the others as the column defaults say.
// `overlap` is given whenever a line has prior annotations.
async function insertItems(
  sql: Sql,
  projectId: number,
  kind: ItemKind,
  lines: ItemLine[],
  overlap: number | null,
): Promise<Map<string, number>> {
  // A release's finished item is inserted finished, its annotations counted (decision 074).
  const states = lines.some((l) => l.release || l.prior_annotations?.length)
    ? lines.map((l) => {
        const priors = l.prior_annotations?.length ?? 0;
        if (l.release) return { annotationCount: priors, status: l.release.status };
        return priorItemState(priors, overlap ?? 1);
      })
    : null;
  const rows = await sql<Inserted>(
    `INSERT INTO items (project_id, kind, external_id, language, meta, annotation_count, status, updated_at, search_text, group_key)
     SELECT $1, $2::"ItemKind", t.e, t.l, t.m::jsonb, COALESCE(t.c, 0), COALESCE(t.s, 'pending'::"ItemStatus"), now(), t.st, t.g
     FROM unnest($3::text[], $4::text[], $5::text[], $6::int[], $7::"ItemStatus"[], $8::text[], $9::text[]) AS t(e, l, m, c, s, st, g)
     ON CONFLICT (project_id, external_id) DO NOTHING
     RETURNING id, external_id`,
    projectId,
    kind,
    lines.map((l) => l.external_id),
    lines.map((l) => l.language ?? null),
    lines.map((l) => (l.meta ? JSON.stringify(l.meta) : null)),
    states?.map((s) => s.annotationCount) ?? [],
    states?.map((s) => s.status) ?? [],
    // What the items list searches (decision 053), in the item's own row: an UPDATE after the
    // kind's rows wrote every item twice (its nine indexes and the trigram one again).
    lines.map((l) => itemSearchText(kind, l)),
    // The claim's group (decision 051), as the kind's module says: null for kinds without one.
    lines.map((l) => kindModule(kind).groupKey?.(l) ?? null),
  );
  return new Map(rows.map((r) => [r.external_id, r.id]));
}

/**
 * Inserts one batch of valid lines of the project's kind; returns the new items' ids by
 * external_id. `settings`: the project's (default: none, so no QA pair's dialogue resolves).
 * `overlap`: the project's, when the batch has prior annotations (their items are inserted
 * counted; the caller then writes the annotations, insertPriorAnnotations).
 */
export async function insertItemBatch(
  sql: Sql,
  opts: {
    projectId: number;
    kind: ItemKind;
    settings?: ProjectSettings;
    lines: ItemLine[];
    overlap?: number;
  },
): Promise<ReadonlyMap<string, number>> {
  const ids = await insertItems(sql, opts.projectId, opts.kind, opts.lines, opts.overlap ?? null);
  if (ids.size === 0) return ids;
  // The kind's rows, in the order its module gives them (a dialogue's turns after the dialogue).
  for (const s of kindModule(opts.kind).insertRows({
    projectId: opts.projectId,
    settings: opts.settings ?? parseProjectSettings({}),
    lines: opts.lines,
    ids,
  }))
    await sql(s.text, ...s.values);
  return ids;
}
