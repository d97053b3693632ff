import "server-only";
import type { Sql } from "@/lib/db/pg-pool";
import { compareFullItems } from "@/lib/gold/compare-full-items";
import type { ItemKind } from "@/lib/items/item-kinds";
import { parseProjectSettings, type ProjectSettings } from "@/lib/projects/project-settings";
import { keyNewItems } from "@/lib/queue/item-strata";
import { sampleSql, type SampleColumn } from "./sample-sql";
import { tallySingleItems } from "./tally-single-items";

// The overlap lock, shared as claims and submits take it (lib/queue/sql/accord_claim_item.sql):
// a lead's settings change (exclusive) comes wholly before or after. Then the project's sampling
// lock, exclusive: two imports into one project decide their items one after the other, each
// counting the other's committed items (every statement reads a fresh snapshot).
const lockSql = `SELECT pg_advisory_xact_lock_shared(hashtextextended('accord.overlap:' || $1::text, 0)),
                        pg_advisory_xact_lock(hashtextextended('accord.sampling:' || $1::text, 0))`;

type Decided = { id: number; chosen: boolean; annotation_count: number };

/** The fraction of each choice in the settings. */
const fractionOf = (settings: ProjectSettings, column: SampleColumn) => (column === "sampled" ? settings.overlapFraction : settings.validationFraction);

/**
 * Decides the project's undecided items for one choice (sample-sql.ts). A fraction of 1 decides
 * nothing: NULL means in the sample, and the import writes no extra row.
 */
export async function decideSample(sql: Sql, opts: { projectId: number; kind: ItemKind; settings: ProjectSettings; column: SampleColumn }): Promise<Decided[]> {
  const fraction = fractionOf(opts.settings, opts.column);
  if (fraction >= 1) return [];
  const decided = await sql<Decided>(sampleSql({ kind: opts.kind, strata: opts.settings.overlapStrata, column: opts.column }), opts.projectId, String(fraction));
  if (opts.column === "sampled") await tallySingleItems(sql, { projectId: opts.projectId, ids: decided.filter((d) => !d.chosen).map((d) => d.id), delta: 1 });
  return decided;
}

/**
 * At the end of every import's transaction (lib/items/import/import-writer.ts): decides the new
 * items for both choices and keys them for the queue's interleaved order, then compares the new items outside the sample whose prior annotations
 * (decision 019) already fill their one slot, as a last submit would (gold `single`).
 */
export async function sampleImportedItems(sql: Sql, opts: { projectId: number; actorId: number; kind: ItemKind }): Promise<void> {
  await sql(lockSql, opts.projectId);
  const [row] = await sql<{ settings: unknown }>(`SELECT settings FROM projects WHERE id = $1`, opts.projectId);
  const settings = parseProjectSettings(row?.settings);
  const decided = await decideSample(sql, { ...opts, settings, column: "sampled" });
  await decideSample(sql, { ...opts, settings, column: "validation_sampled" });
  // The queue's stratum keys for `order: interleaved` (decision 034), with the same settings.
  await keyNewItems(sql, { projectId: opts.projectId, kind: opts.kind, settings });
  const full = decided.filter((d) => !d.chosen && d.annotation_count > 0).map((d) => d.id);
  if (full.length) await compareFullItems(sql, { projectId: opts.projectId, actorId: opts.actorId, kind: opts.kind, settings, itemIds: full });
}
