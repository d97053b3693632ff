import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { POST as outputsRoute } from "@/app/api/v1/machine-runs/[id]/outputs/route";
import { POST as machineAnnotationsRoute } from "@/app/api/v1/projects/[id]/machine-annotations/route";
import { POST as runsRoute } from "@/app/api/v1/projects/[id]/machine-runs/route";
import { createApiToken } from "@/lib/auth/api-tokens";
import type { SessionUser } from "@/lib/auth/session-user";
import { db } from "@/lib/db";
import { loadRunOutputs } from "@/lib/machine/runs/load-run-outputs";
import { MAX_RAW_LENGTH } from "@/lib/machine/runs/output-line-schema";
import { makeQueueProject, sampleAnnotation } from "../concurrency/queue-fixtures";
import { parseCommand } from "@/scripts/cli/commands";
import { callRoute } from "./helpers/call-route";

afterEach(() => vi.restoreAllMocks());

const bearer = async (u: SessionUser) => ({
  authorization: `Bearer ${(await createApiToken({ userId: u.id, name: "runs" })).token}`,
});
const ndjson = (lines: unknown[]) =>
  lines.map((l) => (typeof l === "string" ? l : JSON.stringify(l))).join("\n") + "\n";

async function setup() {
  const { projectId, lead, annotators } = await makeQueueProject({
    kind: "generated_comment",
    items: 4,
    annotators: 1,
  });
  const auth = await bearer(lead);
  const createRun = (body: unknown, headers = auth) =>
    callRoute(runsRoute, {
      method: "POST",
      params: { id: String(projectId) },
      headers: { ...headers, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  const postOutputs = (runId: number, lines: unknown[], headers = auth) =>
    callRoute(outputsRoute, {
      method: "POST",
      params: { id: String(runId) },
      headers: { ...headers, "content-type": "application/x-ndjson" },
      body: ndjson(lines),
    });
  return { projectId, lead, annotator: annotators[0], auth, createRun, postOutputs };
}

describe("judge runs", () => {
  it("creates a run with its provenance (lead only), 409 on a taken name, 422 with field messages", async () => {
    const { projectId, annotator, createRun } = await setup();
    const created = await createRun({
      name: "gpt4o-cot-el-1",
      model: "gpt-4o",
      version: "2024-08-06",
      prompt_strategy: "chain_of_thought",
      prompt_language: "el",
      temperature: 0.2,
      seed: 7,
      run: 1,
    });
    expect(created.status).toBe(201);
    const id = created.json.id as number;
    expect(await loadRunOutputs({ projectId })).toMatchObject([
      {
        id,
        name: "gpt4o-cot-el-1",
        model: "gpt-4o",
        version: "2024-08-06",
        promptStrategy: "chain_of_thought",
        promptLanguage: "el",
        temperature: 0.2,
        seed: 7,
        runNumber: 1,
        outputs: [],
      },
    ]);
    expect(await createRun({ name: "gpt4o-cot-el-1", model: "other" })).toMatchObject({
      status: 409,
      json: { error: { code: "conflict" } },
    });
    const bad = await createRun({
      name: " ",
      model: "m",
      temperature: "hot",
      prompt_language: "greek",
      run: 0,
    });
    expect(bad.status).toBe(422);
    expect(Object.keys((bad.json.error?.details as { fields: object }).fields).sort()).toEqual([
      "name",
      "prompt_language",
      "run",
      "temperature",
    ]);
    expect((await createRun({ name: "x", model: "m", promptStrategy: "cot" })).status).toBe(422);
    expect((await createRun({ name: "mine", model: "m" }, await bearer(annotator))).status).toBe(
      403,
    );
    expect(await db.machineRun.count({ where: { projectId } })).toBe(1);
  });

  it("records labels and failures; a label the schema refuses is an `invalid` failure with the message; re-posting replaces", async () => {
    const { projectId, createRun, postOutputs } = await setup();
    const { json } = await createRun({ name: "judge", model: "gpt-4o-mini" });
    const runId = json.id as number;
    const first = await postOutputs(runId, [
      { external_id: "q-000000", annotation: sampleAnnotation("generated_comment", 2) },
      {
        external_id: "q-000001",
        failure: "unparseable",
        raw: "The comment is mostly rig" + "x".repeat(MAX_RAW_LENGTH),
      },
      { external_id: "q-000002", annotation: { accuracy: "great", error_codes: [] } },
      { external_id: "q-000003", failure: "refusal" },
    ]);
    expect(first).toMatchObject({ status: 201, json: { recorded: 1, failures: 3, lines: 4 } });
    const [run] = await loadRunOutputs({ projectId });
    const byId = Object.fromEntries(run.outputs.map((o) => [o.externalId, o]));
    expect(byId["q-000000"].label).toMatchObject({
      accuracy: "incorrect",
      error_codes: ["SE-HA3"],
    });
    expect(byId["q-000001"].failure).toEqual({ type: "unparseable", message: null });
    expect(byId["q-000002"].failure).toMatchObject({
      type: "invalid",
      message: expect.stringMatching(/^annotation\.accuracy: /),
    });
    expect(byId["q-000003"].failure).toEqual({ type: "refusal", message: null });
    const raws = await db.machineFailure.findMany({
      where: { runId },
      orderBy: { itemId: "asc" },
      select: { raw: true },
    });
    expect(raws.map((r) => r.raw?.length ?? null)).toEqual([
      MAX_RAW_LENGTH,
      JSON.stringify({ accuracy: "great", error_codes: [] }).length,
      null,
    ]);
    // Error codes are rows, as for people; the label counts nowhere in the queue.
    expect(await db.errorTag.count({ where: { annotation: { machineRunId: runId } } })).toBe(1);
    expect(await db.item.count({ where: { projectId, annotationCount: { gt: 0 } } })).toBe(0);

    // The label of q-000000 becomes a failure and q-000001's failure a label: one output per item.
    const again = await postOutputs(runId, [
      { external_id: "q-000000", failure: "empty" },
      { external_id: "q-000001", annotation: sampleAnnotation("generated_comment", 0) },
    ]);
    expect(again).toMatchObject({ status: 201, json: { recorded: 1, failures: 1, lines: 2 } });
    const [after] = await loadRunOutputs({ projectId });
    expect(after.outputs.map((o) => [o.externalId, o.label ? "label" : o.failure.type])).toEqual([
      ["q-000000", "empty"],
      ["q-000001", "label"],
      ["q-000002", "invalid"],
      ["q-000003", "refusal"],
    ]);
    expect(await db.errorTag.count({ where: { annotation: { machineRunId: runId } } })).toBe(2);
    expect(await db.machineFailure.count({ where: { runId } })).toBe(3);
  });

  it("refuses malformed lines and unknown external ids with their line numbers, writing nothing", async () => {
    const { projectId, annotator, createRun, postOutputs } = await setup();
    const runId = (await createRun({ name: "judge", model: "m" })).json.id as number;
    const res = await postOutputs(runId, [
      { external_id: "q-000000", annotation: sampleAnnotation("generated_comment") },
      "{not json",
      { external_id: "q-999999", failure: "empty" },
      { external_id: "q-000001", failure: "timeout" },
      { external_id: "q-000002" },
      { external_id: "q-000003", annotation: {}, failure: "empty" },
      { external_id: "q-000000", failure: "empty" },
      { external_id: "q-000001", annotation: {}, raw: "x" },
    ]);
    expect(res.status).toBe(422);
    const errors = (
      res.json.error?.details as { errors: { line: number; field?: string; message: string }[] }
    ).errors;
    expect(errors.map((e) => e.line)).toEqual([2, 3, 4, 5, 6, 7, 8]);
    expect(errors[1].message).toMatch(/no item "q-999999"/);
    expect(errors[2]).toMatchObject({ field: "failure", external_id: "q-000001" });
    expect(errors[5].message).toMatch(/repeats the external_id of line 1/);
    expect(await db.annotation.count({ where: { item: { projectId } } })).toBe(0);
    expect(await db.machineFailure.count({ where: { runId } })).toBe(0);
    // A run the caller cannot see is not found; an annotator may not post outputs.
    expect(
      (await postOutputs(2_000_000_000, [{ external_id: "q-000000", failure: "empty" }])).status,
    ).toBe(404);
    expect(
      (
        await postOutputs(
          runId,
          [{ external_id: "q-000000", failure: "empty" }],
          await bearer(annotator),
        )
      ).status,
    ).toBe(403);
  });

  it("keeps the machine-annotations route working as a run per annotator name", async () => {
    const { projectId, auth, createRun } = await setup();
    const post = (lines: unknown[]) =>
      callRoute(machineAnnotationsRoute, {
        method: "POST",
        params: { id: String(projectId) },
        headers: { ...auth, "content-type": "application/x-ndjson" },
        body: ndjson(lines),
      });
    const res = await post([
      {
        external_id: "q-000000",
        annotator: "gpt-judge",
        annotation: sampleAnnotation("generated_comment", 0),
      },
      {
        external_id: "q-000001",
        annotator: "gpt-judge",
        annotation: sampleAnnotation("generated_comment", 2),
      },
      {
        external_id: "q-000000",
        annotator: "claude-judge",
        annotation: sampleAnnotation("generated_comment", 2),
      },
    ]);
    expect(res).toMatchObject({ status: 201, json: { imported: 3, updated: 0, lines: 3 } });
    expect(
      (
        await post([
          {
            external_id: "q-000002",
            annotator: "gpt-judge",
            annotation: sampleAnnotation("generated_comment", 1),
          },
        ])
      ).json,
    ).toEqual({
      imported: 1,
      updated: 0,
      lines: 1,
    });
    const runs = await loadRunOutputs({ projectId });
    expect(runs.map((r) => [r.name, r.model, r.outputs.map((o) => o.externalId)])).toEqual([
      ["claude-judge", "claude-judge", ["q-000000"]],
      ["gpt-judge", "gpt-judge", ["q-000000", "q-000001", "q-000002"]],
    ]);
    // The run the old route made is a run like any other: its name is taken.
    expect((await createRun({ name: "gpt-judge", model: "x" })).status).toBe(409);
  });

  it("has CLI commands: run create, run outputs", async () => {
    const { projectId, lead } = await setup();
    const out: string[] = [];
    vi.spyOn(process.stdout, "write").mockImplementation(
      (chunk) => (out.push(String(chunk)), true),
    );
    const cli = async (argv: string[]) => {
      const parsed = parseCommand(argv)!;
      await parsed.command.run(parsed.values, parsed.positionals);
    };
    await cli([
      "run",
      "create",
      "--project",
      String(projectId),
      "--name",
      "cli-run",
      "--model",
      "gpt-4o",
      "--temperature",
      "0.7",
      "--run",
      "2",
      "--as",
      lead.email,
    ]);
    const [run] = await loadRunOutputs({ projectId });
    expect(run).toMatchObject({ name: "cli-run", model: "gpt-4o", temperature: 0.7, runNumber: 2 });
    const dir = await mkdtemp(path.join(tmpdir(), "runs-"));
    try {
      const file = path.join(dir, "outputs.jsonl");
      await writeFile(
        file,
        ndjson([
          { external_id: "q-000000", annotation: sampleAnnotation("generated_comment") },
          { external_id: "q-000001", failure: "empty" },
        ]),
      );
      await cli(["run", "outputs", "--run", String(run.id), file, "--as", lead.email]);
    } finally {
      await rm(dir, { recursive: true });
    }
    expect(out).toEqual([`created run ${run.id}\n`, "recorded 1 labels, 1 failures (2 lines)\n"]);
    await expect(
      cli([
        "run",
        "create",
        "--project",
        String(projectId),
        "--name",
        "x",
        "--model",
        "m",
        "--temperature",
        "hot",
        "--as",
        lead.email,
      ]),
    ).rejects.toMatchObject({
      code: "validation_failed",
    });
  });
});
