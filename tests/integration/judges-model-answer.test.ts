// The judges report on the real SimpleDevQA eval sample: imported through the simpledevqa-eval
// preset (the grader's letters become the `simpledevqa-grader` run), graded by two people through
// the API, disagreements adjudicated; the grader run's kappa and accuracy against gold, and its
// kappa against each person, equal scikit-learn's on the same vectors (1e-9).
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { POST as resolveRoute } from "@/app/api/v1/adjudications/[id]/resolve/route";
import { POST as submitRoute } from "@/app/api/v1/assignments/[id]/submit/route";
import { POST as adjudicationNext } from "@/app/api/v1/projects/[id]/adjudication/next/route";
import { POST as itemsRoute } from "@/app/api/v1/projects/[id]/items/route";
import { GET as judgesRoute } from "@/app/api/v1/projects/[id]/judges/route";
import { POST as queueNext } from "@/app/api/v1/projects/[id]/queue/next/route";
import type { JudgesReport } from "@/lib/agreement/judges-report-types";
import { createApiToken } from "@/lib/auth/api-tokens";
import { makeProject, makeUser } from "../factories";
import { realDataPath } from "../real-data-path";
import { callRoute, type RouteHandler } from "./helpers/call-route";

const sampleBytes = readFileSync(realDataPath("simpledevqa", "eval_gpt-4o.sample.csv"));
const rows = parse<Record<string, string>>(sampleBytes, { columns: true });
const letterGrade: Record<string, string> = { A: "correct", B: "incorrect", C: "not_attempted" };
const GRADES = ["correct", "incorrect", "not_attempted"];

/** scikit-learn's cohen_kappa_score and accuracy_score of (y_true, y_pred). */
function sklearn(truth: string[], pred: string[]): { kappa: number; accuracy: number } {
  const script =
    "import json,sys\nfrom sklearn.metrics import cohen_kappa_score, accuracy_score\nd=json.load(sys.stdin)\n" +
    "print(json.dumps({'kappa': float(cohen_kappa_score(d['t'], d['p'])), 'accuracy': float(accuracy_score(d['t'], d['p']))}))";
  const out = spawnSync("/usr/bin/python3", ["-c", script], {
    input: JSON.stringify({ t: truth, p: pred }),
    encoding: "utf8",
  });
  if (out.status !== 0) throw new Error(out.stderr);
  return JSON.parse(out.stdout) as { kappa: number; accuracy: number };
}

async function as(userId: number) {
  const { token } = await createApiToken({ userId, name: "judges" });
  return (
    route: RouteHandler,
    id: number,
    init: { method?: string; body?: string | Uint8Array; query?: string; type?: string } = {},
  ) =>
    callRoute(route, {
      method: init.method ?? "POST",
      params: { id: String(id) },
      query: init.query,
      headers: {
        authorization: `Bearer ${token}`,
        "content-type": init.type ?? "application/json",
      },
      body: init.body,
    });
}

describe("the judges report on the real eval sample", () => {
  it("scores the simpledevqa-grader run against gold and each person, equal to scikit-learn", async () => {
    const [ana, ben, cy] = [
      await makeUser("annotator", "ana"),
      await makeUser("annotator", "ben"),
      await makeUser("annotator", "cy"),
    ];
    const { id: projectId, lead } = await makeProject({
      kind: "model_answer",
      members: [
        [ana, "annotator"],
        [ben, "annotator"],
        [cy, "adjudicator"],
      ],
    });
    const asLead = await as(lead.id);
    const imported = await asLead(itemsRoute, projectId, {
      body: new Uint8Array(sampleBytes),
      query: "?format=csv&preset=simpledevqa-eval&file_name=gpt-4o_results_eval_new.csv",
      type: "text/csv",
    });
    expect(imported).toMatchObject({ status: 201, json: { imported: rows.length } });

    // Ana differs from the grader on every third answer, Ben from Ana on every fourth; Cy adjudicates for Ben.
    const grader = new Map(
      rows.map((r) => [`gpt-4o:${r.source_row}`, letterGrade[r.grade_letter]]),
    );
    const shift = (g: string, by: number) => GRADES[(GRADES.indexOf(g) + by) % 3];
    const number = (id: string) => Number(id.split(":")[1]);
    const anaGrade = (id: string) =>
      number(id) % 3 === 0 ? shift(grader.get(id)!, 1) : grader.get(id)!;
    const benGrade = (id: string) => (number(id) % 4 === 1 ? shift(anaGrade(id), 2) : anaGrade(id));
    for (const [user, gradeOf] of [
      [ana, anaGrade],
      [ben, benGrade],
    ] as const) {
      const call = await as(user.id);
      for (;;) {
        const claim = await call(queueNext, projectId);
        if (claim.status === 204) break;
        const item = claim.json.item as { external_id: string };
        const submitted = await call(submitRoute, claim.json.assignment_id as number, {
          body: JSON.stringify({ annotation: { grade: gradeOf(item.external_id), notes: "" } }),
        });
        expect(submitted.status).toBe(201);
      }
    }
    const asCy = await as(cy.id);
    for (;;) {
      const adj = await asCy(adjudicationNext, projectId);
      if (adj.status === 204) break;
      expect(
        (
          await asCy(resolveRoute as RouteHandler, adj.json.adjudication_id as number, {
            body: JSON.stringify({ choice: "b", rationale: "B is right" }),
          })
        ).status,
      ).toBe(201);
    }

    const res = await asLead(judgesRoute, projectId, { method: "GET" });
    expect(res.status).toBe(200);
    const report = res.json as unknown as JudgesReport;
    expect(report.fields).toEqual(["grade"]);
    const run = report.runs.find((r) => r.name === "simpledevqa-grader")!;
    const all = run.slices[0];
    expect(all).toMatchObject({
      language: "all",
      items: rows.length,
      outputs: rows.length,
      labels: rows.length,
      coverage: 1,
      gold_items: rows.length,
    });

    const ids = [...grader.keys()].sort();
    const gold = ids.map((id) => (anaGrade(id) === benGrade(id) ? anaGrade(id) : benGrade(id)));
    const judged = ids.map((id) => grader.get(id)!);
    const expected = sklearn(gold, judged);
    const g = all.vs_gold.fields.grade;
    expect(g.n).toBe(rows.length);
    expect(Math.abs(g.kappa! - expected.kappa)).toBeLessThan(1e-9);
    expect(Math.abs(g.accuracy! - expected.accuracy)).toBeLessThan(1e-9);
    expect(expected.accuracy).toBeLessThan(1);

    const byPerson = Object.fromEntries(
      all.vs_annotators.map((a) => [a.annotator, a.fields.grade]),
    );
    for (const [user, gradeOf] of [
      [ana, anaGrade],
      [ben, benGrade],
    ] as const) {
      const k = sklearn(ids.map(gradeOf), judged).kappa;
      expect(Math.abs(byPerson[user.email].kappa! - k)).toBeLessThan(1e-9);
    }
    // Per language: the sample's languages, each with its own share of the items.
    const languages = run.slices.slice(1);
    expect(languages.reduce((s, l) => s + l.items, 0)).toBe(rows.length);
  });
});
