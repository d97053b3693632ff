import { afterEach, describe, expect, it, vi } from "vitest";
import { POST as startRoute } from "@/app/api/v1/projects/[id]/judge-runs/route";
import { GET as runRoute } from "@/app/api/v1/judge-runs/[id]/route";
import { GET as exportRoute } from "@/app/api/v1/projects/[id]/export/route";
import { GET as judgesRoute } from "@/app/api/v1/projects/[id]/judges/route";
import { POST as cancelRoute } from "@/app/api/v1/judge-runs/[id]/cancel/route";
import { POST as pauseRoute } from "@/app/api/v1/judge-runs/[id]/pause/route";
import { POST as resumeRoute } from "@/app/api/v1/judge-runs/[id]/resume/route";
import { createApiToken } from "@/lib/auth/api-tokens";
import type { SessionUser } from "@/lib/auth/session-user";
import { pgPool } from "@/lib/db/pg-pool";
import { createJudgeWorker } from "@/lib/judges/judge-worker";
import { makeQueueProject } from "../concurrency/queue-fixtures";
import { callRoute } from "./helpers/call-route";
import { startFakeChatServer, type Behaviour } from "../fake-chat-server";

const KEY = "sk-SECRET-judge-key-4f1c9e";
process.env.ACCORD_JUDGE_KEY_TEST = KEY;
const policy = { maxAttempts: 3, timeoutMs: 300, baseDelayMs: 10, maxDelayMs: 2000 };

afterEach(() => vi.restoreAllMocks());

const bearer = async (u: SessionUser) => ({
  authorization: `Bearer ${(await createApiToken({ userId: u.id, name: "judge" })).token}`,
  "content-type": "application/json",
});

async function setup(items: number) {
  const { projectId, lead, annotators } = await makeQueueProject({
    kind: "model_answer",
    items,
    annotators: 1,
  });
  const auth = await bearer(lead);
  const start = (body: unknown, headers = auth) =>
    callRoute(startRoute, {
      method: "POST",
      params: { id: String(projectId) },
      headers,
      body: JSON.stringify(body),
    });
  const get = (id: number) =>
    callRoute(runRoute, { method: "GET", params: { id: String(id) }, headers: auth });
  return { projectId, lead, annotator: annotators[0], auth, start, get };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const runBody = (url: string, extra: Record<string, unknown> = {}) => ({
  name: "grader-1",
  endpoint: { base_url: url, model: "gpt-4o-mini", api_key_env: "ACCORD_JUDGE_KEY_TEST" },
  prompt: {
    template:
      "ID={{external_id}}\nQ: {{question}}\nGold: {{reference_answer}}\nA: {{predicted_answer}}\n{{labels}}",
  },
  temperature: 0,
  seed: 7,
  max_tokens: 5,
  concurrency: 2,
  ...extra,
});

async function runToEnd(worker: ReturnType<typeof createJudgeWorker>, runId: number) {
  for (let i = 0; i < 200; i++) {
    await worker.tick();
    const { rows } = await pgPool().query<{ status: string }>(
      `SELECT status FROM judge_runs WHERE run_id = $1`,
      [runId],
    );
    if (rows[0].status !== "running" && rows[0].status !== "queued") return rows[0].status;
    await new Promise((r) => setTimeout(r, 30));
  }
  throw new Error("the run did not finish");
}

const script: Record<string, Behaviour[]> = {
  "q-000000": [{ reply: "A" }],
  "q-000001": [{ reply: "**B**" }],
  "q-000002": [{ reply: "C: NOT_ATTEMPTED" }],
  "q-000003": [{ reply: "The answer seems mostly right to me." }],
  "q-000004": [{ reply: "" }],
  "q-000005": [{ reply: "I'm sorry, I can't help with that." }],
  "q-000006": [{ reply: null, finish: "content_filter" }],
  "q-000007": [{ status: 429, retryAfter: "1" }, { reply: "A" }],
  "q-000008": [{ status: 500 }],
  "q-000009": [{ hang: true }],
  "q-000010": [{ reply: "F" }],
  "q-000011": [{ status: 503 }, { status: 429, retryAfter: "0" }, { reply: "B" }],
};

describe("judge runs executed by Accord", () => {
  it("grades through a chat endpoint: labels, classified failures, bounded retries, concurrency, no key anywhere", async () => {
    const server = await startFakeChatServer((id) => script[id] ?? [{ reply: "A" }]);
    const logs: string[] = [];
    for (const level of ["log", "warn", "error", "info"] as const)
      vi.spyOn(console, level).mockImplementation(
        (...a: unknown[]) => void logs.push(a.map(String).join(" ")),
      );
    try {
      const { start, get, projectId, auth } = await setup(12);
      const created = await start(runBody(server.url));
      expect(created.status).toBe(201);
      const { id } = created.json as { id: number };
      const worker = createJudgeWorker({ policy, leaseMs: 10_000 });
      expect(await runToEnd(worker, id)).toBe("done");

      const { rows } = await pgPool().query<{
        external_id: string;
        grade: string | null;
        type: string | null;
        message: string | null;
      }>(
        `SELECT i.external_id, a.data->>'grade' AS grade, f.type::text AS type, f.message FROM items i
           LEFT JOIN annotations a ON a.item_id = i.id AND a.machine_run_id = $1
           LEFT JOIN machine_failures f ON f.item_id = i.id AND f.run_id = $1 WHERE i.project_id = (SELECT project_id FROM machine_runs WHERE id = $1) ORDER BY i.external_id`,
        [id],
      );
      expect(rows.map((r) => [r.external_id, r.grade ?? r.type])).toEqual([
        ["q-000000", "correct"],
        ["q-000001", "incorrect"],
        ["q-000002", "not_attempted"],
        ["q-000003", "unparseable"],
        ["q-000004", "empty"],
        ["q-000005", "refusal"],
        ["q-000006", "refusal"],
        ["q-000007", "correct"],
        ["q-000008", "error"],
        ["q-000009", "error"],
        ["q-000010", "invalid"],
        ["q-000011", "incorrect"],
      ]);
      expect(rows.find((r) => r.external_id === "q-000009")?.message).toMatch(/timed out/);
      // Retries bounded by maxAttempts; an answered item is asked once.
      expect(server.requests.get("q-000008")).toBe(3);
      expect(server.requests.get("q-000009")).toBe(3);
      expect(server.requests.get("q-000011")).toBe(3);
      expect(server.requests.get("q-000000")).toBe(1);
      // Retry-After: 1 waited a second (the backoff alone is 10 ms), latency counting the wait.
      const { rows: latency } = await pgPool().query<{ latency_ms: number }>(
        `SELECT w.latency_ms FROM judge_run_items w JOIN items i ON i.id = w.item_id WHERE w.run_id = $1 AND i.external_id = 'q-000007'`,
        [id],
      );
      expect(latency[0].latency_ms).toBeGreaterThanOrEqual(1000);
      expect(server.maxInFlight()).toBeLessThanOrEqual(2);
      expect(server.authorizations.every((a) => a === `Bearer ${KEY}`)).toBe(true);

      const res = await get(id);
      const body = res.text;
      const status = JSON.parse(body) as Record<string, unknown> & {
        provenance: Record<string, unknown>;
      };
      expect(status).toMatchObject({
        status: "done",
        total: 12,
        done: 5,
        failed: 7,
        tokens: 10 * 52,
      });
      expect(status.requests_per_minute).toBe(12);
      expect(status.provenance).toMatchObject({
        reported_model: "gpt-4o-mini-2024-08-06",
        temperature: 0,
        seed: 7,
        max_tokens: 5,
        endpoint: { api_key_env: "ACCORD_JUDGE_KEY_TEST" },
      });
      expect(status.provenance.template_sha256).toMatch(/^[0-9a-f]{64}$/);
      const stored = await pgPool().query(
        `SELECT row_to_json(t)::text AS t FROM (SELECT * FROM judge_runs j JOIN judge_run_items w USING (run_id) JOIN machine_failures f USING (run_id, item_id) WHERE j.run_id = $1) t`,
        [id],
      );
      const read = { method: "GET", params: { id: String(projectId) }, headers: auth };
      const exported = await callRoute(exportRoute, { ...read, query: "?status=unresolved" });
      const report = await callRoute(judgesRoute, read);
      expect(exported.text).toContain('"annotator":"grader-1"');
      expect(report.json).toMatchObject({ runs: [{ name: "grader-1" }] });
      for (const text of [
        body,
        logs.join("\n"),
        JSON.stringify(stored.rows),
        exported.text,
        report.text,
      ])
        expect(text).not.toContain(KEY);
    } finally {
      await server.close();
    }
  });

  it("judges generated comments with the default template: JSON labels with their error codes", async () => {
    const replies: Record<string, Behaviour[]> = {
      "q-000000": [{ reply: '{"accuracy": "incorrect", "error_codes": ["SE-HA3"]}' }],
      "q-000001": [{ reply: '```json\n{"accuracy": "correct", "error_codes": []}\n```' }],
      "q-000002": [{ reply: '{"accuracy": "great", "error_codes": ["XX-1"]}' }],
    };
    let prompt = "";
    const server = await startFakeChatServer((id) => replies[id] ?? [{ reply: "?" }], {
      onPrompt: (p) => (prompt = p),
    });
    try {
      const { projectId, lead } = await makeQueueProject({
        kind: "generated_comment",
        items: 3,
        annotators: 0,
        // The default template has no external id: the fake server finds the item by its comment.
        fields: (i) => ({ predicted_comment: `// q-00000${i}` }),
      });
      const res = await callRoute(startRoute, {
        method: "POST",
        params: { id: String(projectId) },
        headers: await bearer(lead),
        body: JSON.stringify({ name: "katzy", endpoint: { base_url: server.url, model: "m" } }),
      });
      const { id } = res.json as { id: number };
      expect(await runToEnd(createJudgeWorker({ policy }), id)).toBe("done");
      expect(prompt).toContain('"code":"SE-HA3"');
      const { rows } = await pgPool().query(
        `SELECT i.external_id, a.data->>'accuracy' AS accuracy,
                (SELECT array_agg(t.code ORDER BY t.code) FROM error_tags t WHERE t.annotation_id = a.id) AS codes, f.type::text AS failure
           FROM items i LEFT JOIN annotations a ON a.item_id = i.id AND a.machine_run_id = $1
           LEFT JOIN machine_failures f ON f.item_id = i.id AND f.run_id = $1
          WHERE i.project_id = $2 ORDER BY i.external_id`,
        [id, projectId],
      );
      expect(rows).toEqual([
        { external_id: "q-000000", accuracy: "incorrect", codes: ["SE-HA3"], failure: null },
        { external_id: "q-000001", accuracy: "correct", codes: null, failure: null },
        { external_id: "q-000002", accuracy: null, codes: null, failure: "invalid" },
      ]);
    } finally {
      await server.close();
    }
  });

  it("lets only a lead start a run and refuses bad endpoints with field messages, writing nothing", async () => {
    const { start, annotator, projectId } = await setup(1);
    const url = "http://127.0.0.1:9/v1";
    expect((await start(runBody(url), await bearer(annotator))).status).toBe(403);
    const endpoint = (e: Record<string, string>) => ({
      endpoint: { base_url: url, model: "m", ...e },
    });
    for (const [patch, field] of [
      [endpoint({ base_url: "http://169.254.169.254/v1" }), "endpoint.base_url"],
      [endpoint({ base_url: "http://[fe80::1]/v1" }), "endpoint.base_url"],
      [endpoint({ base_url: "http://metadata.google.internal/v1" }), "endpoint.base_url"],
      [endpoint({ base_url: "ftp://example.org/v1" }), "endpoint.base_url"],
      [endpoint({ api_key_env: "OPENAI_API_KEY" }), "endpoint.api_key_env"],
      [endpoint({ api_key_env: "ACCORD_JUDGE_KEY_UNSET" }), "endpoint.api_key_env"],
      [{ endpoint: { base_url: url } }, "endpoint.model"],
      [{ prompt: { template: "{{#question}} unclosed" } }, "prompt.template"],
      [{ concurrency: 33 }, "concurrency"],
      [{ items: { status: ["done"] } }, "items.status.0"],
    ] as const) {
      const res = await start({ ...runBody(url), ...patch });
      expect(res.status, JSON.stringify(patch)).toBe(422);
      const { error } = res.json as unknown as {
        error: { details: { fields: Record<string, string[]> } };
      };
      expect(Object.keys(error.details.fields)).toEqual([field]);
      expect(res.text).not.toContain(KEY);
    }
    const { rows } = await pgPool().query(`SELECT 1 FROM machine_runs WHERE project_id = $1`, [
      projectId,
    ]);
    expect(rows).toEqual([]);
  });

  it("two workers on one run never send an item twice nor pass its concurrency", async () => {
    const server = await startFakeChatServer(() => [{ reply: "B" }], { delayMs: 60 });
    try {
      const { start } = await setup(12);
      const created = await start(runBody(server.url, { concurrency: 3 }));
      const { id } = created.json as { id: number };
      const [a, b] = [createJudgeWorker({ policy }), createJudgeWorker({ policy })];
      let status = "";
      for (let i = 0; i < 200 && status !== "done"; i++) {
        await Promise.all([a.tick(), b.tick()]);
        await sleep(10);
        status = (
          await pgPool().query<{ status: string }>(
            `SELECT status FROM judge_runs WHERE run_id = $1`,
            [id],
          )
        ).rows[0].status;
      }
      expect(status).toBe("done");
      expect([...server.requests.values()]).toEqual(Array(12).fill(1));
      expect(server.maxInFlight()).toBe(3);
    } finally {
      await server.close();
    }
  });

  it("cancel stops a run: nothing more is sent, and it cannot resume", async () => {
    const server = await startFakeChatServer(() => [{ reply: "A" }]);
    try {
      const { start, auth, get } = await setup(5);
      const { id } = (await start(runBody(server.url, { concurrency: 1, items: { limit: 4 } })))
        .json as { id: number };
      const move = (route: typeof cancelRoute) =>
        callRoute(route, { method: "POST", params: { id: String(id) }, headers: auth });
      const worker = createJudgeWorker({ policy });
      await worker.tick();
      expect((await move(cancelRoute)).json).toEqual({ status: "cancelled" });
      await worker.idle();
      for (let i = 0; i < 3; i++) await worker.tick();
      await worker.idle();
      expect(server.requests.size).toBe(1);
      expect((await move(resumeRoute)).status).toBe(409);
      expect((await get(id)).json).toMatchObject({ status: "cancelled", total: 4, done: 1 });
    } finally {
      await server.close();
    }
  });

  it("pause stops new requests within a poll; resume carries on", async () => {
    const server = await startFakeChatServer(() => [{ reply: "A" }]);
    try {
      const { start, auth } = await setup(6);
      const { id } = (await start(runBody(server.url, { concurrency: 1 }))).json as {
        id: number;
      };
      const move = (route: typeof pauseRoute) =>
        callRoute(route, { method: "POST", params: { id: String(id) }, headers: auth });
      expect((await move(pauseRoute)).status).toBe(200);
      const worker = createJudgeWorker({ policy });
      await worker.tick();
      await worker.idle();
      expect(server.requests.size).toBe(0);
      expect((await move(pauseRoute)).status).toBe(409);
      // The key's variable was unset meanwhile: no resume, and the refusal names the variable only.
      delete process.env.ACCORD_JUDGE_KEY_TEST;
      const refused = await move(resumeRoute);
      process.env.ACCORD_JUDGE_KEY_TEST = KEY;
      expect(refused.status).toBe(409);
      expect(refused.text).toContain("ACCORD_JUDGE_KEY_TEST is not set");
      expect((await move(resumeRoute)).status).toBe(200);
      expect(await runToEnd(worker, id)).toBe("done");
      expect([...server.requests.values()]).toEqual([1, 1, 1, 1, 1, 1]);
      // A run whose filter selects nothing is done at the next poll.
      const empty = (
        await start(runBody(server.url, { name: "none", items: { language: ["zz"] } }))
      ).json as { id: number };
      expect(await runToEnd(worker, empty.id)).toBe("done");
    } finally {
      await server.close();
    }
  });
});
