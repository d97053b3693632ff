import "server-only";
import type { Sql } from "@/lib/db/pg-pool";
import type { ItemLine } from "./item-line-schema";

// Under the project's current guideline version, like any gold written now (SPEC §2).
const insertSql = `
  INSERT INTO gold_records (item_id, source, data, provenance, guideline_version, updated_at)
  SELECT t.id, t.source::"GoldSource", t.data::jsonb, t.provenance::jsonb,
         (SELECT guideline_version FROM projects WHERE id = $1), now()
    FROM unnest($2::int[], $3::text[], $4::text[], $5::text[]) AS t(id, source, data, provenance)`;

/**
 * A release's finished items get their gold as released: its source kept, its adjudication as
 * provenance, never compared again (decision 074). `ids`: the batch's new items by external_id.
 */
export async function insertReleaseGold(
  sql: Sql,
  opts: { projectId: number; lines: readonly ItemLine[]; ids: ReadonlyMap<string, number> },
): Promise<void> {
  const rows = opts.lines.flatMap((l) => {
    const id = opts.ids.get(l.external_id);
    return id !== undefined && l.release ? [{ id, release: l.release }] : [];
  });
  if (!rows.length) return;
  await sql(
    insertSql,
    opts.projectId,
    rows.map((r) => r.id),
    rows.map((r) => r.release.source),
    rows.map((r) => JSON.stringify(r.release.gold)),
    rows.map((r) => (r.release.provenance ? JSON.stringify(r.release.provenance) : null)),
  );
}
