import "server-only";
import { randomUUID } from "node:crypto";
import { pgPool, withPgTransaction, type Sql } from "@/lib/db/pg-pool";
import { checkRunOutputs } from "@/lib/machine/runs/scan-run-outputs";
import { writeRunFailures } from "@/lib/machine/runs/write-run-failures";
import { writeRunOutputs } from "@/lib/machine/runs/write-run-outputs";
import { parseProjectSettings } from "@/lib/projects/project-settings";
import { chatCompletion, defaultRetryPolicy, type RetryPolicy } from "./judge-client";
import { renderPrompt } from "./judge-templates";
import {
  activeRunsSql,
  claimItems,
  finishItem,
  finishRunsSql,
  heartbeatSql,
  interruptSql,
  type ActiveRun,
  type ClaimedItem,
} from "./judge-work-sql";
import { parseJudgeReply } from "./parse-judge-reply";

export type JudgeWorkerOptions = {
  /** Names this process's leases; unique per process. */
  owner?: string;
  /** Requests in flight in this process over all runs. */
  globalCap?: number;
  leaseMs?: number;
  policy?: RetryPolicy;
};

export type JudgeWorker = {
  /** One poll: lapsed leases, heartbeats, new claims, finished runs. Requests go on in the background. */
  tick: () => Promise<void>;
  /** Resolves when no request of this worker is in flight. */
  idle: () => Promise<void>;
  inFlight: () => number;
  stop: () => void;
};

async function interruptLapsed(sql: Sql): Promise<void> {
  const rows = await sql<{ run_id: number; item_id: number }>(interruptSql);
  for (const r of rows)
    await writeRunFailures(sql, {
      runId: r.run_id,
      failures: [{ line: 0, itemId: r.item_id, type: "error", message: "interrupted", raw: null }],
    });
}

/** Sends one claimed item and records its label or failure through the run outputs writer. */
async function judgeItem(run: ActiveRun, item: ClaimedItem, owner: string, policy: RetryPolicy) {
  const settings = parseProjectSettings(run.settings);
  const prompt = renderPrompt(run.template, { kind: run.kind, settings, fields: item.fields });
  const result = await chatCompletion({ ...run, prompt }, policy);
  const reply = result.ok ? result.reply : null;
  const parsed = reply ? parseJudgeReply(reply, { kind: run.kind, settings }) : null;
  await withPgTransaction(async (sql) => {
    const held = await finishItem(sql, {
      runId: run.runId,
      itemId: item.itemId,
      owner,
      outcome: {
        state: parsed?.annotation ? "done" : "failed",
        raw: reply ? reply.content : result.ok ? null : result.error,
        promptTokens: reply?.promptTokens ?? null,
        completionTokens: reply?.completionTokens ?? null,
        latencyMs: result.latencyMs,
        reportedModel: reply?.model ?? null,
      },
    });
    if (!held) return;
    const runRef = { id: run.runId, name: run.name };
    if (parsed?.annotation) {
      const project = { id: run.projectId, kind: run.kind, settings };
      const { labels, failures } = await checkRunOutputs(sql, {
        project,
        lines: [
          { line: 1, value: { external_id: item.externalId, annotation: parsed.annotation } },
        ],
      });
      if (failures.length)
        await sql(
          `UPDATE judge_run_items SET state = 'failed' WHERE run_id = $1 AND item_id = $2`,
          run.runId,
          item.itemId,
        );
      await writeRunOutputs(sql, { kind: run.kind, run: runRef, batch: { labels, failures } });
      return;
    }
    const failure = parsed?.failure ?? "error";
    const message = result.ok ? null : result.error;
    await writeRunOutputs(sql, {
      kind: run.kind,
      run: runRef,
      batch: {
        labels: [],
        failures: [
          { line: 1, itemId: item.itemId, type: failure, message, raw: reply?.content ?? null },
        ],
      },
    });
  });
}

/**
 * Closes an item whose recording threw (a template the item's fields break, the database gone
 * for a moment) as failure `error`, so the heartbeat does not hold it `sent` for ever.
 */
async function failItem(run: ActiveRun, item: ClaimedItem, owner: string, e: unknown) {
  const message = `not recorded: ${e instanceof Error ? e.message : String(e)}`.slice(0, 1000);
  console.warn(`judge run ${run.runId} item ${item.itemId}: ${message}`);
  await withPgTransaction(async (sql) => {
    const outcome = {
      state: "failed" as const,
      raw: message,
      promptTokens: null,
      completionTokens: null,
      latencyMs: 0,
      reportedModel: null,
    };
    if (await finishItem(sql, { runId: run.runId, itemId: item.itemId, owner, outcome }))
      await writeRunFailures(sql, {
        runId: run.runId,
        failures: [{ line: 1, itemId: item.itemId, type: "error", message, raw: null }],
      });
  }).catch(() => {}); // the lease lapses instead: the item ends "interrupted"
}

/** The judge worker (decision 077): durable work in judge_run_items, claimed with leases. */
export function createJudgeWorker(opts: JudgeWorkerOptions = {}): JudgeWorker {
  const owner = opts.owner ?? `${process.pid}-${randomUUID()}`;
  const globalCap = opts.globalCap ?? 64;
  const leaseMs = opts.leaseMs ?? 30_000;
  const policy = opts.policy ?? defaultRetryPolicy;
  const running = new Set<Promise<void>>();
  let stopped = false;

  const send = (run: ActiveRun, item: ClaimedItem) => {
    const p = judgeItem(run, item, owner, policy)
      .catch((e: unknown) => failItem(run, item, owner, e))
      .finally(() => running.delete(p));
    running.add(p);
  };

  const tick = async () => {
    if (stopped) return;
    await withPgTransaction(interruptLapsed);
    await pgPool().query(heartbeatSql, [owner, leaseMs]);
    const { rows: runs } = await pgPool().query<ActiveRun>(activeRunsSql);
    for (const run of runs) {
      const room = globalCap - running.size;
      if (room <= 0 || stopped) break;
      const items = await withPgTransaction((sql) =>
        claimItems(sql, { runId: run.runId, kind: run.kind, owner, max: room, leaseMs }),
      );
      for (const item of items) send(run, item);
    }
    await pgPool().query(finishRunsSql);
  };

  return {
    tick,
    idle: async () => {
      while (running.size > 0) await Promise.all([...running]);
    },
    inFlight: () => running.size,
    stop: () => {
      stopped = true;
    },
  };
}
