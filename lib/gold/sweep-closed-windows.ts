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

// Projects with an open item one of whose windows closed in ($1, now()]: a range scan of
// annotations_revisable_until_idx, so a tick costs the windows that closed since the last one.
const closedSinceSql = `
  SELECT now() AS until, COALESCE(array_agg(DISTINCT i.project_id ORDER BY i.project_id), '{}') AS projects
    FROM annotations a JOIN items i ON i.id = a.item_id
   WHERE a.revisable_until > $1 AND a.revisable_until <= now() AND i.status IN ('pending', 'in_annotation')`;

/**
 * Compares the project's items whose last revise window has closed (decision 048), as their last
 * submit would have, in one transaction. The background sweep's work, and a CLI's before it reads:
 * never a serving reader's, so reads only read. Returns the ids compared.
 */
export async function sweepClosedWindows(opts: { projectId: number }): Promise<number[]> {
  return withPgTransaction(async (sql) => {
    await sql(lockSql, opts.projectId);
    const [project] = await sql<{ kind: ItemKind; settings: unknown }>(
      `SELECT kind, settings FROM projects WHERE id = $1`,
      opts.projectId,
    );
    if (!project) return [];
    return compareFullItems(sql, {
      projectId: opts.projectId,
      actorId: null,
      kind: project.kind,
      settings: parseProjectSettings(project.settings),
    });
  });
}

/** One sweep of every project with items in annotation, one transaction each. Returns the items compared. */
export async function sweepAllClosedWindows(): Promise<number> {
  const { rows: projects } = await pgPool().query<{ id: number }>(projectsSql);
  return sweepProjects(projects.map((p) => p.id));
}

async function sweepProjects(projectIds: readonly number[]): Promise<number> {
  let compared = 0;
  for (const id of projectIds) compared += (await sweepClosedWindows({ projectId: id })).length;
  return compared;
}

const FULL_EVERY_MS = 60_000;

/**
 * A sweep that remembers the database time of its last run: a tick sweeps only the projects where
 * a window closed since then. A full sweep first and every minute catches what no closing window
 * announces (a last submit without a window of its own after a partner's closed; a process that
 * was down). Two instances may tick at once: compareFullItems locks and re-reads each item, so
 * each is compared once.
 */
export function closedWindowSweeper(): { tick: () => Promise<number> } {
  let since: Date | null = null;
  let lastFull = 0;
  return {
    async tick() {
      if (since === null || Date.now() - lastFull >= FULL_EVERY_MS) {
        const { rows } = await pgPool().query<{ now: Date }>(`SELECT now()`);
        const compared = await sweepAllClosedWindows();
        [since, lastFull] = [rows[0].now, Date.now()];
        return compared;
      }
      const { rows } = await pgPool().query<{ until: Date; projects: number[] }>(closedSinceSql, [
        since,
      ]);
      const compared = await sweepProjects(rows[0].projects);
      since = rows[0].until;
      return compared;
    },
  };
}

/** The server's timer (lib/server-sweeps.ts): a tick every `everyMs`, by default every 3 s. */
export function startClosedWindowSweep(opts: { everyMs?: number } = {}): () => void {
  return every("revise-window sweep", opts.everyMs ?? 3_000, closedWindowSweeper().tick);
}
