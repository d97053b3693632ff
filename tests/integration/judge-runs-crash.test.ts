import { spawn } from "node:child_process";
import path from "node:path";
import { createInterface } from "node:readline";
import { expect, inject, it } from "vitest";
import { POST as resumeRoute } from "@/app/api/v1/judge-runs/[id]/resume/route";
import { createApiToken } from "@/lib/auth/api-tokens";
import { pgPool } from "@/lib/db/pg-pool";
import { createJudgeRun } from "@/lib/judges/create-judge-run";
import { createJudgeWorker } from "@/lib/judges/judge-worker";
import { makeQueueProject } from "../concurrency/queue-fixtures";
import { callRoute } from "./helpers/call-route";
import { startFakeChatServer } from "../fake-chat-server";

// Decision 077: a serving process killed with SIGKILL while its requests are in flight. Another
// process finishes the run without sending any item twice; the items that were in flight become
// `error` "interrupted", sent again only when the lead resumes the run.
const child = path.resolve(__dirname, "helpers/judge-worker-child.ts");
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const outcomes = async (runId: number) =>
  (
    await pgPool().query<{ state: string; raw: string | null; n: number }>(
      `SELECT state::text, raw, count(*)::int AS n FROM judge_run_items WHERE run_id = $1 GROUP BY 1, 2 ORDER BY 1, 2`,
      [runId],
    )
  ).rows;

it(
  "a worker killed mid-run is resumed by another without a duplicate request",
  { timeout: 120_000 },
  async () => {
    const server = await startFakeChatServer(() => [{ reply: "A" }], { delayMs: 400 });
    const proc = spawn(
      process.execPath,
      ["--import", "tsx", "--conditions=react-server", child, "doomed"],
      {
        env: { ...process.env, DATABASE_URL: inject("databaseUrl") },
        stdio: ["ignore", "pipe", "inherit"],
      },
    );
    try {
      const { projectId, lead } = await makeQueueProject({
        kind: "model_answer",
        items: 16,
        annotators: 0,
      });
      const { id } = await createJudgeRun({
        actor: lead,
        projectId,
        input: {
          name: "crash-grader",
          endpoint: { base_url: server.url, model: "m" },
          prompt: { template: "ID={{external_id}} {{predicted_answer}}" },
          concurrency: 4,
        },
      });
      const exited = new Promise<void>((r) => proc.once("exit", () => r()));
      for await (const line of createInterface({ input: proc.stdout }))
        if (line === "started") break;
      // Kill it once it has finished some items and has requests in flight.
      while (!([...server.requests.values()].length >= 6 && server.inFlight() > 0)) await sleep(20);
      proc.kill("SIGKILL");
      await exited;
      await sleep(1_500); // the dead worker's leases lapse

      const survivor = createJudgeWorker({
        owner: "survivor",
        policy: { maxAttempts: 1, timeoutMs: 5_000, baseDelayMs: 10, maxDelayMs: 100 },
      });
      const finish = async () => {
        for (let i = 0; i < 300; i++) {
          await survivor.tick();
          await survivor.idle();
          const { rows } = await pgPool().query<{ status: string }>(
            `SELECT status FROM judge_runs WHERE run_id = $1`,
            [id],
          );
          if (rows[0].status === "done") return;
          await sleep(20);
        }
        throw new Error("the run did not finish");
      };
      await finish();
      expect(server.requests.size).toBe(16);
      expect([...server.requests.values()].every((n) => n === 1)).toBe(true);
      // In flight at the kill: the dead process may have got a reply it never recorded.
      const [done, interrupted] = await outcomes(id);
      const inFlight = interrupted.n;
      expect(inFlight).toBeGreaterThan(0);
      expect([done, interrupted]).toEqual([
        { state: "done", raw: "A", n: 16 - inFlight },
        { state: "failed", raw: "interrupted", n: inFlight },
      ]);
      const failures = await pgPool().query(
        `SELECT type::text, message FROM machine_failures WHERE run_id = $1`,
        [id],
      );
      expect(failures.rows).toEqual(
        Array(inFlight).fill({ type: "error", message: "interrupted" }),
      );

      // Only the lead's resume sends the interrupted items again.
      const token = (await createApiToken({ userId: lead.id, name: "crash" })).token;
      const res = await callRoute(resumeRoute, {
        method: "POST",
        params: { id: String(id) },
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.status).toBe(200);
      await finish();
      expect(await outcomes(id)).toEqual([{ state: "done", raw: "A", n: 16 }]);
      expect([...server.requests.values()].filter((n) => n === 2).length).toBe(inFlight);
    } finally {
      proc.kill("SIGKILL");
      await server.close();
    }
  },
);
