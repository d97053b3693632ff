import "server-only";
import type { Sql } from "@/lib/db/pg-pool";
import type { ItemKind } from "@/lib/items/item-kinds";
import { kindModule } from "@/lib/items/kinds";
import type { ValidMachineLine } from "./validate-machine-batch";

// Every machine label belongs to a judge run (decision 030), and `annotator` is the run's name: a
// name with no run in the item's project yet gets one, created here (model = the name), so every
// caller of this writer (the machine-annotations import, presets, the run outputs route) gets runs.
const ensureRunsSql = `
  INSERT INTO machine_runs (project_id, name, model)
  SELECT DISTINCT i.project_id, t.annotator, t.annotator FROM unnest($1::int[], $2::text[]) AS t(item_id, annotator) JOIN items i ON i.id = t.item_id
  ON CONFLICT (project_id, name) DO NOTHING`;

// A machine label has no user and no assignment, and never touches items.annotation_count or
// the item's status: the queue and the comparison count human annotations only. Re-importing
// an (item, annotator) pair replaces its label; `xmax = 0` tells a fresh row from an updated one.
const upsertSql = `
  INSERT INTO annotations (item_id, machine_annotator, machine_run_id, data, time_spent_ms, submitted_at)
  SELECT t.item_id, t.annotator, r.id, t.data::jsonb, 0, now()
    FROM unnest($1::int[], $2::text[], $3::text[]) AS t(item_id, annotator, data)
    JOIN items i ON i.id = t.item_id JOIN machine_runs r ON r.project_id = i.project_id AND r.name = t.annotator
  ON CONFLICT (item_id, machine_annotator) DO UPDATE SET data = EXCLUDED.data, submitted_at = now()
  RETURNING id, item_id, machine_annotator, machine_run_id, (xmax = 0) AS inserted`;

// A run has an annotation or a failure per item, not both: the label replaces a recorded failure.
const dropFailuresSql = `
  DELETE FROM machine_failures f USING unnest($1::int[], $2::int[]) AS t(run_id, item_id) WHERE f.run_id = t.run_id AND f.item_id = t.item_id`;

/** The runs named `annotator` in the items' projects, created where there is none yet (model = the name). */
export async function ensureMachineRuns(
  sql: Sql,
  lines: readonly { itemId: number; annotator: string }[],
): Promise<void> {
  await sql(
    ensureRunsSql,
    lines.map((l) => l.itemId),
    lines.map((l) => l.annotator),
  );
}

/** Upserts one batch (no (item, annotator) twice); error codes and citations are rows, as for people. */
export async function writeMachineBatch(
  sql: Sql,
  opts: { kind: ItemKind; lines: ValidMachineLine[] },
): Promise<{ imported: number; updated: number }> {
  await ensureMachineRuns(sql, opts.lines);
  const rows = await sql<{
    id: number;
    item_id: number;
    machine_annotator: string;
    machine_run_id: number;
    inserted: boolean;
  }>(
    upsertSql,
    opts.lines.map((l) => l.itemId),
    opts.lines.map((l) => l.annotator),
    opts.lines.map((l) => JSON.stringify(l.data)),
  );
  await sql(
    dropFailuresSql,
    rows.map((r) => r.machine_run_id),
    rows.map((r) => r.item_id),
  );
  const idOf = new Map(rows.map((r) => [`${r.item_id}\u0000${r.machine_annotator}`, r.id]));
  const withIds = opts.lines.map((l) => ({
    id: idOf.get(`${l.itemId}\u0000${l.annotator}`) as number,
    data: l.data,
  }));
  const ids = withIds.map((l) => l.id);
  const kind = kindModule(opts.kind);
  if (!kind.annotationRows) return counts(rows);
  const withRows = withIds.map((l) => ({ id: l.id, rows: kind.annotationRows?.(l.data) ?? {} }));
  if (withRows.some((l) => l.rows.errorCodes)) {
    const tags = withRows.flatMap((l) =>
      (l.rows.errorCodes ?? []).map((code) => [l.id, code] as const),
    );
    await sql(`DELETE FROM error_tags WHERE annotation_id = ANY($1::int[])`, ids);
    await sql(
      `INSERT INTO error_tags (annotation_id, code) SELECT * FROM unnest($1::int[], $2::text[])`,
      tags.map((t) => t[0]),
      tags.map((t) => t[1]),
    );
  }
  if (withRows.some((l) => l.rows.citations)) {
    const cited = withRows.flatMap((l) =>
      (l.rows.citations ?? []).map((c, i) => [l.id, i, c.url, c.quote] as const),
    );
    await sql(`DELETE FROM citations WHERE annotation_id = ANY($1::int[])`, ids);
    await sql(
      `INSERT INTO citations (annotation_id, position, url, quote) SELECT * FROM unnest($1::int[], $2::int[], $3::text[], $4::text[]) ON CONFLICT (annotation_id, url) DO NOTHING`,
      cited.map((c) => c[0]),
      cited.map((c) => c[1]),
      cited.map((c) => c[2]),
      cited.map((c) => c[3]),
    );
  }
  return counts(rows);
}

function counts(rows: readonly { inserted: boolean }[]): { imported: number; updated: number } {
  const imported = rows.filter((r) => r.inserted).length;
  return { imported, updated: rows.length - imported };
}
