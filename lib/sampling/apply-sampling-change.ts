import "server-only";
import type { Sql } from "@/lib/db/pg-pool";
import type { ItemKind } from "@/lib/items/item-kinds";
import type { ProjectSettings } from "@/lib/projects/project-settings";
import { decideSample } from "./sample-items";
import { tallySingleItems } from "./tally-single-items";
import type { SampleColumn } from "./sample-sql";

// Which items a changed fraction or strata decides again (decision 024): the untouched ones. For
// the overlap sample an item nobody holds or has annotated (`pending`: a claim, a submit or a
// prior annotation puts it in annotation); for the validation round one with no rating and no
// skip. Every other item keeps its choice, and one left undecided (NULL, from a fraction of 1)
// is fixed as chosen, which is what NULL meant while it was under way.
const untouched: Record<SampleColumn, string> = {
  sampled: `i.status = 'pending'`,
  // Decision 076: never claimed (a released claim leaves its row) nor annotated.
  human: `i.status = 'pending' AND i.annotation_count = 0 AND NOT EXISTS (SELECT 1 FROM assignments a WHERE a.item_id = i.id)`,
  validation_sampled: `NOT EXISTS (SELECT 1 FROM validation_ratings v WHERE v.item_id = i.id) AND NOT EXISTS (SELECT 1 FROM validation_skips k WHERE k.item_id = i.id)`,
};

// Returns the items that were outside the sample and are undecided again.
const reopenSql = (column: SampleColumn) => `
  WITH was AS (
    SELECT i.id, i.${column} IS FALSE AS single, ${untouched[column]} AS untouched FROM items i
     WHERE i.project_id = $1 AND CASE WHEN ${untouched[column]} THEN i.${column} IS NOT NULL ELSE i.${column} IS NULL END)
  UPDATE items i SET ${column} = CASE WHEN was.untouched THEN NULL ELSE true END
    FROM was WHERE i.id = was.id
  RETURNING i.id, was.single AND was.untouched AS reopened_single`;

// The overlap sample is drawn within the human sample, so it follows that too (decision 076).
const samplingKeys: Record<SampleColumn, (keyof ProjectSettings)[]> = {
  human: ["humanFraction", "overlapStrata"],
  sampled: ["overlapFraction", "humanFraction", "overlapStrata"],
  validation_sampled: ["validationFraction", "overlapStrata"],
};

const changed = (a: ProjectSettings, b: ProjectSettings, keys: (keyof ProjectSettings)[]) =>
  keys.some((k) => JSON.stringify(a[k]) !== JSON.stringify(b[k]));

/**
 * Inside the settings update's transaction, which holds the overlap lock exclusively (no claim,
 * submit or import runs): after a change of a fraction or of the strata, the untouched items are
 * decided again with the new settings, counting every kept choice in its stratum. Returns how many
 * items were decided again, per choice.
 */
export async function applySamplingChange(
  sql: Sql,
  opts: { projectId: number; kind: ItemKind; before: ProjectSettings; after: ProjectSettings },
): Promise<{ human: number; sampled: number; validationSampled: number } | null> {
  const redone: Record<SampleColumn, number> = { human: 0, sampled: 0, validation_sampled: 0 };
  let any = false;
  for (const column of ["human", "sampled", "validation_sampled"] as const) {
    if (!changed(opts.before, opts.after, samplingKeys[column])) continue;
    any = true;
    const reopened = await sql<{ id: number; reopened_single: boolean }>(
      reopenSql(column),
      opts.projectId,
    );
    if (column !== "validation_sampled")
      await tallySingleItems(sql, {
        projectId: opts.projectId,
        ids: reopened.filter((r) => r.reopened_single).map((r) => r.id),
        delta: -1,
        state: column === "human" ? "judges" : "single",
      });
    redone[column] = (
      await decideSample(sql, {
        projectId: opts.projectId,
        kind: opts.kind,
        settings: opts.after,
        column,
      })
    ).length;
  }
  return any
    ? { human: redone.human, sampled: redone.sampled, validationSampled: redone.validation_sampled }
    : null;
}
