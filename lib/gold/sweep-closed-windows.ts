import "server-only";
import { pgPool, withPgTransaction } from "@/lib/db/pg-pool";
import type { ItemKind } from "@/lib/items/item-kinds";
import { parseProjectSettings } from "@/lib/projects/project-settings";
import { every } from "@/lib/periodic";
import { compareFullItems } from "./compare-full-items";

// Shared, like a claim's and a submit's: a lead's overlap change (exclusive) waits for the sweep
// and the sweep for it, so the overlap read below holds throughout; claims and submits go on.
const lockSql = `SELECT pg_advisory_xact_lock_shared(hashtextextended('accord.overlap:' || $1::text, 0))`;

// Projects with items still in annotation: the only ones a sweep can finish (an index probe each).
const projectsSql = `SELECT p.id FROM projects p WHERE EXISTS (SELECT 1 FROM items i WHERE i.project_id = p.id AND i.status = 'in_annotation') ORDER BY p.id`;

/**
 * Compares the project's items whose last revise window has closed (decision 048), as their last
 * submit would have, in one transaction. Run every 30 s by the server (startClosedWindowSweep) and
 * before a lead's or adjudicator's read that depends on outcomes, so a lead never waits for the
 * timer — never on an annotator's route: how long it takes depends on other people's items.
 * Returns the ids compared.
 */
export async function sweepClosedWindows(opts: { projectId: number }): Promise<number[]> {
  return withPgTransaction(async (sql) => {
    await sql(lockSql, opts.projectId);
    const [project] = await sql<{ kind: ItemKind; settings: unknown }>(`SELECT kind, settings FROM projects WHERE id = $1`, opts.projectId);
    if (!project) return [];
    return compareFullItems(sql, { projectId: opts.projectId, actorId: null, kind: project.kind, settings: parseProjectSettings(project.settings) });
  });
}

/** One sweep of every project with items in annotation, one transaction each. Returns the items compared. */
export async function sweepAllClosedWindows(): Promise<number> {
  const { rows: projects } = await pgPool().query<{ id: number }>(projectsSql);
  let compared = 0;
  for (const { id } of projects) compared += (await sweepClosedWindows({ projectId: id })).length;
  return compared;
}

/** The server's timer (lib/server-sweeps.ts): a sweep every `everyMs`. */
export function startClosedWindowSweep(opts: { everyMs?: number } = {}): () => void {
  return every("revise-window sweep", opts.everyMs ?? 30_000, sweepAllClosedWindows);
}
