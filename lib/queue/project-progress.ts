import "server-only";
import { pgPool } from "@/lib/db/pg-pool";
import type { QueueProgress } from "./queue-dto";

type ProjectProgress = QueueProgress["project"];

// The project's totals take one pass over its items (25 ms at 100k), too much for every claim.
// Each process keeps them, recounts in the background once they are MAX_AGE_MS old, and
// applies its own submits to them at once, so a person sees their submit counted immediately;
// other instances' submits and new imports show up a few seconds later.
const MAX_AGE_MS = 5_000;
const cache = new Map<number, { at: number; overlap: number; value: ProjectProgress }>();
// One count per project at a time: claims that arrive while it runs wait for it.
const pending = new Map<string, Promise<ProjectProgress>>();

/**
 * An item is done with `overlap` annotations or once past annotation. Annotations count up to
 * `overlap` per item, so `annotationsSubmitted ≤ annotationsNeeded`.
 */
export async function projectProgress(opts: { projectId: number; overlap: number }): Promise<ProjectProgress> {
  const hit = cache.get(opts.projectId);
  if (hit && hit.overlap === opts.overlap) {
    // Stale: answer with what we have and recount in the background, so no claim waits for it.
    if (Date.now() - hit.at >= MAX_AGE_MS) recount(opts).catch(() => cache.delete(opts.projectId));
    return { ...hit.value };
  }
  return { ...(await recount(opts)) };
}

function recount(opts: { projectId: number; overlap: number }): Promise<ProjectProgress> {
  const key = `${opts.projectId}:${opts.overlap}`;
  let running = pending.get(key);
  if (!running) {
    running = countProject(opts).finally(() => pending.delete(key));
    pending.set(key, running);
  }
  return running;
}

async function countProject(opts: { projectId: number; overlap: number }): Promise<ProjectProgress> {
  const { rows } = await pgPool().query<{ items: number; done: number; annotations: number }>(
    `SELECT count(*)::int AS items,
            count(*) FILTER (WHERE annotation_count >= $2 OR status NOT IN ('pending', 'in_annotation'))::int AS done,
            COALESCE(sum(LEAST(annotation_count, $2)), 0)::int AS annotations
       FROM items WHERE project_id = $1`,
    [opts.projectId, opts.overlap],
  );
  const r = rows[0];
  const value = { items: r.items, done: r.done, annotationsNeeded: r.items * opts.overlap, annotationsSubmitted: r.annotations };
  cache.set(opts.projectId, { at: Date.now(), overlap: opts.overlap, value });
  return value;
}

/** A submit in this process: counted at once in the cached totals. */
export function noteSubmitted(opts: { projectId: number; isItemDone: boolean }): void {
  const hit = cache.get(opts.projectId);
  if (!hit) return;
  hit.value.annotationsSubmitted += 1;
  if (opts.isItemDone) hit.value.done += 1;
}
