import "server-only";
import type { Sql } from "@/lib/db/pg-pool";
import { compareFullItems } from "@/lib/gold/compare-full-items";
import type { ItemKind } from "@/lib/items/item-kinds";
import { parseProjectSettings, type ProjectSettings } from "@/lib/projects/project-settings";
import { keyBasis, keyItems, keyNewItems } from "@/lib/queue/item-strata";
import { humanTouchedSql, sampleBasisSql, sampleSql, type SampleColumn } from "./sample-sql";
import { tallySingleItems } from "./tally-single-items";

// The overlap lock (shared) keeps a settings change wholly before or after; the sampling lock
// (exclusive) makes two imports into one project count each other's committed items.
const lockSql = `SELECT pg_advisory_xact_lock_shared(hashtextextended('accord.overlap:' || $1::text, 0)),
                        pg_advisory_xact_lock(hashtextextended('accord.sampling:' || $1::text, 0))`;

type Decided = { id: number; chosen: boolean; annotation_count: number };

const fractionOf = (settings: ProjectSettings, column: SampleColumn) =>
  ({
    sampled: settings.overlapFraction,
    validation_sampled: settings.validationFraction,
    human: settings.humanFraction,
  })[column];

// The buckets of item_tallies kept for the progress: items outside a sample (decisions 024, 076).
const tallyStates: Partial<Record<SampleColumn, "single" | "judges">> = {
  sampled: "single",
  human: "judges",
};

/** A fraction of 1 decides nothing: NULL means in the sample, so no extra row is written. */
export async function decideSample(
  sql: Sql,
  opts: { projectId: number; kind: ItemKind; settings: ProjectSettings; column: SampleColumn },
): Promise<Decided[]> {
  const fraction = fractionOf(opts.settings, opts.column);
  if (fraction >= 1) return [];
  if (opts.column === "human") await sql(humanTouchedSql, opts.projectId);
  const decided = await sql<Decided>(
    sampleSql({ kind: opts.kind, strata: opts.settings.overlapStrata, column: opts.column }),
    opts.projectId,
    String(fraction),
  );
  const state = tallyStates[opts.column];
  if (state)
    await tallySingleItems(sql, {
      projectId: opts.projectId,
      ids: decided.filter((d) => !d.chosen).map((d) => d.id),
      delta: 1,
      state,
    });
  return decided;
}

type InImportTransaction = <T>(fn: (sql: Sql) => Promise<T>) => Promise<T>;

export type PreparedImport = {
  importId: number;
  settings: string;
  basis: Partial<Record<SampleColumn, string>>;
};

// The human sample first: the overlap sample is drawn within it (decision 076).
const columns: readonly SampleColumn[] = ["human", "sampled", "validation_sampled"];
const samplingKey = (settings: ProjectSettings) =>
  JSON.stringify({
    overlap: settings.overlapFraction,
    validation: settings.validationFraction,
    human: settings.humanFraction,
    strata: settings.overlapStrata,
    keys: keyBasis(settings),
  });
const basisOf = async (
  sql: Sql,
  opts: {
    projectId: number;
    kind: ItemKind;
    settings: ProjectSettings;
    column: SampleColumn;
    importId: number;
  },
) =>
  (
    await sql<{ basis: string }>(
      sampleBasisSql({ kind: opts.kind, strata: opts.settings.overlapStrata, column: opts.column }),
      opts.projectId,
      opts.importId,
    )
  )[0].basis;

/**
 * An embedded import's sampling, a batch per transaction before the publish, which would otherwise
 * hold the only backend (decision 055). The publish keeps the choices only if nothing changed.
 */
export async function prepareImportedItems(
  inTransaction: InImportTransaction,
  opts: {
    projectId: number;
    kind: ItemKind;
    importId: number;
    batch: number;
  },
): Promise<PreparedImport> {
  const { settings, basis, choices, ids } = await inTransaction(async (sql) => {
    const [row] = await sql<{ settings: unknown }>(
      `SELECT settings FROM projects WHERE id = $1`,
      opts.projectId,
    );
    const settings = parseProjectSettings(row?.settings);
    const basis: Partial<Record<SampleColumn, string>> = {};
    const choices: Partial<Record<SampleColumn, { id: number; chosen: boolean }[]>> = {};
    // The overlap draw depends on the human one (decision 076): both are left to the publish.
    if (settings.humanFraction < 1) return { settings, basis, choices, ids: [] };
    for (const column of columns) {
      const fraction = fractionOf(settings, column);
      if (fraction >= 1) continue;
      basis[column] = await basisOf(sql, { ...opts, settings, column });
      choices[column] = await sql<{ id: number; chosen: boolean }>(
        sampleSql({ kind: opts.kind, strata: settings.overlapStrata, column, write: false }),
        opts.projectId,
        String(fraction),
      );
    }
    const ids = keyBasis(settings)
      ? (
          await sql<{ id: number }>(
            `SELECT id FROM items WHERE project_id = $1 AND import_id = $2 AND stratum IS NULL ORDER BY id`,
            opts.projectId,
            opts.importId,
          )
        ).map((r) => r.id)
      : [];
    return { settings, basis, choices, ids };
  });
  for (const column of columns) {
    const rows = choices[column] ?? [];
    for (let i = 0; i < rows.length; i += opts.batch) {
      const batch = rows.slice(i, i + opts.batch);
      await inTransaction((sql) =>
        sql(
          `UPDATE items i SET ${column} = d.chosen FROM unnest($2::int[], $3::boolean[]) AS d(id, chosen) WHERE i.project_id = $1 AND i.id = d.id AND i.${column} IS NULL`,
          opts.projectId,
          batch.map((r) => r.id),
          batch.map((r) => r.chosen),
        ),
      );
    }
  }
  for (let i = 0; i < ids.length; i += opts.batch)
    await inTransaction((sql) =>
      keyItems(sql, { ...opts, settings, ids: ids.slice(i, i + opts.batch) }),
    );
  return { importId: opts.importId, settings: samplingKey(settings), basis };
}

/**
 * Samples and keys the new items, then compares those outside the sample whose prior annotations
 * (decision 019) fill their one slot. `prepared`: choices made ahead, kept if nothing changed.
 */
export async function sampleImportedItems(
  sql: Sql,
  opts: { projectId: number; actorId: number; kind: ItemKind; prepared?: PreparedImport },
): Promise<void> {
  await sql(lockSql, opts.projectId);
  const [row] = await sql<{ settings: unknown }>(
    `SELECT settings FROM projects WHERE id = $1`,
    opts.projectId,
  );
  const settings = parseProjectSettings(row?.settings);
  const { prepared } = opts;
  let decided: Decided[];
  if (prepared && (await stillHolds(sql, { ...opts, settings, prepared }))) {
    decided = await sql<Decided>(
      `SELECT id, sampled AS chosen, annotation_count FROM items WHERE project_id = $1 AND import_id = $2 AND sampled IS NOT NULL`,
      opts.projectId,
      prepared.importId,
    );
    await tallySingleItems(sql, {
      projectId: opts.projectId,
      ids: decided.filter((d) => !d.chosen).map((d) => d.id),
      delta: 1,
    });
  } else {
    if (prepared)
      await sql(
        `UPDATE items SET sampled = NULL, validation_sampled = NULL, human = NULL, stratum = NULL
          WHERE project_id = $1 AND import_id = $2 AND (sampled IS NOT NULL OR validation_sampled IS NOT NULL OR human IS NOT NULL OR stratum IS NOT NULL)`,
        opts.projectId,
        prepared.importId,
      );
    await decideSample(sql, { ...opts, settings, column: "human" });
    decided = await decideSample(sql, { ...opts, settings, column: "sampled" });
    await decideSample(sql, { ...opts, settings, column: "validation_sampled" });
  }
  // The queue's stratum keys for `order: interleaved` (decision 034), with the same settings.
  await keyNewItems(sql, { projectId: opts.projectId, kind: opts.kind, settings });
  const full = decided.filter((d) => !d.chosen && d.annotation_count > 0).map((d) => d.id);
  if (full.length)
    await compareFullItems(sql, {
      projectId: opts.projectId,
      actorId: opts.actorId,
      kind: opts.kind,
      settings,
      itemIds: full,
    });
}

async function stillHolds(
  sql: Sql,
  opts: { projectId: number; kind: ItemKind; settings: ProjectSettings; prepared: PreparedImport },
): Promise<boolean> {
  if (samplingKey(opts.settings) !== opts.prepared.settings) return false;
  if (opts.settings.humanFraction < 1) return false;
  for (const column of columns) {
    if (fractionOf(opts.settings, column) >= 1) continue;
    if (
      (await basisOf(sql, { ...opts, column, importId: opts.prepared.importId })) !==
      opts.prepared.basis[column]
    )
      return false;
  }
  return true;
}
