import "server-only";
import type { SessionUser } from "@/lib/auth/session-user";
import { pgPool } from "@/lib/db/pg-pool";
import { loadProjectAccess } from "@/lib/projects/load-project-access";
import type { QueueProgress } from "./queue-dto";

/**
 * Exact at the statement's snapshot, from trigger-kept tallies, so a claim returns it in its own
 * round trip. Blind (SPEC §2): figures move with annotations, never with outcomes (decision 063).
 */
export const queueProgressSql = (
  userRef: string,
  projectRef: string,
  overlapRef: string,
) => `json_build_object(
  'mine', (
    SELECT json_build_object('submitted', COALESCE(sum(a.assignments) FILTER (WHERE a.status = 'submitted'), 0),
                             'skipped', COALESCE(sum(a.assignments) FILTER (WHERE a.status = 'skipped'), 0))
      FROM assignment_tallies a WHERE a.user_id = ${userRef} AND a.project_id = ${projectRef}),
  'project', (
    SELECT json_build_object('items', s.items, 'done', LEAST(s.done + s.checks / GREATEST(${overlapRef}, 1), s.items),
                             'annotationsNeeded', s.needed, 'annotationsSubmitted', LEAST(s.submitted + s.checks, s.needed))
      FROM (
        -- Judges-only items (the 'judges' bucket, decision 076) are no person's work: left out.
        SELECT COALESCE(sum(t.items) FILTER (WHERE t.state = 'all'), 0) - COALESCE(sum(t.items) FILTER (WHERE t.state = 'judges'), 0) AS items,
               COALESCE(sum(t.items) FILTER (WHERE t.state = 'closed' OR (t.state = 'open' AND t.annotation_count >= ${overlapRef})), 0) AS done,
               -- An item outside the overlap sample needs one (the 'single' bucket, lib/sampling/tally-single-items.ts).
               (COALESCE(sum(t.items) FILTER (WHERE t.state = 'all'), 0) - COALESCE(sum(t.items) FILTER (WHERE t.state = 'judges'), 0)) * ${overlapRef}
                 - COALESCE(sum(t.items) FILTER (WHERE t.state = 'single'), 0) * GREATEST(${overlapRef} - 1, 0) AS needed,
               -- Each item's annotations up to what it needs (accord_item_overlap): an unsampled item's above one are not counted.
               COALESCE(sum(t.items * LEAST(t.annotation_count, ${overlapRef})) FILTER (WHERE t.state IN ('open', 'closed')), 0)
                 - COALESCE(sum(t.items * GREATEST(LEAST(t.annotation_count, ${overlapRef}) - 1, 0)) FILTER (WHERE t.state = 'single'), 0) AS submitted,
               -- Check answers (the 'check' buckets, lib/checks/sql/accord_tally_check_answer.sql).
               COALESCE(sum(t.items) FILTER (WHERE t.state = 'check'), 0) AS checks
          FROM item_tallies t WHERE t.project_id = ${projectRef}) s))`;

export async function queueProgress(opts: {
  userId: number;
  projectId: number;
  overlap: number;
}): Promise<QueueProgress> {
  const { rows } = await pgPool().query<{ progress: QueueProgress }>(
    `SELECT ${queueProgressSql("$1::int", "$2::int", "$3::int")} AS progress`,
    [opts.userId, opts.projectId, opts.overlap],
  );
  return rows[0].progress;
}

/** Any member may watch the queue; `mine` is the caller's own counts. */
export async function getQueueProgress(opts: {
  actor: SessionUser;
  projectId: number;
}): Promise<QueueProgress> {
  const project = await loadProjectAccess({
    actor: opts.actor,
    projectId: opts.projectId,
    action: "project.view",
  });
  return queueProgress({
    userId: opts.actor.id,
    projectId: project.id,
    overlap: project.settings.overlap,
  });
}
