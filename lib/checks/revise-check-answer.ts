import "server-only";
import type { SessionUser } from "@/lib/auth/session-user";
import { writeAuditEvent } from "@/lib/audit/write-audit-event";
import { withPgTransaction } from "@/lib/db/pg-pool";
import type { OwnAssignment } from "@/lib/queue/load-own-assignment";
import {
  addedTimeSql,
  reviseWindowClosed,
  type RevisedAnnotation,
} from "@/lib/queue/revise-window";
import { scoreCheck } from "./check-rules";
import { pauseIfDue, refuseIfPaused } from "./submit-check-answer";

/**
 * A check item's revise (decisions 025, 048): like an annotation's — same window, same answers —
 * on check_answers, re-scored against the item's gold, then the pause rule as after a submit.
 * The item itself is not touched (a check item is never compared).
 */
export async function reviseCheckAnswer(opts: {
  actor: SessionUser;
  own: OwnAssignment;
  data: unknown;
  timeSpentMs: number | null;
}): Promise<RevisedAnnotation> {
  const { own } = opts;
  return withPgTransaction(async (sql) => {
    await sql(`SELECT id FROM assignments WHERE id = $1 FOR UPDATE`, own.assignmentId);
    await refuseIfPaused(sql, { projectId: own.project.id, userId: opts.actor.id });
    const [before] = await sql<{
      id: number;
      data: unknown;
      score: number | null;
      is_open: boolean | null;
    }>(
      `SELECT id, data, score, revisable_until > now() AS is_open FROM check_answers WHERE assignment_id = $1 FOR UPDATE`,
      own.assignmentId,
    );
    if (!before?.is_open) throw reviseWindowClosed();
    const [gold] = await sql<{ data: unknown }>(
      `SELECT g.data FROM gold_records g WHERE g.item_id = $1`,
      own.itemId,
    );
    const score = gold
      ? scoreCheck({
          kind: own.project.kind,
          settings: own.project.settings,
          answer: opts.data,
          gold: gold.data,
        })
      : null;
    const [after] = await sql<{ id: number; data: unknown; revisable_until: Date }>(
      `UPDATE check_answers SET data = $2::jsonb, score = $3, time_spent_ms = ${addedTimeSql("$4", "submitted_at")} WHERE id = $1 RETURNING id, data, revisable_until`,
      before.id,
      JSON.stringify(opts.data),
      score,
      opts.timeSpentMs,
    );
    await writeAuditEvent(sql, {
      actorId: opts.actor.id,
      projectId: own.project.id,
      action: "annotation.revise",
      entityType: "check_answer",
      entityId: after.id,
      before: { data: before.data, score: before.score },
      after: { data: after.data, score },
    });
    await pauseIfDue(sql, { userId: opts.actor.id, project: own.project });
    return {
      annotationId: after.id,
      annotation: after.data,
      revisableUntil: after.revisable_until.toISOString(),
    };
  });
}
