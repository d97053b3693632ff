// The fifth kind end to end, on the real SimpleDevQA eval sample: the simpledevqa-eval preset's
// import (with the grader's letters as machine labels), two people grading through the API,
// agreed and disagreeing items, adjudication, the export, and the `grade` kappa against
// scikit-learn's cohen_kappa_score on the same vectors.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { parse } from "csv-parse/sync";
import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { POST as resolveRoute } from "@/app/api/v1/adjudications/[id]/resolve/route";
import { GET as assignmentRoute } from "@/app/api/v1/assignments/[id]/route";
import { POST as skipRoute } from "@/app/api/v1/assignments/[id]/skip/route";
import { POST as submitRoute } from "@/app/api/v1/assignments/[id]/submit/route";
import { POST as adjudicationNext } from "@/app/api/v1/projects/[id]/adjudication/next/route";
import { GET as agreementRoute } from "@/app/api/v1/projects/[id]/agreement/route";
import { GET as exportRoute } from "@/app/api/v1/projects/[id]/export/route";
import { POST as itemsRoute } from "@/app/api/v1/projects/[id]/items/route";
import { PATCH as projectRoute } from "@/app/api/v1/projects/[id]/route";
import { POST as queueNext } from "@/app/api/v1/projects/[id]/queue/next/route";
import { createApiToken } from "@/lib/auth/api-tokens";
import { pgPool } from "@/lib/db/pg-pool";
import { makeProject, makeUser } from "../factories";
import { realDataPath } from "../real-data-path";

type Json = Record<string, unknown>;
type Route = (req: NextRequest, ctx: { params: Promise<{ id: string }> }) => Promise<Response>;

const sampleBytes = readFileSync(realDataPath("simpledevqa", "eval_gpt-4o.sample.csv"));
const rows = parse<Record<string, string>>(sampleBytes, { columns: true });
const letterGrade: Record<string, string> = { A: "correct", B: "incorrect", C: "not_attempted" };

async function client(userId: number) {
  const { token } = await createApiToken({ userId, name: "test" });
  return async (
    route: Route,
    id: number,
    init: {
      method?: string;
      body?: string | Uint8Array | Json;
      query?: string;
      type?: string;
    } = {},
  ) => {
    const body =
      init.body === undefined
        ? undefined
        : typeof init.body === "string" || init.body instanceof Uint8Array
          ? init.body
          : JSON.stringify(init.body);
    const req = new NextRequest(`http://localhost/api/v1/x/${id}${init.query ?? ""}`, {
      method: init.method ?? "POST",
      headers: {
        authorization: `Bearer ${token}`,
        "content-type": init.type ?? "application/json",
      },
      body: body as BodyInit | undefined,
    });
    const res = await route(req, { params: Promise.resolve({ id: String(id) }) });
    const text = await res.text();
    let json: Json | null = null;
    try {
      json = text ? (JSON.parse(text) as Json) : null;
    } catch {
      json = null;
    }
    return { status: res.status, json, text };
  };
}

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

/** A model_answer project with two annotators (Ana, Ben) and an adjudicator (Cy). */
async function gradingProject() {
  const [ana, ben, cy] = [
    await makeUser("annotator"),
    await makeUser("annotator"),
    await makeUser("annotator"),
  ];
  const { id: projectId, lead } = await makeProject({
    kind: "model_answer",
    members: [
      [ana, "annotator"],
      [ben, "annotator"],
      [cy, "adjudicator"],
    ],
  });
  return { ana, ben, cy, projectId, lead };
}

const csvQuery = "?format=csv&preset=simpledevqa-eval&file_name=gpt-4o_results_eval_new.csv";

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

  it("hides the model's name from annotators when the project says so, external id included, and refuses a grade outside the project's", async () => {
    const { ana, ben, cy, projectId, lead } = await gradingProject();
    const asLead = await client(lead.id);
    const patched = await asLead(projectRoute, projectId, {
      method: "PATCH",
      body: { settings: { hide_model: true, grade_labels: ["right: says it", "wrong: does not"] } },
    });
    expect(patched.status).toBe(200);
    expect(
      (
        await asLead(itemsRoute, projectId, {
          body: new Uint8Array(sampleBytes),
          query: csvQuery,
          type: "text/csv",
        })
      ).status,
    ).toBe(201);
    const asAna = await client(ana.id);
    const claim = await asAna(queueNext, projectId);
    expect(claim.status).toBe(200);
    const item = claim.json!.item as { id: number; external_id: string; fields: Json };
    expect(item.fields.model).toBeNull();
    // The external id (`gpt-4o:<row>`) names the model too: annotators get an opaque label instead.
    expect(claim.text).not.toContain("gpt-4o");
    expect(item.external_id).toMatch(/^item-[0-9a-f]{8}$/);
    expect(item.fields.grade_labels).toEqual([
      { label: "right", definition: "says it" },
      { label: "wrong", definition: "does not" },
    ]);
    const assignmentId = claim.json!.assignment_id as number;
    // The same label wherever the annotator meets the item again (the assignment, once submitted).
    const reopened = await asAna(assignmentRoute, assignmentId, { method: "GET" });
    expect(reopened.status).toBe(200);
    expect(reopened.text).not.toContain("gpt-4o");
    expect((reopened.json!.item as { external_id: string }).external_id).toBe(item.external_id);
    const refused = await asAna(submitRoute, assignmentId, {
      body: { annotation: { grade: "correct" } },
    });
    expect(refused.status).toBe(422);
    expect(refused.json).toMatchObject({
      error: {
        details: { fields: { grade: ["must be one of the project's grades: right, wrong"] } },
      },
    });
    expect(refused.text).not.toContain("gpt-4o");
    const submitted = await asAna(submitRoute, assignmentId, {
      body: { annotation: { grade: "wrong" } },
    });
    expect(submitted.status).toBe(201);
    expect(submitted.text).not.toContain("gpt-4o");
    const after = await asAna(assignmentRoute, assignmentId, { method: "GET" });
    expect(after.json).toMatchObject({
      status: "submitted",
      item: { external_id: item.external_id },
    });
    expect(after.text).not.toContain("gpt-4o");
    // Another item, skipped: its views do not name the model either.
    const next = await asAna(queueNext, projectId);
    expect(next.text).not.toContain("gpt-4o");
    const skipped = await asAna(skipRoute, next.json!.assignment_id as number, {
      body: { reason: "unsure" },
    });
    expect(skipped.status).toBe(200);
    expect(
      (await asAna(assignmentRoute, next.json!.assignment_id as number, { method: "GET" })).text,
    ).not.toContain("gpt-4o");

    // Ben grades the first item differently; Cy, the adjudicator, sees its external id and model.
    const asBen = await client(ben.id);
    for (;;) {
      const c = await asBen(queueNext, projectId);
      expect(c.text).not.toContain("gpt-4o");
      if ((c.json!.item as { id: number }).id === item.id) {
        expect((c.json!.item as { external_id: string }).external_id).toBe(item.external_id);
        expect(
          (
            await asBen(submitRoute, c.json!.assignment_id as number, {
              body: { annotation: { grade: "right" } },
            })
          ).status,
        ).toBe(201);
        break;
      }
      expect(
        (await asBen(skipRoute, c.json!.assignment_id as number, { body: { reason: "later" } }))
          .status,
      ).toBe(200);
    }
    const adj = await (await client(cy.id))(adjudicationNext, projectId);
    expect(adj.status).toBe(200);
    const { rows: own } = await pgPool().query<{ external_id: string }>(
      `SELECT external_id FROM items WHERE id = $1`,
      [item.id],
    );
    expect(adj.json!.item).toMatchObject({
      external_id: own[0].external_id,
      fields: { model: "gpt-4o" },
    });
  });

  it("records the grader's letters outside a project's grades as invalid outputs of its run, not as labels", async () => {
    const { id: projectId, lead } = await makeProject({ kind: "model_answer" });
    const asLead = await client(lead.id);
    // No `incorrect`: the sample's B letters are outside the project's grades.
    const patched = await asLead(projectRoute, projectId, {
      method: "PATCH",
      body: { settings: { grade_labels: ["correct: says it", "not_attempted: declines"] } },
    });
    expect(patched.status).toBe(200);
    expect(
      (
        await asLead(itemsRoute, projectId, {
          body: new Uint8Array(sampleBytes),
          query: csvQuery,
          type: "text/csv",
        })
      ).status,
    ).toBe(201);
    const labels = await pgPool().query<{ external_id: string; grade: string }>(
      `SELECT i.external_id, a.data ->> 'grade' AS grade FROM annotations a JOIN items i ON i.id = a.item_id WHERE i.project_id = $1 AND a.machine_annotator = 'simpledevqa-grader' ORDER BY i.external_id`,
      [projectId],
    );
    const failures = await pgPool().query<{
      external_id: string;
      type: string;
      message: string;
      raw: string;
      run: string;
    }>(
      `SELECT i.external_id, f.type::text AS type, f.message, f.raw, r.name AS run FROM machine_failures f JOIN items i ON i.id = f.item_id JOIN machine_runs r ON r.id = f.run_id
        WHERE i.project_id = $1 ORDER BY i.external_id`,
      [projectId],
    );
    const byLetter = (letter: string) =>
      rows
        .filter((r) => r.grade_letter === letter)
        .map((r) => `gpt-4o:${r.source_row}`)
        .sort();
    expect(byLetter("B").length).toBeGreaterThan(0);
    expect(labels.rows.map((r) => r.external_id).sort()).toEqual(byLetter("A"));
    expect(labels.rows.every((r) => r.grade === "correct")).toBe(true);
    expect(failures.rows.map((r) => r.external_id).sort()).toEqual(byLetter("B"));
    for (const f of failures.rows) {
      expect(f).toMatchObject({
        type: "invalid",
        run: "simpledevqa-grader",
        message: expect.stringContaining("annotation.grade"),
      });
      expect(JSON.parse(f.raw)).toMatchObject({ grade: "incorrect" });
    }
  });

  it("refuses a file with an unknown grade letter, naming its line and field, and writes nothing", async () => {
    const { id: projectId, lead } = await makeProject({ kind: "model_answer" });
    const asLead = await client(lead.id);
    const csv =
      "problem,golden_answer,predict_answer,grade_letter,language\nQ0,R0,P0,A,English\nQ1,R1,P1,X,Chinese\n";
    const refused = await asLead(itemsRoute, projectId, {
      body: csv,
      query: "?format=csv&preset=simpledevqa-eval&set=model:m",
      type: "text/csv",
    });
    expect(refused.status).toBe(422);
    expect(refused.json).toMatchObject({
      error: {
        details: {
          errors: [
            {
              line: 3,
              external_id: "m:1",
              field: "grade_letter",
              message: expect.stringContaining('not "X"'),
            },
          ],
        },
      },
    });
    const { rows: left } = await pgPool().query(`SELECT 1 FROM items WHERE project_id = $1`, [
      projectId,
    ]);
    expect(left).toHaveLength(0);
  });
});
