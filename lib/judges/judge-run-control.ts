import "server-only";
import { writeAuditEvent } from "@/lib/audit/write-audit-event";
import type { SessionUser } from "@/lib/auth/session-user";
import { pgPool, withPgTransaction } from "@/lib/db/pg-pool";
import { AppError, notFoundError } from "@/lib/errors";
import { loadProjectAccess } from "@/lib/projects/load-project-access";
import { isRowId } from "@/lib/validation/row-id";
import { endpointProblem } from "./check-endpoint";

export type JudgeRunStatus = "queued" | "running" | "paused" | "cancelled" | "done";

/** The run's project after checking the actor leads it; 404 for a run they cannot see. */
async function checkRunAccess(actor: SessionUser, runId: number): Promise<number> {
  const { rows } = isRowId(runId)
    ? await pgPool().query<{ project_id: number }>(
        `SELECT r.project_id FROM judge_runs j JOIN machine_runs r ON r.id = j.run_id WHERE j.run_id = $1`,
        [runId],
      )
    : { rows: [] };
  if (!rows[0]) throw notFoundError("Judge run");
  const project = await loadProjectAccess({
    actor,
    projectId: rows[0].project_id,
    action: "item.import",
    asked: "Judge run",
  });
  return project.id;
}

// Progress and provenance; never the key (only the name of the variable that holds it).
const statusSql = (where: string) => `
  SELECT j.run_id AS id, r.name, j.status, j.base_url, j.model, j.api_key_env, j.reported_model,
         j.template, j.system, j.template_sha256, j.temperature, j.seed::text AS seed, j.max_tokens,
         j.concurrency, j.items, j.started_at, j.finished_at, r.created_at,
         count(w.*)::int AS total,
         count(w.*) FILTER (WHERE w.state = 'done')::int AS done,
         count(w.*) FILTER (WHERE w.state = 'failed')::int AS failed,
         count(w.*) FILTER (WHERE w.state = 'sent')::int AS in_flight,
         COALESCE(sum(w.prompt_tokens), 0)::int AS prompt_tokens,
         COALESCE(sum(w.completion_tokens), 0)::int AS completion_tokens,
         count(w.*) FILTER (WHERE w.finished_at > now() - interval '1 minute')::int AS requests_per_minute
    FROM judge_runs j JOIN machine_runs r ON r.id = j.run_id LEFT JOIN judge_run_items w ON w.run_id = j.run_id
   WHERE ${where} GROUP BY j.run_id, r.id ORDER BY j.run_id DESC`;

type StatusRow = Record<string, unknown> & {
  status: JudgeRunStatus;
  prompt_tokens: number;
  completion_tokens: number;
  seed: string | null;
};

const toRunJson = (r: StatusRow) => ({
  id: r.id as number,
  name: r.name as string,
  status: r.status,
  total: r.total as number,
  done: r.done as number,
  failed: r.failed as number,
  in_flight: r.in_flight as number,
  tokens: r.prompt_tokens + r.completion_tokens,
  prompt_tokens: r.prompt_tokens,
  completion_tokens: r.completion_tokens,
  requests_per_minute: r.requests_per_minute as number,
  concurrency: r.concurrency as number,
  items: r.items,
  created_at: r.created_at,
  started_at: r.started_at,
  finished_at: r.finished_at,
  provenance: {
    endpoint: {
      base_url: r.base_url as string,
      model: r.model as string,
      api_key_env: r.api_key_env as string | null,
    },
    reported_model: r.reported_model as string | null,
    template: r.template,
    template_sha256: r.template_sha256,
    system: r.system,
    temperature: r.temperature,
    seed: r.seed === null ? null : Number(r.seed),
    max_tokens: r.max_tokens,
  },
});

export type JudgeRunJson = ReturnType<typeof toRunJson>;

/** GET /judge-runs/{id}: status, progress (done, failed, total, tokens, requests per minute) and provenance. */
export async function getJudgeRun(opts: { actor: SessionUser; runId: number }) {
  await checkRunAccess(opts.actor, opts.runId);
  const { rows } = await pgPool().query<StatusRow>(statusSql("j.run_id = $1"), [opts.runId]);
  return toRunJson(rows[0]);
}

/** The project's judge runs sent by Accord, newest first, as GET /judge-runs/{id} shows each (leads). */
export async function listJudgeRuns(opts: {
  actor: SessionUser;
  projectId: number;
}): Promise<JudgeRunJson[]> {
  const project = await loadProjectAccess({
    actor: opts.actor,
    projectId: opts.projectId,
    action: "item.import",
  });
  const { rows } = await pgPool().query<StatusRow>(statusSql("r.project_id = $1"), [project.id]);
  return rows.map(toRunJson);
}

export type JudgeRunAction = "pause" | "resume" | "cancel";

// Which statuses each action leaves from, and where to. Resume also re-queues the items a dead
// process left interrupted (decision 077): the one way such an item is ever sent again.
const moves: Record<JudgeRunAction, { from: JudgeRunStatus[]; to: JudgeRunStatus }> = {
  pause: { from: ["queued", "running"], to: "paused" },
  resume: { from: ["paused", "done"], to: "running" },
  cancel: { from: ["queued", "running", "paused"], to: "cancelled" },
};

const requeueInterruptedSql = `
  WITH gone AS (
    DELETE FROM machine_failures f USING judge_run_items w
     WHERE f.run_id = $1 AND w.run_id = $1 AND w.item_id = f.item_id AND w.state = 'failed' AND f.type = 'error' AND f.message = 'interrupted'
    RETURNING f.item_id)
  UPDATE judge_run_items w SET state = 'pending', raw = NULL, finished_at = NULL, lease_owner = NULL, lease_expires_at = NULL
    FROM gone WHERE w.run_id = $1 AND w.item_id = gone.item_id`;

/** A run resumes only while its key is set and its host resolves where an endpoint may point (as at start). */
async function checkStillAllowed(run: { base_url: string; api_key_env: string | null }) {
  const problem =
    run.api_key_env !== null && !process.env[run.api_key_env]
      ? `${run.api_key_env} is not set on the server`
      : await endpointProblem(run.base_url).then((p) => p && `The endpoint ${p}`);
  if (problem) throw new AppError("conflict", `The run cannot resume: ${problem}.`);
}

/** Pause, resume or cancel (leads); 409 when the run's status does not allow it. Takes effect within a worker poll. */
export async function moveJudgeRun(opts: {
  actor: SessionUser;
  runId: number;
  action: JudgeRunAction;
}): Promise<{ status: JudgeRunStatus }> {
  const projectId = await checkRunAccess(opts.actor, opts.runId);
  const { from, to } = moves[opts.action];
  return withPgTransaction(async (sql) => {
    const [row] = await sql<{
      status: JudgeRunStatus;
      base_url: string;
      api_key_env: string | null;
    }>(
      `SELECT status, base_url, api_key_env FROM judge_runs WHERE run_id = $1 FOR UPDATE`,
      opts.runId,
    );
    if (!row || !from.includes(row.status))
      throw new AppError("conflict", `A ${row?.status ?? "missing"} run cannot ${opts.action}.`);
    if (opts.action === "resume") {
      await checkStillAllowed(row);
      await sql(requeueInterruptedSql, opts.runId);
    }
    await sql(
      `UPDATE judge_runs SET status = $2::"JudgeRunStatus", finished_at = CASE WHEN $2::text = 'cancelled' THEN now() ELSE NULL END WHERE run_id = $1`,
      opts.runId,
      to,
    );
    await writeAuditEvent(sql, {
      actorId: opts.actor.id,
      projectId,
      action: `judge_run.${opts.action}`,
      entityType: "machine_run",
      entityId: opts.runId,
      before: { status: row.status },
      after: { status: to },
    });
    return { status: to };
  });
}
