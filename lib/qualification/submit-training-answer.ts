import "server-only";
import { snakeCaseSchema } from "@/lib/api/api-casing";
import type { SessionUser } from "@/lib/auth/session-user";
import { writeAuditEvent } from "@/lib/audit/write-audit-event";
import { withPgTransaction, type Sql } from "@/lib/db/pg-pool";
import { AppError, fieldErrors } from "@/lib/errors";
import { serverMessage } from "@/lib/i18n/server-message";
import { itemTextSql } from "@/lib/items/item-text-sql";
import { kindModule } from "@/lib/items/kinds";
import { loadProjectAccess, type ProjectAccess } from "@/lib/projects/load-project-access";
import { validateAnnotation } from "@/lib/queue/validate-annotation";
import { memberStanding } from "./member-standing";
import type { TrainingFeedback } from "./qualification-dto";
import { attemptResult, trainingFeedback } from "./qualification-rules";
import { attemptDto, nextTrainingItemId, type AttemptRow } from "./read-attempt";
import { trainingAnswerInputSchema } from "./training-answer-input";

const bodySchema = snakeCaseSchema(trainingAnswerInputSchema);

// The gold, and the rationale of the adjudication that made it (never who adjudicated, nor the annotations).
const goldSql = `
SELECT g.data AS gold, (SELECT d.rationale FROM adjudications d WHERE g.source = 'adjudicated' AND d.item_id = g.item_id AND d.status = 'resolved'
        ORDER BY d.resolved_at DESC NULLS LAST, d.id DESC LIMIT 1) AS rationale
  FROM gold_records g WHERE g.item_id = $1`;

/**
 * The gold as the trainee sees it: without `notes`, which is the remark of whoever wrote the gold's
 * first annotation (an agreed gold is that annotation), not a label (blind, decision 080).
 */
function shownGold(gold: unknown): unknown {
  if (gold === null || typeof gold !== "object" || Array.isArray(gold)) return gold;
  const { notes: _, ...labels } = gold as Record<string, unknown>;
  return labels;
}

/** Ends the attempt once its n-th answer is in: the score and whether it passed (audited). */
async function finishIfDone(
  sql: Sql,
  opts: { project: ProjectAccess; attempt: AttemptRow; total: number; actorId: number },
): Promise<AttemptRow> {
  const { attempt, total } = opts;
  if (attempt.answered < total) return attempt;
  const [{ equal }] = await sql<{ equal: number }>(
    `SELECT count(*) FILTER (WHERE is_equal)::int AS equal FROM training_answers WHERE attempt_id = $1`,
    attempt.id,
  );
  const { score, passed } = attemptResult({
    equal,
    total: attempt.answered,
    pass: opts.project.settings.qualificationPass ?? 1,
  });
  const [done] = await sql<{ finished_at: Date }>(
    `UPDATE qualification_attempts SET finished_at = now(), score = $2, passed = $3 WHERE id = $1 RETURNING finished_at`,
    attempt.id,
    score,
    passed,
  );
  await writeAuditEvent(sql, {
    actorId: opts.actorId,
    projectId: opts.project.id,
    action: "qualification.attempt_finished",
    entityType: "qualification_attempt",
    entityId: attempt.id,
    before: null,
    after: { number: attempt.number, score, passed, answers: attempt.answered, equal },
  });
  return { ...attempt, finished_at: done.finished_at, score, passed };
}

/**
 * The caller's answer to the training item their running attempt serves (decision 080): checked by
 * the kind's schema like any annotation, stored in training_answers only (never annotations: no
 * overlap, agreement, gold or export counts it), compared with the gold by the kind's rule. Answers
 * the gold beside it, the fields that differ and the adjudicator's rationale; the n-th answer ends
 * the attempt. 409 when no attempt runs or the item is not the one served (a double submit).
 */
export async function submitTrainingAnswer(opts: {
  actor: SessionUser;
  projectId: number;
  input: unknown;
}): Promise<TrainingFeedback> {
  const project = await loadProjectAccess({
    actor: opts.actor,
    projectId: opts.projectId,
    action: "item.annotate",
  });
  const parsed = bodySchema.safeParse(opts.input);
  if (!parsed.success)
    throw new AppError("validation_failed", "The request is not valid.", {
      fields: fieldErrors(parsed.error.issues),
    });
  const total = project.settings.qualificationItems;
  return withPgTransaction(async (sql) => {
    const standing = await memberStanding(sql, { project, userId: opts.actor.id, lock: true });
    const running = standing.attempt;
    if (standing.status !== "open" || !running || total === null)
      throw new AppError("conflict", serverMessage("attemptNotRunning"));
    const itemId = await nextTrainingItemId(sql, { projectId: project.id, attempt: running });
    if (itemId !== parsed.data.itemId)
      throw new AppError("conflict", serverMessage("trainingItemNotServed"));
    // A README's spans are checked against its text, as at a submit.
    const [text] = kindModule(project.kind).itemTextSql
      ? await sql<{ text: string | null }>(
          `SELECT ${itemTextSql("$1", project.kind)} AS text`,
          itemId,
        )
      : [];
    const valid = validateAnnotation(parsed.data.annotation, {
      kind: project.kind,
      settings: project.settings,
      itemText: text?.text ?? undefined,
    });
    if ("error" in valid) throw valid.error;
    const [{ gold, rationale }] = await sql<{ gold: unknown; rationale: string | null }>(
      goldSql,
      itemId,
    );
    const { isEqual, differences } = trainingFeedback({
      kind: project.kind,
      settings: project.settings,
      answer: valid.data,
      gold,
    });
    const position = running.answered + 1;
    await sql(
      `INSERT INTO training_answers (attempt_id, item_id, position, data, is_equal) VALUES ($1, $2, $3, $4::jsonb, $5)`,
      running.id,
      itemId,
      position,
      JSON.stringify(valid.data),
      isEqual,
    );
    const attempt = await finishIfDone(sql, {
      project,
      attempt: { ...running, answered: position },
      total,
      actorId: opts.actor.id,
    });
    return {
      itemId,
      position,
      total,
      isEqual,
      differences,
      answer: valid.data,
      gold: shownGold(gold),
      rationale,
      attempt: attemptDto(attempt, total),
    };
  });
}
