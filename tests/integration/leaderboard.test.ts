import { describe, expect, it } from "vitest";
import { GET } from "@/app/api/v1/projects/[id]/leaderboard/route";
import { toApiJson, type ApiJson } from "@/lib/api/api-casing";
import { createApiToken } from "@/lib/auth/api-tokens";
import { db } from "@/lib/db";
import type { Leaderboard } from "@/lib/leaderboard/get-leaderboard";
import { simpleQaFigures } from "@/lib/leaderboard/simpleqa-figures";
import { createMachineRun } from "@/lib/machine/runs/create-machine-run";
import { recordRunOutputs } from "@/lib/machine/runs/record-run-outputs";
import { jsonl, makeProject, makeUser } from "../factories";
import { callRoute } from "./helpers/call-route";
import { makeItems } from "./helpers/make-items";

type Board = ApiJson<Leaderboard>;
type Row = Board["sources"][number]["rows"][number];

// Model m-a answered twice (runs 1 and 2), m-b once; gold grades by hand:
// m-a run 1: en c c i n, zh c i  → 3 correct, 2 incorrect, 1 not attempted: F = 2·½·⅗ / (½ + ⅗) = 6/11
// m-a run 2: en c i i n, zh c n  → 2, 2, 2: correct ⅓, given attempted ½, F = 0.4
// m-b run 1: en n n              → nothing attempted: correct given attempted and F undefined
const answers = [
  ...["correct", "correct", "incorrect", "not_attempted"].map((grade) => ({
    model: "m-a",
    run: 1,
    language: "en",
    grade,
  })),
  ...["correct", "incorrect"].map((grade) => ({ model: "m-a", run: 1, language: "zh", grade })),
  ...["correct", "incorrect", "incorrect", "not_attempted"].map((grade) => ({
    model: "m-a",
    run: 2,
    language: "en",
    grade,
  })),
  ...["correct", "not_attempted"].map((grade) => ({ model: "m-a", run: 2, language: "zh", grade })),
  ...["not_attempted", "not_attempted"].map((grade) => ({
    model: "m-b",
    run: 1,
    language: "en",
    grade,
  })),
];

async function fixture() {
  const annotator = await makeUser("annotator");
  const { id: projectId, lead } = await makeProject({
    kind: "model_answer",
    members: [[annotator, "annotator"]],
  });
  const ids = await makeItems({
    lead,
    projectId,
    kind: "model_answer",
    items: answers.map((a, i) => ({
      model: a.model,
      run: a.run,
      language: a.language,
      external_id: `i-${i}`,
      qa_external_id: `qa-${i % 6}`,
    })),
  });
  for (const [i, a] of answers.entries())
    await db.goldRecord.create({
      data: { itemId: ids[i], source: "adjudicated", data: { grade: a.grade, notes: "" } },
    });
  // A judge: unparseable on items 0–2, wrong on item 4 (m-a run 1 zh: correct → incorrect), else the gold grade.
  const { id: runId } = await createMachineRun({
    actor: lead,
    projectId,
    input: { name: "judge-mini", model: "gpt-4o-mini", run: 1 },
  });
  await recordRunOutputs({
    actor: lead,
    runId,
    open: jsonl(
      answers.map((a, i) =>
        i < 3
          ? { external_id: `i-${i}`, failure: "unparseable", raw: "???" }
          : { external_id: `i-${i}`, annotation: { grade: i === 4 ? "incorrect" : a.grade } },
      ),
    ),
  });
  const token = async (userId: number) =>
    `Bearer ${(await createApiToken({ userId, name: "t" })).token}`;
  const get = async (userId: number, query = "", id = projectId) =>
    callRoute(GET, {
      method: "GET",
      params: { id: String(id) },
      query,
      headers: { authorization: await token(userId) },
    });
  return { projectId, lead, annotator, runId, get };
}

const find = (rows: Row[], model: string, language: string | null) =>
  rows.find((r) => r.model === model && r.language === language)!;

describe("the model leaderboard", () => {
  it("gives SimpleQA's figures from gold, runs averaged with their spread, and each judge run side by side", async () => {
    const f = await fixture();
    const res = await f.get(f.lead.id);
    expect(res.status).toBe(200);
    const board = res.json as unknown as Board;
    expect(board.sources.map((s) => s.source)).toEqual(["gold", "run"]);
    const [gold, judge] = board.sources;
    expect(gold.graded).toBe(14);
    expect(gold.rows.map((r) => [r.model, r.language])).toEqual([
      ["m-a", null],
      ["m-a", "en"],
      ["m-a", "zh"],
      ["m-b", null],
      ["m-b", "en"],
    ]);
    const all = find(gold.rows, "m-a", null);
    expect(all).toMatchObject({ runs: 2, n: 12 });
    expect(all.per_run.map((r) => r.f_score)).toEqual([
      expect.closeTo(6 / 11, 12),
      expect.closeTo(0.4, 12),
    ]);
    expect(all.figures.f_score).toBeCloseTo((6 / 11 + 0.4) / 2, 12);
    expect(all.figures.correct).toBeCloseTo((1 / 2 + 1 / 3) / 2, 12);
    expect(all.spread.f_score![0]).toBeCloseTo(0.4, 12);
    expect(all.spread.f_score![1]).toBeCloseTo(6 / 11, 12);
    expect(all.ci95.f_score![0]).toBeLessThanOrEqual(all.figures.f_score!);
    expect(all.ci95.f_score![1]).toBeGreaterThanOrEqual(all.figures.f_score!);
    const none = find(gold.rows, "m-b", "en");
    expect(none.figures).toMatchObject({
      not_attempted: 1,
      correct_given_attempted: null,
      f_score: null,
    });

    if (judge.source !== "run") throw new Error("expected a run");
    expect(judge).toMatchObject({
      run: { id: f.runId, name: "judge-mini", model: "gpt-4o-mini" },
      graded: 11,
      failures: 3,
      ungraded: 0,
    });
    // The judge on m-a run 1: items 0–2 failed (not graded), item 3 not attempted; zh: incorrect, incorrect.
    const judgedRun1 = find(judge.rows, "m-a", null).per_run[0];
    expect(judgedRun1).toEqual({
      ...toApiJson(simpleQaFigures({ correct: 0, incorrect: 2, notAttempted: 1 })),
      run: 1,
    });

    const csv = await f.get(f.lead.id, "?format=csv");
    const lines = csv.text.split("\r\n");
    expect(lines[0]).toMatch(
      /^source,run_id,run_name,model,language,runs,n,correct,correct_min,correct_max,correct_ci95_low,correct_ci95_high,incorrect,/,
    );
    expect(lines[1]).toMatch(/^gold,,,m-a,all,2,12,/);
    expect(lines.filter((l) => l.startsWith(`run,${f.runId},judge-mini,`))).toHaveLength(5);
  });

  it("lists the sorted CSV and LaTeX downloads in the same order, the page's", async () => {
    const f = await fixture();
    const csvModels = async (query: string) => {
      const lines = (await f.get(f.lead.id, `?format=csv&${query}`)).text.split("\r\n").slice(1);
      return [...new Set(lines.filter(Boolean).map((l) => l.split(",")[3]))];
    };
    const latexModels = async (query: string) => {
      const res = await f.get(f.lead.id, `?format=latex&${query}`);
      expect(res.status).toBe(200);
      const body = res.text.split("\\midrule\n")[1].split("\\bottomrule")[0];
      return body
        .trim()
        .split("\n")
        .map((l) => l.split(" & ")[0].replaceAll("\\", ""));
    };
    // Gold: m-a has an F, m-b attempted nothing (last whichever way F sorts); m-b's en NA is 100 %.
    for (const [query, want] of [
      ["source=gold", ["m-a", "m-b"]],
      ["source=gold&sort=f_score&dir=asc", ["m-a", "m-b"]],
      ["source=gold&sort=not_attempted&language=en", ["m-b", "m-a"]],
      ["source=gold&sort=model&dir=desc", ["m-b", "m-a"]],
      [`source=${f.runId}&sort=correct&language=zh&dir=asc`, ["m-a", "m-b"]],
    ] as const) {
      expect(await csvModels(query), query).toEqual(want);
      expect(await latexModels(query), query).toEqual(want);
    }
    const latex = await f.get(f.lead.id, "?format=latex&source=gold");
    expect(latex.text).toContain("\\toprule");
    expect(latex.text).toContain("\\multicolumn{3}{c}{zh}");
    for (const [query, field] of [
      ["format=latex&source=999999", "source"],
      ["format=latex&language=fr", "language"],
      ["format=csv&sort=rank", "sort"],
    ] as const) {
      const res = await f.get(f.lead.id, `?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.json.error?.details?.fields, query).toHaveProperty([field]);
    }
  });

  it("is for leads only, and only for kinds that grade model answers", async () => {
    const f = await fixture();
    expect((await f.get(f.annotator.id)).status).toBe(403);
    expect((await f.get(f.lead.id, "?format=xml")).status).toBe(400);
    const other = await makeProject({ kind: "generated_comment", lead: f.lead });
    const res = await f.get(f.lead.id, "", other.id);
    expect(res.status).toBe(400);
    expect(res.json.error?.message).toMatch(/no model leaderboard/);
  });
});
