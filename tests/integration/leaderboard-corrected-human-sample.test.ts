import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { GET } from "@/app/api/v1/projects/[id]/leaderboard/route";
import type { ApiJson } from "@/lib/api/api-casing";
import { createApiToken } from "@/lib/auth/api-tokens";
import { db } from "@/lib/db";
import type { Leaderboard } from "@/lib/leaderboard/get-leaderboard";
import { createMachineRun } from "@/lib/machine/runs/create-machine-run";
import { recordRunOutputs } from "@/lib/machine/runs/record-run-outputs";
import { addProjectMember } from "@/lib/projects/add-project-member";
import { claimNextItem } from "@/lib/queue/claim-next-item";
import { submitAnnotation } from "@/lib/queue/submit-annotation";
import { jsonl, makeProject, makeUser } from "../factories";
import { callRoute } from "./helpers/call-route";
import { makeItems } from "./helpers/make-items";

// The case: human_fraction 0.2 on a model-answer project, a judge on every item, gold
// from people on the human sample only. The corrected figures equal numpy's, worked from the raw
// labels by SPEC §4's formula, to 1e-9.

const GRADES = ["correct", "incorrect", "not_attempted"] as const;
const ITEMS = 250;
const judgeGrade = (i: number) => GRADES[[0, 0, 1, 0, 2, 0, 1][i % 7]];
// The judge is too kind: every fifth answer it calls correct is incorrect.
const goldGrade = (i: number) =>
  i % 5 === 0 && judgeGrade(i) === "correct" ? "incorrect" : judgeGrade(i);

/** A python that has numpy: the Hugging Face one when CI installed it, else python3. */
function numpyPython(): string | null {
  for (const bin of [process.env.ACCORD_HF_PYTHON, "python3"])
    if (bin && spawnSync(bin, ["-c", "import numpy"], { stdio: "ignore" }).status === 0) return bin;
  return null;
}
const python = numpyPython();

const REFERENCE = String.raw`
import json, sys, numpy as np
d = json.load(sys.stdin)
grades = ["correct", "incorrect", "not_attempted"]
out = {}
for g in grades:
    f_all = np.array([1.0 if x == g else 0.0 for x in d["judged"]])
    y = np.array([1.0 if x == g else 0.0 for x in d["gold"]])
    f = np.array([1.0 if x == g else 0.0 for x in d["judge_on_gold"]])
    N, n = len(f_all), len(y)
    theta = f_all.mean() + (y - f).mean()
    half = 1.96 * np.sqrt(f_all.var(ddof=1) / N + (y - f).var(ddof=1) / n)
    out[g] = [theta, theta - half, theta + half]
print(json.dumps(out))
`;

describe.skipIf(!python)("corrected estimates with human_fraction 0.2", () => {
  it("equal numpy's on the human sample's gold, with intervals narrower than gold-only", async () => {
    const annotator = await makeUser("annotator");
    const { id: projectId, lead } = await makeProject({
      kind: "model_answer",
      settings: { overlap: 1, humanFraction: 0.2 },
    });
    await addProjectMember({
      actor: lead,
      projectId,
      input: { email: annotator.email, role: "annotator" },
    });
    await makeItems({
      lead,
      projectId,
      kind: "model_answer",
      items: Array.from({ length: ITEMS }, (_, i) => ({ model: "m-a", qa_external_id: `qa-${i}` })),
    });
    // People label what the queue offers them: the human sample, and nothing else.
    const index = (externalId: string) => Number(externalId.slice(2));
    const labelled: number[] = [];
    for (let claim; (claim = await claimNextItem({ actor: annotator, projectId }));) {
      const i = index(claim.item.externalId);
      labelled.push(i);
      await submitAnnotation({
        actor: annotator,
        assignmentId: claim.assignmentId,
        annotation: { grade: goldGrade(i), notes: "" },
      });
    }
    const human = await db.item.findMany({
      where: { projectId, human: { not: false } },
      select: { externalId: true },
    });
    expect(labelled.sort((a, b) => a - b)).toEqual(
      human.map((h) => index(h.externalId)).sort((a, b) => a - b),
    );
    expect(labelled).toHaveLength(50); // ⌊0.2 · 250 + ½⌋

    const { id: runId } = await createMachineRun({
      actor: lead,
      projectId,
      input: { name: "judge", model: "gpt-4o-mini", run: 1 },
    });
    await recordRunOutputs({
      actor: lead,
      runId,
      open: jsonl(
        Array.from({ length: ITEMS }, (_, i) => ({
          external_id: `i-${i}`,
          annotation: { grade: judgeGrade(i), notes: "" },
        })),
      ),
    });
    const { token } = await createApiToken({ userId: lead.id, name: "t" });
    const res = await callRoute(GET, {
      method: "GET",
      params: { id: String(projectId) },
      headers: { authorization: `Bearer ${token}` },
    });
    const board = res.json as unknown as ApiJson<Leaderboard>;
    const [gold, judge] = board.sources;
    const row = judge.rows.find((r) => r.language === null)!;
    expect(row.corrected).toMatchObject({ n: 50, n_judged: ITEMS });

    const input = JSON.stringify({
      judged: Array.from({ length: ITEMS }, (_, i) => judgeGrade(i)),
      gold: labelled.map(goldGrade),
      judge_on_gold: labelled.map(judgeGrade),
    });
    const run = spawnSync(python!, ["-c", REFERENCE], { input, encoding: "utf8" });
    expect(run.status, run.stderr).toBe(0);
    const want = JSON.parse(run.stdout) as Record<(typeof GRADES)[number], number[]>;
    for (const g of GRADES) {
      const [theta, low, high] = want[g];
      expect(Math.abs(row.corrected!.figures[g]! - theta), g).toBeLessThan(1e-9);
      expect(Math.abs(row.corrected!.ci95[g]![0] - low), g).toBeLessThan(1e-9);
      expect(Math.abs(row.corrected!.ci95[g]![1] - high), g).toBeLessThan(1e-9);
      const goldRow = gold.rows.find((r) => r.language === null)!;
      const width = (ci: readonly number[] | null) => ci![1] - ci![0];
      expect(width(row.corrected!.ci95[g]), g).toBeLessThan(width(goldRow.ci95[g]));
    }
  });
});
