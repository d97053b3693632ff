import "server-only";
import type { Sql } from "@/lib/db/pg-pool";
import type { ItemKind } from "@/lib/items/item-kinds";
import type { ProjectSettings } from "@/lib/projects/project-settings";
import { stratumKeySql } from "@/lib/sampling/overlap-strata";

// `order: interleaved` (SPEC §2 Order, decision 034): the claim (accord_next_stratum_item) goes
// round the strata by `items.stratum`, the key of each item's overlap_strata values. The key is
// kept while the project is interleaved and NULL otherwise, so other projects' imports write no
// extra row and no entry in its index (items_interleave_idx, partial). Its two writers: the end of
// every import (the new items) and the settings update (all items, when the order or the strata
// change); both hold the project's overlap lock, so no claim runs meanwhile.

/** The strata `interleaved` goes round: the project's overlap_strata, or the languages when it names none. */
const interleaveStrata = (settings: ProjectSettings): readonly string[] =>
  settings.overlapStrata.length ? settings.overlapStrata : ["language"];

const isInterleaved = (settings: ProjectSettings) => settings.order === "interleaved";

const keySql = (kind: ItemKind, settings: ProjectSettings) =>
  stratumKeySql(kind, interleaveStrata(settings), "i");

/** At the end of an import (sampleImportedItems, under the overlap and sampling locks): the new items' keys. */
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

/**
 * Before an embedded import's publish (lib/sampling/sample-items.ts, prepareImportedItems): the
 * keys of those of its items in `ids`, in a transaction of their own, so that the publish finds
 * them keyed. Returns whether the project is interleaved (nothing is written when it is not).
 */
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

/**
 * Inside the settings update (overlap lock held exclusively): a change of the order or of the
 * strata rewrites the keys (or clears them when the project stops interleaving) and forgets what
 * each person was served, which was counted in the old keys. Returns whether anything changed.
 */
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
