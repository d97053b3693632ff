import "server-only";
import type { SessionUser } from "@/lib/auth/session-user";
import { writeAuditEvent } from "@/lib/audit/write-audit-event";
import { withPgTransaction, type Sql } from "@/lib/db/pg-pool";
import { AppError } from "@/lib/errors";
import { serverMessage } from "@/lib/i18n/server-message";
import type { ProjectAccess } from "@/lib/projects/load-project-access";
import { releaseAnnotationClaims } from "@/lib/queue/release-held-claims";
import { pauseReason, scoreCheck } from "./check-rules";

// The caller's checks since a lead last resumed them, oldest first: what the pause rule reads.
const scoresSql = `
SELECT c.score FROM check_answers c
 WHERE c.user_id = $1 AND c.project_id = $2 AND c.score IS NOT NULL
   AND c.submitted_at > COALESCE((SELECT p.resumed_at FROM check_pauses p WHERE p.project_id = $2 AND p.user_id = $1), '-infinity')
 ORDER BY c.submitted_at, c.id`;

const pauseSql = `
INSERT INTO check_pauses AS p (project_id, user_id, reason, paused_at) VALUES ($1, $2, $3, now())
ON CONFLICT (project_id, user_id) DO UPDATE SET reason = EXCLUDED.reason, paused_at = now(), resumed_at = NULL, resumed_by_id = NULL
 WHERE p.resumed_at IS NOT NULL
RETURNING p.project_id`;

/** The pause rule after a check's score was written or changed (a submit, a revise). */
export async function pauseIfDue(sql: Sql, opts: { userId: number; project: ProjectAccess }) {
  const scores = (await sql<{ score: number }>(scoresSql, opts.userId, opts.project.id)).map(
    (r) => r.score,
  );
  const reason = pauseReason({ scores, settings: opts.project.settings });
  if (reason === null) return;
  const paused = await sql(pauseSql, opts.project.id, opts.userId, reason);
  if (!paused.length) return;
  // Paused: no claim they hold stays open to them (decision 027). Given back like a deactivation's, drafts kept.
  const released = await releaseAnnotationClaims(sql, {
    userId: opts.userId,
    projectId: opts.project.id,
  });
  await writeAuditEvent(sql, {
    actorId: null,
    projectId: opts.project.id,
    action: "member.paused",
    entityType: "project_member",
    entityId: `${opts.project.id}:${opts.userId}`,
    before: null,
    after: { reason, released: { assignments: released } },
  });
}

/** A paused member's submit (decision 027): refused with why, their work kept as the assignment's draft. */
export const pausedError = (draftKept: boolean) =>
  new AppError("conflict", serverMessage(draftKept ? "pausedDraftKept" : "paused"), {
    draft_kept: draftKept,
  });

/** A member the check rule paused (accord_member_paused) writes nothing: no check answer, no revise (decisions 027, 048). */
export async function refuseIfPaused(
  sql: Sql,
  opts: { projectId: number; userId: number },
): Promise<void> {
  const [{ paused }] = await sql<{ paused: boolean }>(
    `SELECT accord_member_paused($1, $2) AS paused`,
    opts.projectId,
    opts.userId,
  );
  if (paused) throw pausedError(false);
}

/**
 * The answer to a check item (decision 025), already validated by the kind's schema: stored in
 * check_answers with its score against the item's gold, never in annotations, so the item's
 * overlap, status, gold and agreement do not move. Answers like an ordinary submit (the id from
 * the annotations' sequence; the item's status is not the caller's to know). Then the pause rule.
 */
export async function submitCheckAnswer(opts: {
  actor: SessionUser;
  assignmentId: number;
  itemId: number;
  project: ProjectAccess;
  data: unknown;
  timeSpentMs?: number | null;
}): Promise<{ annotationId: number; itemStatus: string }> {
  const clientMs =
    opts.timeSpentMs == null || !Number.isFinite(opts.timeSpentMs) ? null : opts.timeSpentMs;
  return withPgTransaction(async (sql) => {
    const [a] = await sql<{ status: string }>(
      `SELECT status FROM assignments WHERE id = $1 AND user_id = $2 AND is_check FOR UPDATE`,
      opts.assignmentId,
      opts.actor.id,
    );
    if (!a) throw new AppError("not_found", "Assignment not found.");
    if (a.status === "skipped") throw new AppError("conflict", serverMessage("submitSkipped"));
    if (a.status === "submitted") throw new AppError("conflict", serverMessage("submitStale"));
    await refuseIfPaused(sql, { projectId: opts.project.id, userId: opts.actor.id });
    const [gold] = await sql<{ data: unknown }>(
      `SELECT g.data FROM gold_records g WHERE g.item_id = $1`,
      opts.itemId,
    );
    const score = gold
      ? scoreCheck({
          kind: opts.project.kind,
          settings: opts.project.settings,
          answer: opts.data,
          gold: gold.data,
        })
      : null;
    const [answer] = await sql<{ id: number }>(
      `INSERT INTO check_answers (id, assignment_id, item_id, user_id, project_id, data, score, time_spent_ms, submitted_at, revisable_until)
       SELECT nextval('annotations_id_seq'), a.id, a.item_id, a.user_id, a.project_id, $2::jsonb, $3, accord_time_spent_ms($4, a.claimed_at), now(),
              CASE WHEN $5::int > 0 THEN now() + make_interval(mins => $5::int) END
         FROM assignments a WHERE a.id = $1
       RETURNING id`,
      opts.assignmentId,
      JSON.stringify(opts.data),
      score,
      clientMs,
      opts.project.settings.reviseMinutes,
    );
    await sql(
      `UPDATE assignments SET status = 'submitted', updated_at = now() WHERE id = $1`,
      opts.assignmentId,
    );
    await pauseIfDue(sql, { userId: opts.actor.id, project: opts.project });
    return { annotationId: answer.id, itemStatus: "in_annotation" };
  });
}
