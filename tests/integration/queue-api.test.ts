import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { GET as getAssignmentRoute } from "@/app/api/v1/assignments/[id]/route";
import { PUT as putDraft } from "@/app/api/v1/assignments/[id]/draft/route";
import { POST as release } from "@/app/api/v1/assignments/[id]/release/route";
import { POST as skip } from "@/app/api/v1/assignments/[id]/skip/route";
import { POST as submit } from "@/app/api/v1/assignments/[id]/submit/route";
import { POST as next } from "@/app/api/v1/projects/[id]/queue/next/route";
import { GET as progress } from "@/app/api/v1/projects/[id]/queue/progress/route";
import { createApiToken } from "@/lib/auth/api-tokens";
import { makeQueueProject, sampleAnnotation } from "../concurrency/queue-fixtures";

type Route = (req: NextRequest, ctx: { params: Promise<{ id: string }> }) => Promise<Response>;

async function client(userId: number) {
  const { token } = await createApiToken({ userId, name: "test" });
  return async (
    route: Route,
    id: number | string,
    init: { method?: string; body?: unknown } = {},
  ) => {
    const req = new NextRequest(`http://localhost/api/v1/x/${id}`, {
      method: init.method ?? "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body:
        init.body === undefined
          ? undefined
          : typeof init.body === "string"
            ? init.body
            : JSON.stringify(init.body),
    });
    const res = await route(req, { params: Promise.resolve({ id: String(id) }) });
    const text = await res.text();
    return {
      status: res.status,
      json: text ? (JSON.parse(text) as Record<string, unknown>) : null,
    };
  };
}

describe("queue API", () => {
  it("claims, autosaves, submits (201 again on retry) and answers 204 when nothing is left", async () => {
    const {
      projectId,
      annotators: [a, b],
    } = await makeQueueProject({ kind: "generated_comment", items: 1, annotators: 2 });
    const asA = await client(a.id);
    const asB = await client(b.id);
    const claim = await asA(next, projectId);
    expect(claim.status).toBe(200);
    expect(Object.keys(claim.json!).sort()).toEqual([
      "assignment_id",
      "draft",
      "item",
      "lease_expires_at",
      "progress",
    ]);
    expect(claim.json).toMatchObject({
      item: {
        fields: {
          kind: "generated_comment",
          code_prefix: expect.any(String),
          predicted_comment: expect.any(String),
        },
      },
      progress: { project: { items: 1, annotations_needed: 2 } },
    });
    const id = claim.json!.assignment_id as number;

    expect(
      (await asA(putDraft, id, { method: "PUT", body: { draft: { accuracy: "correct" } } })).status,
    ).toBe(200);
    expect((await asA(getAssignmentRoute, id, { method: "GET" })).json).toMatchObject({
      assignment_id: id,
      status: "active",
      draft: { accuracy: "correct" },
    });
    expect((await asB(getAssignmentRoute, id, { method: "GET" })).status).toBe(404);

    expect((await asA(submit, id, { body: { annotation: { accuracy: "great" } } })).status).toBe(
      422,
    );
    expect((await asA(submit, id, { body: "{oops" })).status).toBe(400);
    const first = await asA(submit, id, {
      body: { annotation: sampleAnnotation("generated_comment"), time_spent_ms: 1234 },
    });
    expect(first).toMatchObject({ status: 201, json: { annotation_id: expect.any(Number) } });
    expect(first.json).not.toHaveProperty("item_status"); // would tell the annotator what the other chose
    expect(
      await asA(submit, id, {
        body: { annotation: sampleAnnotation("generated_comment"), time_spent_ms: 1234 },
      }),
    ).toEqual(first);
    expect(
      (await asA(submit, id, { body: { annotation: sampleAnnotation("generated_comment", 2) } }))
        .status,
    ).toBe(409);
    expect((await asA(next, projectId)).status).toBe(204);
    expect((await asA(progress, projectId, { method: "GET" })).json).toMatchObject({
      mine: { submitted: 1, skipped: 0 },
    });

    const claimB = await asB(next, projectId);
    expect((await asB(release, claimB.json!.assignment_id as number)).json).toEqual({
      assignment_id: claimB.json!.assignment_id as number,
      status: "released",
    });
    const again = await asB(next, projectId);
    expect((await asB(skip, again.json!.assignment_id as number, { body: {} })).status).toBe(422);
    expect(
      (
        await asB(skip, again.json!.assignment_id as number, {
          body: { reason: "Greek is not my language" },
        })
      ).json,
    ).toMatchObject({ status: "skipped" });
    expect((await asB(next, projectId)).status).toBe(204);
    expect((await asB(next, "abc")).status).toBe(404);
  });
});
