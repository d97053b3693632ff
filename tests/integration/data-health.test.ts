// SPEC §5 "Data health": findings about imported data, each asserted with its counts, built through
// the import (JSONL lines, and the SimpleDevQA eval sample through its preset).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { GET } from "@/app/api/v1/projects/[id]/health/route";
import { POST as itemsRoute } from "@/app/api/v1/projects/[id]/items/route";
import { createApiToken } from "@/lib/auth/api-tokens";
import type { SessionUser } from "@/lib/auth/session-user";
import type { HealthFinding } from "@/lib/health/health-findings";
import { importItems } from "@/lib/items/import/import-items";
import { itemLineExamples } from "@/lib/items/import/item-line-examples";
import type { ItemKind } from "@/lib/items/item-kinds";
import { jsonlSource, makeProject, makeUser } from "../factories";
import { realDataPath } from "../real-data-path";
import { callRoute } from "./helpers/call-route";
import { rows, sampleBytes } from "./helpers/model-answer-fixtures";

const bearer = async (userId: number) =>
  `Bearer ${(await createApiToken({ userId, name: "t" })).token}`;

async function health(userId: number, projectId: number | string) {
  const res = await callRoute(GET, {
    method: "GET",
    params: { id: String(projectId) },
    headers: { authorization: await bearer(userId) },
  });
  return { status: res.status, findings: res.json.findings as HealthFinding[], json: res.json };
}

async function importLines(lead: SessionUser, projectId: number, kind: ItemKind, lines: object[]) {
  const base = itemLineExamples[kind];
  const records = jsonlSource(lines.map((l, i) => ({ ...base, external_id: `x-${i}`, ...l })));
  return importItems({ actor: lead, projectId, records });
}

const question = (i: number) => `Which flag makes grep recursive? (${i})`;
const answer = (model: string, q: number, run = 1) => ({
  model,
  run,
  question: question(q),
  predicted_answer: `-r, for question ${q}`,
});

describe("data health of model answers", () => {
  it("finds copied answers, another question set, repeated questions, empty and replaced fields", async () => {
    const { id: projectId, lead } = await makeProject({ kind: "model_answer" });
    const lines = [
      // m-one and m-two: the same answers to q0–q5, but m-two's q5 differs (5 of 6 identical).
      ...[0, 1, 2, 3, 4, 5].map((q) => answer("m-one", q)),
      ...[0, 1, 2, 3, 4].map((q) => answer("m-two", q)),
      { ...answer("m-two", 5), predicted_answer: "grep -R" },
      // A second run of m-two is not a repeat; m-one answering q0 again in run 1 is.
      { ...answer("m-two", 0, 2), predicted_answer: "run two" },
      { ...answer("m-one", 0), predicted_answer: "again" },
      // m-other: q0–q2 of the shared set (its own answers, one blank, one with U+FFFD) and 3 others.
      ...[0, 1, 2, 100, 101, 102].map((q) => ({
        ...answer("m-other", q),
        predicted_answer: q === 1 ? "" : `other ${q}${q === 2 ? " \uFFFD" : ""}`,
      })),
      { ...answer("m-quiet", 0), predicted_answer: " " },
    ];
    expect((await importLines(lead, projectId, "model_answer", lines)).imported).toBe(lines.length);
    const res = await health(lead.id, projectId);
    expect(res.status).toBe(200);
    // Four models: the shared set is what at least two answer, q0–q5.
    expect(res.findings.map((f) => [f.code, f.severity, f.details])).toEqual([
      ["duplicate_outputs", "error", { models: ["m-one", "m-two"], common: 6, identical: 5 }],
      ["question_set_differs", "error", { model: "m-other", missing: 3, extra: 3 }],
      ["question_set_differs", "error", { model: "m-quiet", missing: 5, extra: 0 }],
      ["repeated_questions", "warning", { model: "m-one", count: 1 }],
      ["replaced_characters", "warning", { field: "predicted_answer", count: 1 }],
      ["empty_field", "info", { field: "predicted_answer", count: 2 }],
    ]);
    expect(res.findings[0].message).toBe(
      "m-one's answers equal m-two's for 5 of 6 common questions",
    );
    expect(res.findings[1].message).toBe(
      "m-other lacks 3 of the 6 questions most models share and answers 3 questions outside that set",
    );
  });

  it("reports nothing for a clean project, and no pair below half identical", async () => {
    const { id: projectId, lead } = await makeProject({ kind: "model_answer" });
    await importLines(lead, projectId, "model_answer", [
      ...[0, 1, 2, 3].map((q) => answer("a", q)),
      ...[0, 1].map((q) => answer("b", q)),
      ...[2, 3].map((q) => ({ ...answer("b", q), predicted_answer: "mine" })),
    ]);
    // a and b share 2 of 4 identical answers: half is not more than half.
    expect((await health(lead.id, projectId)).findings).toEqual([]);
  });
});

describe("data health of other kinds: repeated content and fields", () => {
  it("counts QA pairs repeating a question and fields holding U+FFFD", async () => {
    const { id: projectId, lead } = await makeProject({ kind: "qa_pair" });
    await importLines(lead, projectId, "qa_pair", [
      { question: "What is a goroutine?" },
      { question: "What is a goroutine?" },
      { question: "What is a goroutine?" },
      { question: "What is a channel?", answer: "A typed conduit \uFFFD." },
    ]);
    const { findings } = await health(lead.id, projectId);
    expect(findings.map((f) => [f.code, f.severity, f.details])).toEqual([
      ["repeated_content", "warning", { field: "question", count: 2 }],
      ["replaced_characters", "warning", { field: "answer", count: 1 }],
    ]);
    expect(findings[0].message).toBe("2 items repeat another item's question");
  });

  it("counts empty generated comments as allowed (info), and a file and model given twice", async () => {
    const { id: projectId, lead } = await makeProject({ kind: "generated_comment" });
    await importLines(lead, projectId, "generated_comment", [
      { file_id: "f1", predicted_comment: "" },
      { file_id: "f1" },
      { file_id: "f2" },
    ]);
    const { findings } = await health(lead.id, projectId);
    expect(findings.map((f) => [f.code, f.severity, f.details])).toEqual([
      ["repeated_content", "warning", { field: "file_id and model", count: 1 }],
      ["empty_field", "info", { field: "predicted_comment", count: 1 }],
    ]);
  });

  it("counts a dialogue repeating another's turns", async () => {
    const { id: projectId, lead } = await makeProject({ kind: "dialogue" });
    await importLines(lead, projectId, "dialogue", [{}, {}, { language: "en" }]);
    const { findings } = await health(lead.id, projectId);
    expect(findings.map((f) => [f.code, f.details])).toEqual([
      ["repeated_content", { field: "turns", count: 2 }],
    ]);
  });
});

describe("data health of the SimpleDevQA eval sample", () => {
  it("finds a model whose file is another model's, and one that lacks questions", async () => {
    const { id: projectId, lead } = await makeProject({ kind: "model_answer" });
    const token = await bearer(lead.id);
    const upload = (fileName: string, body: Uint8Array) =>
      callRoute(itemsRoute, {
        method: "POST",
        params: { id: String(projectId) },
        query: `?format=csv&preset=simpledevqa-eval&file_name=${fileName}`,
        headers: { authorization: token, "content-type": "text/csv" },
        body,
      });
    // The released file twice under two names, then a third model answering its first 10 questions.
    const partial = rows
      .slice(0, 10)
      .map((r) => ({ ...r, predict_answer: `My own answer to row ${r.source_row}.` }));
    for (const [name, body] of [
      ["gpt-4o_results_eval_new.csv", sampleBytes],
      ["copycat_results_eval_new.csv", sampleBytes],
      ["partial_results_eval_new.csv", Buffer.from(csvOf(partial))],
    ] as const)
      expect((await upload(name, new Uint8Array(body))).status).toBe(201);
    const { findings } = await health(lead.id, projectId);
    expect(rows).toHaveLength(15);
    expect(findings.map((f) => [f.code, f.severity, f.details])).toEqual([
      ["duplicate_outputs", "error", { models: ["copycat", "gpt-4o"], common: 15, identical: 15 }],
      ["question_set_differs", "error", { model: "partial", missing: 5, extra: 0 }],
    ]);
  });
});

describe("data health of the SimpleDevQA QA samples", () => {
  it("finds nothing in the released difficult and easy samples, and the same file imported twice", async () => {
    const { id: projectId, lead } = await makeProject({ kind: "qa_pair" });
    const token = await bearer(lead.id);
    const upload = (file: string, prefix: string) =>
      callRoute(itemsRoute, {
        method: "POST",
        params: { id: String(projectId) },
        query: `?format=csv&preset=simpledevqa&id_prefix=${prefix}`,
        headers: { authorization: token, "content-type": "text/csv" },
        body: new Uint8Array(readFileSync(realDataPath("simpledevqa", file))),
      });
    expect((await upload("data_difficult.sample.csv", "d")).status).toBe(201);
    expect((await upload("data_easy.sample.csv", "e")).status).toBe(201);
    expect((await health(lead.id, projectId)).findings).toEqual([]);
    // The difficult file again under other ids: each of its 60 questions is asked twice.
    expect((await upload("data_difficult.sample.csv", "again")).status).toBe(201);
    expect((await health(lead.id, projectId)).findings.map((f) => f.details)).toEqual([
      { field: "question", count: 60 },
    ]);
  });
});

/** RFC 4180 text of `records`, every cell quoted. */
function csvOf(records: Record<string, string>[]): string {
  const cell = (v: string) => `"${v.replaceAll('"', '""')}"`;
  const header = Object.keys(records[0]);
  return [header, ...records.map((r) => header.map((h) => r[h]))]
    .map((cells) => cells.map(cell).join(","))
    .join("\r\n");
}

describe("the health route's access", () => {
  it("answers 401 signed out, 403 to an annotator of the project, 404 to a stranger and for a missing project", async () => {
    const annotator = await makeUser("annotator");
    const { id: projectId, lead } = await makeProject({
      kind: "readme",
      members: [[annotator, "annotator"]],
    });
    const stranger = await makeUser("lead");
    const admin = await makeUser("admin");
    const signedOut = await callRoute(GET, { method: "GET", params: { id: String(projectId) } });
    expect(signedOut.status).toBe(401);
    expect((await health(annotator.id, projectId)).status).toBe(403);
    const unseen = await health(stranger.id, projectId);
    const missing = await health(stranger.id, 2_000_000_001);
    expect([unseen.status, unseen.json]).toEqual([404, missing.json]);
    expect((await health(lead.id, "abc")).status).toBe(404);
    expect(await health(admin.id, projectId)).toMatchObject({ status: 200, findings: [] });
  });
});
