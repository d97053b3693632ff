import "server-only";
import type { Sql } from "@/lib/db/pg-pool";
import type { ItemKind } from "@/lib/items/item-kinds";
import { insertPriorAnnotations } from "@/lib/annotations/insert-prior-annotations";
import { kindModule } from "@/lib/items/kinds";
import type { ItemLine } from "./item-line-schema";

type Inserted = { id: number; external_id: string };

// Column-wise arrays through unnest(): one statement per table and batch, whatever its size, so
// a 100k-line import costs a few hundred round trips instead of a few hundred thousand. The kind's
// own tables are written by the statements its module builds (lib/items/<kind>/, `insertRows`).
async function insertItems(sql: Sql, projectId: number, kind: ItemKind, lines: ItemLine[]): Promise<Map<string, number>> {
  const rows = await sql<Inserted>(
    `INSERT INTO items (project_id, kind, external_id, language, meta, updated_at)
     SELECT $1, $2::"ItemKind", t.e, t.l, t.m::jsonb, now()
     FROM unnest($3::text[], $4::text[], $5::text[]) AS t(e, l, m)
     ON CONFLICT (project_id, external_id) DO NOTHING
     RETURNING id, external_id`,
    projectId,
    kind,
    lines.map((l) => l.external_id),
    lines.map((l) => l.language ?? null),
    lines.map((l) => (l.meta ? JSON.stringify(l.meta) : null)),
  );
  return new Map(rows.map((r) => [r.external_id, r.id]));
}

/** Inserts one batch of valid lines of the project's kind; returns how many were new. */
export async function insertItemBatch(sql: Sql, opts: { projectId: number; actorId: number; kind: ItemKind; lines: ItemLine[] }): Promise<number> {
  const ids = await insertItems(sql, opts.projectId, opts.kind, opts.lines);
  if (ids.size === 0) return 0;
  // The kind's rows, in the order its module gives them (a dialogue's turns after the dialogue).
  for (const s of kindModule(opts.kind).insertRows({ projectId: opts.projectId, lines: opts.lines, ids })) await sql(s.text, ...s.values);
  // Issue #14 (h3): the new items' prior annotations, right after their rows. The lead moves this
  // call into the import's publish step (h1) when merging.
  const priors = opts.lines.flatMap((l) => {
    const itemId = ids.get(l.external_id);
    return itemId !== undefined && l.prior_annotations?.length
      ? [{ itemId, externalId: l.external_id, content: l.kind === "readme" ? l.content : undefined, priors: l.prior_annotations }]
      : [];
  });
  await insertPriorAnnotations(sql, { projectId: opts.projectId, actorId: opts.actorId, kind: opts.kind, rows: priors });
  return ids.size;
}
