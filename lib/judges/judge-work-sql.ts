import "server-only";
import type { Sql } from "@/lib/db/pg-pool";
import type { ItemKind } from "@/lib/items/item-kinds";
import { kindModule } from "@/lib/items/kinds";
import { MAX_RAW_LENGTH } from "@/lib/machine/runs/output-line-schema";

// The durable side of the worker (decision 077). Items are claimed under the run's row lock, so
// the count of `sent` items, across every process, never passes the run's concurrency.

export type ClaimedItem = { itemId: number; externalId: string; fields: Record<string, unknown> };
export type ActiveRun = {
  runId: number;
  name: string;
  projectId: number;
  kind: ItemKind;
  settings: unknown;
  baseUrl: string;
  model: string;
  apiKeyEnv: string | null;
  template: string;
  system: string | null;
  temperature: number | null;
  seed: number | null;
  maxTokens: number | null;
};

export const activeRunsSql = `
  SELECT j.run_id AS "runId", r.name, p.id AS "projectId", p.kind, p.settings, j.base_url AS "baseUrl", j.model,
         j.api_key_env AS "apiKeyEnv", j.template, j.system, j.temperature, j.seed::float8 AS seed, j.max_tokens AS "maxTokens"
    FROM judge_runs j JOIN machine_runs r ON r.id = j.run_id JOIN projects p ON p.id = r.project_id
   WHERE j.status IN ('queued', 'running') ORDER BY j.run_id`;

/** Items a dead process left `sent` (their lease lapsed): failures "interrupted", never re-sent by themselves. */
export const interruptSql = `
  UPDATE judge_run_items SET state = 'failed', raw = 'interrupted', finished_at = now(), lease_owner = NULL
   WHERE state = 'sent' AND lease_expires_at < now() RETURNING run_id, item_id`;

export const heartbeatSql = `
  UPDATE judge_run_items SET lease_expires_at = now() + make_interval(secs => $2::float8 / 1000)
   WHERE lease_owner = $1 AND state = 'sent'`;

/** Claims up to `max` pending items of a run, within its concurrency; marks a queued run running. */
export async function claimItems(
  sql: Sql,
  opts: { runId: number; kind: ItemKind; owner: string; max: number; leaseMs: number },
): Promise<ClaimedItem[]> {
  const [locked] = await sql<{ concurrency: number }>(
    `SELECT concurrency FROM judge_runs WHERE run_id = $1 AND status IN ('queued', 'running') FOR UPDATE`,
    opts.runId,
  );
  if (!locked) return [];
  // Counted after the lock, in a statement of its own: a count in the locking statement reads the
  // snapshot taken before the wait and misses the claims of the worker that held the lock.
  const [{ sent }] = await sql<{ sent: number }>(
    `SELECT count(*)::int AS sent FROM judge_run_items WHERE run_id = $1 AND state = 'sent'`,
    opts.runId,
  );
  const run = { free: locked.concurrency - sent };
  const take = Math.min(run.free, opts.max);
  if (take <= 0) return [];
  await sql(
    `UPDATE judge_runs SET status = 'running', started_at = COALESCE(started_at, now()) WHERE run_id = $1 AND status = 'queued'`,
    opts.runId,
  );
  const { table } = kindModule(opts.kind);
  const pairs = table.columns.flatMap((c) => (c.export ? [`'${c.export}', ${c.sql}`] : []));
  return sql<ClaimedItem>(
    `WITH picked AS (
       SELECT item_id FROM judge_run_items WHERE run_id = $1 AND state = 'pending' ORDER BY item_id LIMIT $2 FOR UPDATE SKIP LOCKED),
     claimed AS (
       UPDATE judge_run_items w SET state = 'sent', attempts = attempts + 1, lease_owner = $3,
              lease_expires_at = now() + make_interval(secs => $4::float8 / 1000)
         FROM picked WHERE w.run_id = $1 AND w.item_id = picked.item_id RETURNING w.item_id)
     SELECT i.id AS "itemId", i.external_id AS "externalId",
            json_build_object('external_id', i.external_id, 'language', i.language, ${pairs.join(", ")}) AS fields
       FROM claimed c JOIN items i ON i.id = c.item_id JOIN ${table.name} k ON k.item_id = i.id ORDER BY i.id`,
    opts.runId,
    take,
    opts.owner,
    opts.leaseMs,
  );
}

export type ItemOutcome = {
  state: "done" | "failed";
  raw: string | null;
  promptTokens: number | null;
  completionTokens: number | null;
  latencyMs: number;
  reportedModel: string | null;
};

/** Closes a claimed item; false when this process no longer holds it (its lease lapsed meanwhile). */
export async function finishItem(
  sql: Sql,
  opts: { runId: number; itemId: number; owner: string; outcome: ItemOutcome },
): Promise<boolean> {
  const o = opts.outcome;
  const rows = await sql(
    `UPDATE judge_run_items SET state = $4::"JudgeItemState", raw = $5, prompt_tokens = $6, completion_tokens = $7,
            latency_ms = $8, finished_at = now(), lease_owner = NULL, lease_expires_at = NULL
      WHERE run_id = $1 AND item_id = $2 AND lease_owner = $3 AND state = 'sent' RETURNING item_id`,
    opts.runId,
    opts.itemId,
    opts.owner,
    o.state,
    o.raw?.slice(0, MAX_RAW_LENGTH) ?? null,
    o.promptTokens,
    o.completionTokens,
    o.latencyMs,
  );
  if (rows.length === 0) return false;
  if (o.reportedModel)
    await sql(
      `UPDATE judge_runs SET reported_model = $2 WHERE run_id = $1 AND reported_model IS NULL`,
      opts.runId,
      o.reportedModel,
    );
  return true;
}

/** Marks runs with nothing pending or in flight done. */
export const finishRunsSql = `
  UPDATE judge_runs j SET status = 'done', finished_at = now()
   WHERE j.status IN ('queued', 'running') AND NOT EXISTS (
     SELECT 1 FROM judge_run_items w WHERE w.run_id = j.run_id AND w.state IN ('pending', 'sent'))`;
