import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { POST as submitRoute } from "@/app/api/v1/assignments/[id]/submit/route";
import { PUT as goldRoute } from "@/app/api/v1/items/[id]/gold/route";
import { POST as resolveRoute } from "@/app/api/v1/adjudications/[id]/resolve/route";
import { claimNextAdjudication } from "@/lib/adjudication/claim-next-adjudication";
import { createApiToken } from "@/lib/auth/api-tokens";
import { db } from "@/lib/db";
import { claimNextItem } from "@/lib/queue/claim-next-item";
import { saveDraft } from "@/lib/queue/save-draft";
import { submitAnnotation } from "@/lib/queue/submit-annotation";
import { makeQueueProject, sampleAnnotation } from "../concurrency/queue-fixtures";

type Route = (req: NextRequest, ctx: { params: Promise<{ id: string }> }) => Promise<Response>;

async function call(userId: number, route: Route, id: number, method: string, body: unknown) {
  const { token } = await createApiToken({ userId, name: "test" });
  const req = new NextRequest(`http://localhost/api/v1/x/${id}`, {
    method,
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const res = await route(req, { params: Promise.resolve({ id: String(id) }) });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

// "Correct" says the reference answer needs no correction; a corrected answer beside it contradicts that (SPEC §2, §3).
const contradictory = { ...sampleAnnotation("qa_pair"), final_answer: "http.ListenAndServe" };
const fieldMessage = (prefix: string) => ({
  error: {
    code: "validation_failed",
    details: { fields: { [`${prefix}final_answer`]: [expect.any(String)] } },
  },
});

describe("a QA answer label 'correct' with a corrected answer is refused everywhere", () => {
  it("on submit: 422 on final_answer, nothing written, the draft kept", async () => {
    const {
      projectId,
      annotators: [a],
    } = await makeQueueProject({ kind: "qa_pair", items: 1, annotators: 2 });
    const claim = (await claimNextItem({ actor: a, projectId }))!;
    await saveDraft({ actor: a, assignmentId: claim.assignmentId, draft: contradictory });
    const res = await call(a.id, submitRoute, claim.assignmentId, "POST", {
      annotation: contradictory,
    });
    expect(res).toMatchObject({ status: 422, json: fieldMessage("") });
    expect(await db.annotation.count({ where: { item: { projectId } } })).toBe(0);
    expect(
      await db.assignment.findUniqueOrThrow({
        where: { id: claim.assignmentId },
        select: { status: true, draft: true },
      }),
    ).toEqual({ status: "active", draft: contradictory });
  });

  it("on resolve (the merge editor): 422 on gold.final_answer, the item still in adjudication", async () => {
    const { projectId, lead, annotators } = await makeQueueProject({
      kind: "qa_pair",
      items: 1,
      annotators: 2,
    });
    for (const [i, actor] of annotators.entries()) {
      const claim = (await claimNextItem({ actor, projectId }))!;
      await submitAnnotation({
        actor,
        assignmentId: claim.assignmentId,
        annotation: sampleAnnotation("qa_pair", i === 0 ? 0 : 2),
      });
    }
    const view = (await claimNextAdjudication({ actor: lead, projectId }))!;
    const res = await call(lead.id, resolveRoute, view.adjudicationId, "POST", {
      choice: "merged",
      gold: contradictory,
      rationale: "merge",
    });
    expect(res).toMatchObject({ status: 422, json: fieldMessage("gold.") });
    expect(
      await db.item.findFirstOrThrow({
        where: { projectId },
        select: { status: true, gold: true },
      }),
    ).toEqual({ status: "in_adjudication", gold: null });
  });

  it("on a lead's gold edit: 422 on gold.final_answer, the gold unchanged", async () => {
    const { projectId, lead, annotators } = await makeQueueProject({
      kind: "qa_pair",
      items: 1,
      annotators: 2,
    });
    for (const [i, actor] of annotators.entries()) {
      const claim = (await claimNextItem({ actor, projectId }))!;
      await submitAnnotation({
        actor,
        assignmentId: claim.assignmentId,
        annotation: sampleAnnotation("qa_pair", i as 0 | 1),
      });
    }
    const item = await db.item.findFirstOrThrow({
      where: { projectId },
      select: { id: true, status: true, gold: { select: { data: true } } },
    });
    expect(item.status).toBe("agreed");
    const res = await call(lead.id, goldRoute, item.id, "PUT", {
      gold: contradictory,
      rationale: "fix",
    });
    expect(res).toMatchObject({ status: 422, json: fieldMessage("gold.") });
    expect(
      await db.goldRecord.findUniqueOrThrow({
        where: { itemId: item.id },
        select: { source: true, data: true },
      }),
    ).toEqual({ source: "unanimous", data: item.gold!.data });
  });
});
