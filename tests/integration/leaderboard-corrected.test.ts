import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { GET } from "@/app/api/v1/projects/[id]/leaderboard/route";
import type { ApiJson } from "@/lib/api/api-casing";
import { createApiToken } from "@/lib/auth/api-tokens";
import { db } from "@/lib/db";
import { correctedFigures } from "@/lib/leaderboard/corrected-shares";
import type { Leaderboard } from "@/lib/leaderboard/get-leaderboard";
import { createMachineRun } from "@/lib/machine/runs/create-machine-run";
import { recordRunOutputs } from "@/lib/machine/runs/record-run-outputs";
import { jsonl, makeProject } from "../factories";
import { callRoute } from "./helpers/call-route";
import { makeItems } from "./helpers/make-items";

type Board = ApiJson<Leaderboard>;

const GRADES = ["correct", "incorrect", "not_attempted"] as const;
const ITEMS = 200;
const GOLD_EVERY = 4;

// Item i of model m-a: the judge's grade cycles c c c i na … and gold agrees except on every
// seventh item (the judge calls an incorrect answer correct there). Gold on every fourth item: n = 50.
const judgeGrade = (i: number) => GRADES[[0, 0, 0, 1, 2][i % 5]];
const goldGrade = (i: number) => (i % 7 === 0 ? "incorrect" : judgeGrade(i));

async function fixture() {
  const { id: projectId, lead } = await makeProject({ kind: "model_answer" });
  const ids = await makeItems({
    lead,
    projectId,
    kind: "model_answer",
    items: Array.from({ length: ITEMS }, (_, i) => ({
      model: "m-a",
      run: 1 + (i % 2),
      language: i % 3 === 0 ? "zh" : "en",
      qa_external_id: `qa-${i}`,
    })),
  });
  for (let i = 0; i < ITEMS; i += GOLD_EVERY)
    await db.goldRecord.create({
      data: { itemId: ids[i], source: "adjudicated", data: { grade: goldGrade(i), notes: "" } },
    });
  const { id: runId } = await createMachineRun({
    actor: lead,
    projectId,
    input: { name: "judge", model: "gpt-4o-mini", run: 1 },
  });
  await recordRunOutputs({
    actor: lead,
    runId,
    open: jsonl(
      ids.map((_, i) => ({
        external_id: `i-${i}`,
        annotation: { grade: judgeGrade(i), notes: "" },
      })),
    ),
  });
  const { token } = await createApiToken({ userId: lead.id, name: "t" });
  const get = (query = "") =>
    callRoute(GET, {
      method: "GET",
      params: { id: String(projectId) },
      query,
      headers: { authorization: `Bearer ${token}` },
    });
  const res = await get();
  expect(res.status).toBe(200);
  return { projectId, runId, board: res.json as unknown as Board, get };
}

/** The library's corrected figures on the fixture's items (pooled over languages and runs). */
function expected(projectId: number, runId: number) {
  const judged: [number, number, number] = [0, 0, 0];
  const pairs = Array<number>(9).fill(0);
  for (let i = 0; i < ITEMS; i++) {
    const j = GRADES.indexOf(judgeGrade(i));
    judged[j] += 1;
    if (i % GOLD_EVERY === 0) pairs[3 * GRADES.indexOf(goldGrade(i)) + j] += 1;
  }
  return correctedFigures(
    { judged, pairs },
    { seed: `${projectId}:leaderboard:run:${runId}:m-a:all:corrected` },
  )!;
}

const width = (ci: readonly number[] | null) => ci![1] - ci![0];

describe("the leaderboard's corrected estimates", () => {
  it("gives each judge run's row the library's corrected figures, narrower than gold-only", async () => {
    const { projectId, runId, board, get } = await fixture();
    const [gold, judge] = board.sources;
    expect(gold.rows.length).toBeGreaterThan(0);
    for (const row of gold.rows) expect(row).toHaveProperty("corrected", null);
    const row = judge.rows.find((r) => r.language === null)!;
    const want = expected(projectId, runId);
    expect(row.corrected).toMatchObject({ n: 50, n_judged: ITEMS });
    const got = row.corrected!;
    expect(got.figures.correct).toBeCloseTo(want.figures.correct!, 12);
    expect(got.figures.incorrect).toBeCloseTo(want.figures.incorrect!, 12);
    expect(got.figures.not_attempted).toBeCloseTo(want.figures.notAttempted!, 12);
    expect(got.figures.f_score).toBeCloseTo(want.figures.fScore!, 12);
    expect(got.ci95.correct).toEqual(want.ci95.correct);
    expect(got.ci95.f_score).toEqual(want.ci95.fScore);
    expect(got.ci95.correct_given_attempted).toEqual(want.ci95.correctGivenAttempted);

    const goldRow = gold.rows.find((r) => r.language === null)!;
    expect(goldRow.n).toBe(50);
    for (const key of ["correct", "incorrect", "not_attempted", "f_score"] as const)
      expect(width(got.ci95[key]), key).toBeLessThan(width(goldRow.ci95[key]));
    // Per language: zh has 17 items with gold, so it has a corrected estimate too.
    const zh = judge.rows.find((r) => r.language === "zh")!;
    expect(zh.corrected).toMatchObject({ n: 17, n_judged: 67 });

    const csv = parse<Record<string, string>>((await get("?format=csv")).text, { columns: true });
    const line = (source: string, language: string) =>
      csv.find((r) => r.source === source && r.language === language)!;
    expect(line("run", "all")).toMatchObject({ corrected_n: "50", corrected_n_judged: "200" });
    expect(Number(line("run", "all").f_score_corrected)).toBeCloseTo(want.figures.fScore!, 12);
    expect(Number(line("run", "all").correct_corrected_ci95_low)).toBe(want.ci95.correct![0]);
    expect(line("gold", "all")).toMatchObject({ corrected_n: "", f_score_corrected: "" });
  });

  it("counts only the human sample's gold (human_fraction < 1 leaves judges-only items)", async () => {
    const { projectId, get } = await fixture();
    // Gold on items 0, 4, …; mark items 0–39 judges-only: their 10 gold items leave n.
    const items = await db.item.findMany({ where: { projectId }, orderBy: { id: "asc" } });
    await db.item.updateMany({
      where: { id: { in: items.slice(0, 40).map((i) => i.id) } },
      data: { human: false },
    });
    const board = (await get()).json as unknown as Board;
    const row = board.sources[1].rows.find((r) => r.language === null)!;
    expect(row.corrected).toMatchObject({ n: 40, n_judged: ITEMS });
  });
});
