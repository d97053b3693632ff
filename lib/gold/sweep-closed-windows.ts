import "server-only";
import { pgPool, withPgTransaction } from "@/lib/db/pg-pool";
import type { ItemKind } from "@/lib/items/item-kinds";
import { parseProjectSettings } from "@/lib/projects/project-settings";
import { every } from "@/lib/periodic";
import { compareFullItems } from "./compare-full-items";

// Shared, so the overlap read holds throughout while claims and submits go on.
const lockSql = `SELECT pg_advisory_xact_lock_shared(hashtextextended('accord.overlap:' || $1::text, 0))`;

const projectsSql = `SELECT p.id FROM projects p WHERE EXISTS (SELECT 1 FROM items i WHERE i.project_id = p.id AND i.status = 'in_annotation') ORDER BY p.id`;

// A range scan, so a tick costs only the windows that closed since the last one.
const closedSinceSql = `
  SELECT now() AS until, COALESCE(array_agg(DISTINCT i.project_id ORDER BY i.project_id), '{}') AS projects
    FROM annotations a JOIN items i ON i.id = a.item_id
   WHERE a.revisable_until > $1 AND a.revisable_until <= now() AND i.status IN ('pending', 'in_annotation')`;

/** Decision 048; never run by a serving reader, so reads only read (decision 064). */
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
 * A tick sweeps only projects where a window closed since the last; a full sweep each minute
 * catches what no window announces. Two instances may tick: compareFullItems locks each item.
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

export function startClosedWindowSweep(opts: { everyMs?: number } = {}): () => void {
  return every("revise-window sweep", opts.everyMs ?? 3_000, closedWindowSweeper().tick);
}
