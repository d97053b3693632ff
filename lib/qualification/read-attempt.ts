import "server-only";
import type { Sql } from "@/lib/db/pg-pool";
import type { AttemptDto } from "./qualification-dto";

export type AttemptRow = {
  id: number;
  number: number;
  seed: number;
  started_at: Date;
  finished_at: Date | null;
  score: number | null;
  passed: boolean | null;
  retry_allowed_at: Date | null;
  answered: number;
};

/** The member's latest attempt with how many answers it has; `lock` holds it for a submit. */
export async function readLatestAttempt(
  sql: Sql,
  opts: { projectId: number; userId: number; lock?: boolean },
): Promise<AttemptRow | null> {
  const [row] = await sql<AttemptRow>(
    `SELECT a.id, a.number, a.seed, a.started_at, a.finished_at, a.score, a.passed, a.retry_allowed_at,
            (SELECT count(*)::int FROM training_answers x WHERE x.attempt_id = a.id) AS answered
       FROM qualification_attempts a WHERE a.project_id = $1 AND a.user_id = $2
      ORDER BY a.number DESC LIMIT 1 ${opts.lock ? "FOR UPDATE" : ""}`,
    opts.projectId,
    opts.userId,
  );
  return row ?? null;
}

export const attemptDto = (row: AttemptRow, total: number): AttemptDto => ({
  number: row.number,
  answered: row.answered,
  total,
  startedAt: row.started_at.toISOString(),
  finishedAt: row.finished_at?.toISOString() ?? null,
  score: row.score,
  passed: row.passed,
});

/**
 * The attempt's next training item: the first in the order of its own seed that it has not
 * answered (a training item that lost its gold is left out).
 */
export async function nextTrainingItemId(
  sql: Sql,
  opts: { projectId: number; attempt: AttemptRow },
): Promise<number | null> {
  const [row] = await sql<{ item_id: number }>(
    `SELECT t.item_id FROM training_items t JOIN gold_records g ON g.item_id = t.item_id
      WHERE t.project_id = $1 AND NOT EXISTS (SELECT 1 FROM training_answers x WHERE x.attempt_id = $2 AND x.item_id = t.item_id)
      ORDER BY hashtextextended($3::text || ':' || t.item_id::text, 0), t.item_id LIMIT 1`,
    opts.projectId,
    opts.attempt.id,
    opts.attempt.seed,
  );
  return row?.item_id ?? null;
}
