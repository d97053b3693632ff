// The fifth kind end to end, on the real SimpleDevQA eval sample: the simpledevqa-eval preset's
// import (with the grader's letters as machine labels), two people grading through the API,
// agreed and disagreeing items, adjudication, the export, and the `grade` kappa against
// scikit-learn's cohen_kappa_score on the same vectors.
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { POST as resolveRoute } from "@/app/api/v1/adjudications/[id]/resolve/route";
import { POST as submitRoute } from "@/app/api/v1/assignments/[id]/submit/route";
import { POST as adjudicationNext } from "@/app/api/v1/projects/[id]/adjudication/next/route";
import { GET as agreementRoute } from "@/app/api/v1/projects/[id]/agreement/route";
import { GET as exportRoute } from "@/app/api/v1/projects/[id]/export/route";
import { POST as itemsRoute } from "@/app/api/v1/projects/[id]/items/route";
import { POST as queueNext } from "@/app/api/v1/projects/[id]/queue/next/route";
import { pgPool } from "@/lib/db/pg-pool";
import {
  client,
  csvQuery,
  gradingProject,
  type Json,
  rows,
  sampleBytes,
} from "./helpers/model-answer-fixtures";

const letterGrade: Record<string, string> = { A: "correct", B: "incorrect", C: "not_attempted" };

/** scikit-learn's cohen_kappa_score on the two label vectors. */
function sklearnKappa(a: string[], b: string[]): number {
  const script =
    "import json,sys\nfrom sklearn.metrics import cohen_kappa_score\nd=json.load(sys.stdin)\nprint(repr(float(cohen_kappa_score(d['a'], d['b']))))";
  const out = spawnSync("/usr/bin/python3", ["-c", script], {
    input: JSON.stringify({ a, b }),
    encoding: "utf8",
  });
  if (out.status !== 0) throw new Error(out.stderr);
  return Number(out.stdout.trim());
}

describe("model_answer: the eval sample through the preset, graded by two people", () => {
  it("imports, is graded blind, adjudicated, exported, and its kappa equals scikit-learn's", async () => {
    const { ana, ben, cy, projectId, lead } = await gradingProject();
    const asLead = await client(lead.id);

    const imported = await asLead(itemsRoute, projectId, {
      body: new Uint8Array(sampleBytes),
      query: csvQuery,
      type: "text/csv",
    });
    expect(imported.status).toBe(201);
    expect(imported.json).toMatchObject({ imported: rows.length, duplicates: 0 });

    // The grader's letters are the machine annotator's labels, one per item, written with the items.
    const judged = await pgPool().query<{
      external_id: string;
      machine_annotator: string;
      grade: string;
    }>(
      `SELECT i.external_id, a.machine_annotator, a.data ->> 'grade' AS grade FROM annotations a JOIN items i ON i.id = a.item_id
        WHERE i.project_id = $1 AND a.machine_annotator IS NOT NULL ORDER BY i.external_id`,
      [projectId],
    );
    const expected = rows.map((r) => ({
      external_id: `gpt-4o:${r.source_row}`,
      machine_annotator: "simpledevqa-grader",
      grade: letterGrade[r.grade_letter],
    }));
    expect(judged.rows).toEqual(expected.sort((x, y) => (x.external_id < y.external_id ? -1 : 1)));

    // Ana grades as the grader did; Ben differs on every fourth item (a different grade, cycling).
    const grades = ["correct", "incorrect", "not_attempted"];
    const graderOf = new Map(expected.map((e) => [e.external_id, e.grade]));
    const anaGrade = (id: string) => graderOf.get(id)!;
    const benGrade = (id: string) => {
      const n = Number(id.split(":")[1]);
      const g = anaGrade(id);
      return n % 4 === 1 ? grades[(grades.indexOf(g) + 1 + (n % 2)) % 3] : g;
    };
    const vectors = { a: [] as string[], b: [] as string[] };
    const byItem = new Map<string, Record<string, string>>();
    for (const [user, gradeOf] of [
      [ana, anaGrade],
      [ben, benGrade],
    ] as const) {
      const as = await client(user.id);
      for (;;) {
        const claim = await as(queueNext, projectId);
        if (claim.status === 204) break;
        expect(claim.status).toBe(200);
        const item = claim.json!.item as { external_id: string; fields: Json };
        // Blind to the judge: nothing the annotator is given names it or its grade.
        expect(JSON.stringify(claim.json)).not.toContain("simpledevqa-grader");
        expect(JSON.stringify(claim.json)).not.toContain("grade_letter");
        expect(item.fields).toMatchObject({ kind: "model_answer", model: "gpt-4o" });
        const grade = gradeOf(item.external_id);
        const submitted = await as(submitRoute, claim.json!.assignment_id as number, {
          body: { annotation: { grade, notes: "" } },
        });
        expect(submitted.status).toBe(201);
        byItem.set(item.external_id, { ...byItem.get(item.external_id), [user.email]: grade });
      }
    }
    expect(byItem.size).toBe(rows.length);
    for (const id of [...byItem.keys()].sort()) {
      vectors.a.push(byItem.get(id)![ana.email]);
      vectors.b.push(byItem.get(id)![ben.email]);
    }
    const disagreeing = [...byItem.entries()]
      .filter(([, g]) => g[ana.email] !== g[ben.email])
      .map(([id]) => id);
    expect(disagreeing.length).toBeGreaterThan(0);

    const statuses = await pgPool().query<{ status: string; n: number }>(
      `SELECT status, count(*)::int AS n FROM items WHERE project_id = $1 GROUP BY status ORDER BY status`,
      [projectId],
    );
    expect(Object.fromEntries(statuses.rows.map((r) => [r.status, r.n]))).toEqual({
      agreed: rows.length - disagreeing.length,
      disagreement: disagreeing.length,
    });

    // Agreement: `grade`, nominal, pooled over the items' first two annotations (Ana's then Ben's here).
    const report = await asLead(agreementRoute, projectId, { method: "GET" });
    expect(report.status).toBe(200);
    const grade = (report.json!.fields as Record<string, Json>).grade;
    expect(grade.n).toBe(rows.length);
    expect(Math.abs((grade.kappa as number) - sklearnKappa(vectors.a, vectors.b))).toBeLessThan(
      1e-9,
    );
    expect(grade).toHaveProperty("ci95");
    expect(grade).toHaveProperty("ac1");
    expect(grade).toHaveProperty("pabak");
    expect(Object.keys(report.json!.by_model as Json)).toEqual(["gpt-4o"]);

    // Cy adjudicates every disagreement, taking Ben's grade.
    const asCy = await client(cy.id);
    for (;;) {
      const adj = await asCy(adjudicationNext, projectId);
      if (adj.status === 204) break;
      expect(adj.status).toBe(200);
      expect(JSON.stringify(adj.json)).not.toContain("simpledevqa-grader");
      const resolved = await asCy(resolveRoute, adj.json!.adjudication_id as number, {
        body: { choice: "b", rationale: "B read the reference right" },
      });
      expect(resolved.status).toBe(201);
    }

    const exported = await asLead(exportRoute, projectId, { method: "GET", query: "?status=gold" });
    expect(exported.status).toBe(200);
    const lines = exported.text
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l) as Json);
    expect(lines).toHaveLength(rows.length);
    for (const line of lines) {
      const id = line.external_id as string;
      const row = rows.find((r) => `gpt-4o:${r.source_row}` === id)!;
      expect(line).toMatchObject({
        kind: "model_answer",
        status: "gold",
        source: disagreeing.includes(id) ? "adjudicated" : "unanimous",
        question: row.problem,
        reference_answer: row.golden_answer,
        predicted_answer: row.predict_answer,
        model: "gpt-4o",
        run: null,
        qa_external_id: null,
        gold: { grade: disagreeing.includes(id) ? benGrade(id) : anaGrade(id), notes: "" },
      });
      expect((line.annotations as unknown[]).length).toBe(2);
    }
  });
});
