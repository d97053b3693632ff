// model_answer settings seen by annotators: a hidden model name and the project's own grades.
import { describe, expect, it } from "vitest";
import { GET as assignmentRoute } from "@/app/api/v1/assignments/[id]/route";
import { POST as skipRoute } from "@/app/api/v1/assignments/[id]/skip/route";
import { POST as submitRoute } from "@/app/api/v1/assignments/[id]/submit/route";
import { POST as adjudicationNext } from "@/app/api/v1/projects/[id]/adjudication/next/route";
import { POST as itemsRoute } from "@/app/api/v1/projects/[id]/items/route";
import { PATCH as projectRoute } from "@/app/api/v1/projects/[id]/route";
import { POST as queueNext } from "@/app/api/v1/projects/[id]/queue/next/route";
import { pgPool } from "@/lib/db/pg-pool";
import {
  client,
  csvQuery,
  gradingProject,
  type Json,
  sampleBytes,
} from "./helpers/model-answer-fixtures";

describe("model_answer: the eval sample through the preset, graded by two people", () => {
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
});
