import "server-only";
import type { Sql } from "@/lib/db/pg-pool";
import { AppError } from "@/lib/errors";
import { compareFullItems } from "@/lib/gold/compare-full-items";
import type { ItemKind } from "@/lib/items/item-kinds";
import { kindModule } from "@/lib/items/kinds";
import type { ItemLine } from "@/lib/items/import/item-line-schema";
import type { PriorAnnotationLine } from "@/lib/items/import/prior-annotations-field";
import { formatZodIssues } from "@/lib/jsonl/format-zod-issues";
import { parseProjectSettings, type ProjectSettings } from "@/lib/projects/project-settings";

export type PriorAnnotationSource = {
  itemId: number;
  externalId: string;
  content?: string;
  priors: readonly PriorAnnotationLine[];
};

/** `ids`: external_id → new item id; a line the project already had is not in it. */
export function priorAnnotationSources(
  lines: readonly ItemLine[],
  ids: ReadonlyMap<string, number>,
): PriorAnnotationSource[] {
  return lines.flatMap((l) => {
    const itemId = ids.get(l.external_id);
    if (itemId === undefined || !l.prior_annotations?.length) return [];
    return [
      {
        itemId,
        externalId: l.external_id,
        content: "content" in l && typeof l.content === "string" ? l.content : undefined,
        priors: l.prior_annotations,
      },
    ];
  });
}

const overlapLockSql = `SELECT pg_advisory_xact_lock_shared(hashtextextended('accord.overlap:' || $1::text, 0))`;

/** Under the overlap lock (shared, until commit), so one read of the settings serves every batch. */
export async function lockPriorAnnotationSettings(
  sql: Sql,
  projectId: number,
): Promise<ProjectSettings> {
  await sql(overlapLockSql, projectId);
  const [project] = await sql<{ settings: unknown }>(
    `SELECT settings FROM projects WHERE id = $1`,
    projectId,
  );
  return parseProjectSettings(project?.settings);
}

// A prior annotation holds a slot as a submitted assignment with no user (decision 019).
const insertSql = `
  WITH t AS (
    SELECT * FROM unnest($2::int[], $3::text[], $4::text[], $5::timestamptz[], $6::int[]) WITH ORDINALITY AS t(item_id, who, data, at, ms, n)),
  slot AS (
    INSERT INTO assignments (item_id, external_annotator, project_id, status, lease_expires_at, claimed_at, updated_at)
    SELECT t.item_id, t.who, $1, 'submitted', COALESCE(t.at, now()), COALESCE(t.at, now()), now() FROM t ORDER BY t.n
    RETURNING id, item_id, external_annotator)
  INSERT INTO annotations (item_id, external_annotator, assignment_id, data, time_spent_ms, submitted_at)
  SELECT t.item_id, t.who, slot.id, t.data::jsonb, COALESCE(t.ms, 0), COALESCE(t.at, now())
    FROM t JOIN slot ON slot.item_id = t.item_id AND slot.external_annotator = t.who ORDER BY t.n
  RETURNING id, item_id, external_annotator`;

const citationsSql = `
  INSERT INTO citations (annotation_id, position, url, quote)
  SELECT * FROM unnest($1::int[], $2::int[], $3::text[], $4::text[]) ON CONFLICT (annotation_id, url) DO NOTHING`;

const errorTagsSql = `INSERT INTO error_tags (annotation_id, code) SELECT * FROM unnest($1::int[], $2::text[])`;

/**
 * In the import's transaction (decision 019); items the prior annotations fill are compared as on a
 * last submit. An annotation the project's schema refuses is a 422 naming the item.
 */
export async function insertPriorAnnotations(
  sql: Sql,
  opts: {
    projectId: number;
    actorId: number;
    kind: ItemKind;
    settings: ProjectSettings;
    rows: readonly PriorAnnotationSource[];
  },
): Promise<number> {
  const rows = opts.rows.filter((r) => r.priors.length > 0);
  if (rows.length === 0) return 0;
  const settings = opts.settings;
  const kind = kindModule(opts.kind);

  const flat = rows.flatMap((r) => {
    const schema = kind.annotationSchema({ settings, itemText: r.content });
    return r.priors.map((p, i) => {
      const parsed = schema.safeParse(p.annotation, { reportInput: true });
      if (!parsed.success) {
        const message = `${r.externalId}: prior_annotations[${i}].annotation: ${formatZodIssues(parsed.error.issues)}`;
        throw new AppError("validation_failed", `Prior annotation refused for ${message}`, {
          external_id: r.externalId,
          field: `prior_annotations[${i}].annotation`,
        });
      }
      return {
        itemId: r.itemId,
        who: p.annotator,
        data: parsed.data,
        at: p.submitted_at,
        ms: p.time_spent_ms,
      };
    });
  });
  const inserted = await sql<{ id: number; item_id: number; external_annotator: string }>(
    insertSql,
    opts.projectId,
    flat.map((f) => f.itemId),
    flat.map((f) => f.who),
    flat.map((f) => JSON.stringify(f.data)),
    flat.map((f) => f.at),
    flat.map((f) => f.ms),
  );
  const idOf = new Map(inserted.map((a) => [`${a.item_id}\u0000${a.external_annotator}`, a.id]));

  const cites: { id: number; position: number; url: string; quote: string | null }[] = [];
  const codes: { id: number; code: string }[] = [];
  for (const f of flat) {
    const extra = kind.annotationRows?.(f.data);
    const id = idOf.get(`${f.itemId}\u0000${f.who}`);
    if (!extra || id === undefined) continue;
    (extra.citations ?? []).forEach((c, position) =>
      cites.push({ id, position, url: c.url, quote: c.quote ?? null }),
    );
    for (const code of extra.errorCodes ?? []) codes.push({ id, code });
  }
  if (cites.length) {
    await sql(
      citationsSql,
      cites.map((c) => c.id),
      cites.map((c) => c.position),
      cites.map((c) => c.url),
      cites.map((c) => c.quote),
    );
  }
  if (codes.length) {
    await sql(
      errorTagsSql,
      codes.map((c) => c.id),
      codes.map((c) => c.code),
    );
  }

  await compareFullItems(sql, {
    projectId: opts.projectId,
    actorId: opts.actorId,
    kind: opts.kind,
    settings,
    itemIds: rows.map((r) => r.itemId),
  });
  return inserted.length;
}
