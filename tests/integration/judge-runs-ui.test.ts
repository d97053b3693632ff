import { NextRequest } from "next/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  createJudgeRunAction,
  startJudgeRunAction,
} from "@/app/(lead)/projects/[id]/agreement/judges/actions";
import { POST as outputsRoute } from "@/app/api/v1/machine-runs/[id]/outputs/route";
import { POST as machineAnnotationsRoute } from "@/app/api/v1/projects/[id]/machine-annotations/route";
import { POST as metricScoresRoute } from "@/app/api/v1/projects/[id]/metric-scores/route";
import * as session from "@/lib/auth/get-session-user";
import type { SessionUser } from "@/lib/auth/session-user";
import { db } from "@/lib/db";
import { judgeKeyVariables } from "@/lib/judges/create-judge-run";
import { listJudgeRuns } from "@/lib/judges/judge-run-control";
import { proxy } from "@/proxy";
import { makeQueueProject, sampleAnnotation } from "../concurrency/queue-fixtures";
import { makeUser, TEST_PASSWORD } from "../factories";
import { BrowserSession } from "./helpers/browser-session";
import { callRoute, type RouteHandler } from "./helpers/call-route";

// The judges and metrics pages: a run is created by a server action (the session is faked, as
// for the other forms), its files go to the API routes with the page's session cookie.
vi.mock("@/lib/auth/get-session-user", async (original) => ({
  ...(await original<typeof session>()),
  getSessionUser: vi.fn(),
}));
vi.mock("next/cache", () => ({ refresh: vi.fn() }));
const realSessionUser = (await vi.importActual<typeof session>("@/lib/auth/get-session-user"))
  .getSessionUser;
const signedInAs = (user: SessionUser) => vi.mocked(session.getSessionUser).mockResolvedValue(user);
afterEach(() => vi.mocked(session.getSessionUser).mockReset());

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
};
const ndjson = (lines: unknown[]) =>
  lines.map((l) => (typeof l === "string" ? l : JSON.stringify(l))).join("\n") + "\n";

/** A browser on Accord's page (or on `origin`) posting a JSONL file with its session cookie. */
async function cookieUpload(user: SessionUser, origin = "http://localhost") {
  const browser = new BrowserSession();
  expect(await browser.signIn(user.email, TEST_PASSWORD)).toBeNull();
  // The cookie's session is read for real: only the action's lookup is faked.
  vi.mocked(session.getSessionUser).mockImplementation(realSessionUser);
  return (route: RouteHandler, id: number, lines: unknown[]) =>
    callRoute(route, {
      method: "POST",
      params: { id: String(id) },
      headers: {
        cookie: browser.cookieHeader(),
        host: "localhost",
        origin,
        "sec-fetch-site": origin === "http://localhost" ? "same-origin" : "same-site",
        "content-type": "application/x-ndjson",
      },
      body: ndjson(lines),
    });
}

async function setup() {
  const { projectId, lead, annotators } = await makeQueueProject({
    kind: "generated_comment",
    items: 3,
    annotators: 1,
  });
  const create = (fields: Record<string, string>) =>
    createJudgeRunAction(null, form({ projectId: String(projectId), ...fields }));
  return { projectId, lead, annotator: annotators[0], create };
}

describe("judge runs and metric scores from the lead's pages", () => {
  it("creates a run from the form: blanks are nulls, bad values are field messages, roles are checked", async () => {
    const { projectId, lead, annotator, create } = await setup();
    signedInAs(lead);
    const made = await create({
      name: " gpt-4o-cot ",
      model: "gpt-4o",
      version: "",
      prompt_strategy: "chain_of_thought",
      prompt_language: "en",
      temperature: "0.2",
      seed: "",
      run: "1",
    });
    expect(made).toMatchObject({ ok: true, runId: expect.any(Number) });
    expect(
      await db.machineRun.findMany({
        where: { projectId },
        select: { name: true, model: true, version: true, temperature: true, seed: true },
      }),
    ).toEqual([
      { name: "gpt-4o-cot", model: "gpt-4o", version: null, temperature: 0.2, seed: null },
    ]);

    // The form's shape first (a number field), then the API's rules, each on its field.
    expect(await create({ name: "x", model: "m", temperature: "hot" })).toMatchObject({
      ok: false,
      fields: { temperature: ["must be a number"] },
      values: { temperature: "hot" },
    });
    const bad = await create({ name: "", model: "m", prompt_language: "greek", run: "0" });
    expect(bad).toMatchObject({ ok: false, values: { prompt_language: "greek" } });
    expect(Object.keys((bad.ok ? {} : bad.fields) ?? {}).sort()).toEqual([
      "name",
      "prompt_language",
      "run",
    ]);
    expect(await create({ name: "gpt-4o-cot", model: "m" })).toMatchObject({
      ok: false,
      code: "conflict",
      fields: { name: ["is taken in this project"] },
    });
    signedInAs(annotator);
    expect(await create({ name: "mine", model: "m" })).toMatchObject({
      ok: false,
      code: "forbidden",
    });
    signedInAs(await makeUser("lead"));
    expect(await create({ name: "theirs", model: "m" })).toMatchObject({
      ok: false,
      code: "not_found",
    });
    expect(await db.machineRun.count({ where: { projectId } })).toBe(1);
  });

  it("starts a run Accord sends from the form: the API's field messages on the form's fields, then the run listed", async () => {
    process.env.ACCORD_JUDGE_KEY_FORM = "sk-form-test-key";
    const { projectId, lead, annotators } = await makeQueueProject({
      kind: "model_answer",
      items: 3,
      annotators: 1,
    });
    const base = {
      projectId: String(projectId),
      name: "grader-form",
      base_url: "http://127.0.0.1:9/v1",
      model: "gpt-4o-mini",
      api_key_env: "ACCORD_JUDGE_KEY_FORM",
      template: "",
    };
    signedInAs(lead);
    const bad = await startJudgeRunAction(
      null,
      form({
        ...base,
        api_key_env: "ACCORD_JUDGE_KEY_UNSET",
        base_url: "http://169.254.169.254/v1",
        items_status: "gold, nearly",
        items_model: "gpt-4o",
      }),
    );
    expect(bad).toMatchObject({ ok: false, fields: { items_status: [expect.any(String)] } });
    // Past the shape, the domain's problems land on the form's fields too (seen failing as
    // "endpoint.api_key_env" before the alias).
    const refused = await startJudgeRunAction(
      null,
      form({
        ...base,
        api_key_env: "ACCORD_JUDGE_KEY_UNSET",
        base_url: "http://169.254.169.254/v1",
      }),
    );
    expect(refused).toMatchObject({
      ok: false,
      fields: {
        api_key_env: ["is not set on the server"],
        base_url: [expect.stringMatching(/link-local/)],
      },
      values: { name: "grader-form" },
    });
    expect(await listJudgeRuns({ actor: lead, projectId })).toEqual([]);
    expect(judgeKeyVariables()).toContain("ACCORD_JUDGE_KEY_FORM");

    const ok = await startJudgeRunAction(
      null,
      form({ ...base, temperature: "0", concurrency: "2", items_limit: "2" }),
    );
    expect(ok).toMatchObject({ ok: true, runId: expect.any(Number) });
    const [run] = await listJudgeRuns({ actor: lead, projectId });
    expect(run).toMatchObject({
      name: "grader-form",
      status: "queued",
      total: 2,
      done: 0,
      concurrency: 2,
    });
    // The default template for the kind, since the form's was blank; the key by name only.
    expect(run.provenance.template).toMatch(/Gold target: \{\{reference_answer\}\}/);
    expect(JSON.stringify(run)).not.toContain("sk-form-test-key");

    signedInAs(annotators[0]);
    expect(await startJudgeRunAction(null, form({ ...base, name: "other" }))).toMatchObject({
      ok: false,
      code: "forbidden",
    });
    await expect(listJudgeRuns({ actor: annotators[0], projectId })).rejects.toMatchObject({
      code: "forbidden",
    });
  });

  it("uploads a run's outputs with the page's cookie: a bad line is listed and writes nothing, a good file writes", async () => {
    const { projectId, lead, annotator, create } = await setup();
    signedInAs(lead);
    const made = await create({ name: "judge", model: "m" });
    const runId = made.ok ? made.runId : 0;
    const upload = await cookieUpload(lead);
    const good = { external_id: "q-000000", annotation: sampleAnnotation("generated_comment") };
    const refused = await upload(outputsRoute, runId, [
      good,
      { external_id: "q-000001", annotation: {}, failure: "empty" },
    ]);
    expect(refused.status).toBe(422);
    expect(refused.json.error?.details?.errors).toEqual([
      {
        line: 2,
        external_id: "q-000001",
        field: "failure",
        message: "give exactly one of annotation and failure",
      },
    ]);
    expect(await db.annotation.count({ where: { machineRunId: runId } })).toBe(0);
    expect(await db.machineFailure.count({ where: { runId } })).toBe(0);

    const written = await upload(outputsRoute, runId, [
      good,
      { external_id: "q-000001", failure: "refusal" },
    ]);
    expect(written).toMatchObject({ status: 201, json: { recorded: 1, failures: 1, lines: 2 } });
    expect(await db.annotation.count({ where: { machineRunId: runId } })).toBe(1);

    const other = await cookieUpload(annotator);
    expect((await other(outputsRoute, runId, [good])).status).toBe(403);
    const stranger = await cookieUpload(await makeUser("lead"));
    expect((await stranger(outputsRoute, runId, [good])).status).toBe(404);
    const many = [{ external_id: "q-000002", annotator: "judge-b", annotation: good.annotation }];
    expect((await other(machineAnnotationsRoute, projectId, many)).status).toBe(403);
    expect((await upload(machineAnnotationsRoute, projectId, many)).status).toBe(201);
  });

  it("uploads metric scores with the page's cookie: per-line errors and nothing written, then the file", async () => {
    const { projectId, lead, annotator } = await setup();
    const upload = await cookieUpload(lead);
    const scores = [
      { external_id: "q-000000", metric: "bleu", score: 0.4 },
      { external_id: "q-000001", metric: "bleu", score: 0.7, noise: true },
    ];
    const refused = await upload(metricScoresRoute, projectId, [
      ...scores,
      { external_id: "q-000002", metric: "bleu", score: 2e6 },
      { external_id: "q-999999", metric: "bleu", score: 0.1 },
    ]);
    expect(refused.status).toBe(422);
    expect(refused.json.error?.details?.errors).toMatchObject([
      {
        line: 3,
        field: "score",
        external_id: "q-000002",
        message: expect.stringMatching(/-1,000,000/),
      },
      { line: 4, field: "external_id", external_id: "q-999999" },
    ]);
    expect(await db.metricScore.count({ where: { projectId } })).toBe(0);
    expect(await upload(metricScoresRoute, projectId, scores)).toMatchObject({
      status: 201,
      json: { imported: 2, replaced: 0, lines: 2, metrics: ["bleu"] },
    });
    const other = await cookieUpload(annotator);
    expect((await other(metricScoresRoute, projectId, scores)).status).toBe(403);
    expect(await db.metricScore.count({ where: { projectId } })).toBe(2);
  });

  it("refuses the uploads and the create form from another origin, writing nothing", async () => {
    const { projectId, lead, create } = await setup();
    signedInAs(lead);
    const made = await create({ name: "judge", model: "m" });
    const runId = made.ok ? made.runId : 0;
    const forged = await cookieUpload(lead, "http://localhost:4444");
    const line = { external_id: "q-000000", failure: "empty" };
    expect((await forged(outputsRoute, runId, [line])).status).toBe(403);
    const score = { external_id: "q-000000", metric: "bleu", score: 0.4 };
    expect((await forged(metricScoresRoute, projectId, [score])).status).toBe(403);
    expect(await db.machineFailure.count({ where: { runId } })).toBe(0);
    expect(await db.metricScore.count({ where: { projectId } })).toBe(0);
    // The form's server action is a POST to the page: proxy.ts answers it before Next runs it.
    const action = proxy(
      new NextRequest(`http://localhost/projects/${projectId}/agreement/judges`, {
        method: "POST",
        headers: { "next-action": "0", origin: "http://localhost:4444", host: "localhost" },
      }),
    );
    expect(action.status).toBe(403);
  });
});
