// The simpledevqa-eval preset's grader letters on import: outside the project's grades, and unknown.
import { describe, expect, it } from "vitest";
import { POST as itemsRoute } from "@/app/api/v1/projects/[id]/items/route";
import { PATCH as projectRoute } from "@/app/api/v1/projects/[id]/route";
import { pgPool } from "@/lib/db/pg-pool";
import { makeProject } from "../factories";
import { client, csvQuery, rows, sampleBytes } from "./helpers/model-answer-fixtures";

describe("model_answer: the eval sample through the preset, graded by two people", () => {
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
