import "server-only";
import type { Sql } from "@/lib/db/pg-pool";
import type { ItemKind } from "@/lib/items/item-kinds";
import type { ProjectSettings } from "@/lib/projects/project-settings";
import { stratumKeySql } from "@/lib/sampling/overlap-strata";

// `order: interleaved` (decision 034): `items.stratum` is NULL unless the project interleaves, so
// others write nothing to its partial index. Its writers hold the overlap lock, so no claim runs.

/** The strata `interleaved` goes round: the project's overlap_strata, or the languages when it names none. */
const interleaveStrata = (settings: ProjectSettings): readonly string[] =>
  settings.overlapStrata.length ? settings.overlapStrata : ["language"];

const isInterleaved = (settings: ProjectSettings) => settings.order === "interleaved";

const keySql = (kind: ItemKind, settings: ProjectSettings) =>
  stratumKeySql(kind, interleaveStrata(settings), "i");

export async function keyNewItems(
  sql: Sql,
  opts: { projectId: number; kind: ItemKind; settings: ProjectSettings },
): Promise<void> {
  if (!isInterleaved(opts.settings)) return;
  await sql(
    `UPDATE items i SET stratum = ${keySql(opts.kind, opts.settings)} WHERE i.project_id = $1 AND i.stratum IS NULL`,
    opts.projectId,
  );
}

/** Before an embedded import's publish, so that it finds its items keyed. */
export async function keyItems(
  sql: Sql,
  opts: { projectId: number; kind: ItemKind; settings: ProjectSettings; ids: readonly number[] },
): Promise<boolean> {
  if (!isInterleaved(opts.settings)) return false;
  await sql(
    `UPDATE items i SET stratum = ${keySql(opts.kind, opts.settings)} WHERE i.project_id = $1 AND i.id = ANY($2::int[]) AND i.stratum IS NULL`,
    opts.projectId,
    opts.ids,
  );
  return true;
}

/** What the keys depend on in the settings (null: not interleaved), to tell whether keys written earlier still hold. */
export const keyBasis = (settings: ProjectSettings): readonly string[] | null =>
  isInterleaved(settings) ? interleaveStrata(settings) : null;

/** Also forgets what each person was served, which was counted in the old keys. */
export async function applyStrataChange(
  sql: Sql,
  opts: { projectId: number; kind: ItemKind; before: ProjectSettings; after: ProjectSettings },
): Promise<boolean> {
  const { before, after } = opts;
  const was = isInterleaved(before) ? JSON.stringify(interleaveStrata(before)) : null;
  const now = isInterleaved(after) ? JSON.stringify(interleaveStrata(after)) : null;
  if (was === now) return false;
  if (now === null)
    await sql(
      `UPDATE items i SET stratum = NULL WHERE i.project_id = $1 AND i.stratum IS NOT NULL`,
      opts.projectId,
    );
  else {
    const key = keySql(opts.kind, after);
    await sql(
      `UPDATE items i SET stratum = ${key} WHERE i.project_id = $1 AND i.stratum IS DISTINCT FROM ${key}`,
      opts.projectId,
    );
  }
  await sql(`DELETE FROM stratum_tallies WHERE project_id = $1`, opts.projectId);
  return true;
}
