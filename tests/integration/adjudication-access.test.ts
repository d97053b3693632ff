import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { POST as next } from "@/app/api/v1/projects/[id]/adjudication/next/route";
import { POST as resolve } from "@/app/api/v1/adjudications/[id]/resolve/route";
import { GET as exportRoute } from "@/app/api/v1/projects/[id]/export/route";
import { claimNextAdjudication } from "@/lib/adjudication/claim-next-adjudication";
import { resolveAdjudication } from "@/lib/adjudication/resolve-adjudication";
import { createApiToken } from "@/lib/auth/api-tokens";
import type { SessionUser } from "@/lib/auth/session-user";
import { addProjectMember } from "@/lib/projects/add-project-member";
import type { ProjectSettings } from "@/lib/projects/project-settings";
import { claimNextItem } from "@/lib/queue/claim-next-item";
import { submitAnnotation } from "@/lib/queue/submit-annotation";
import { makeQueueProject } from "../concurrency/queue-fixtures";
import { makeUser } from "../factories";

/** Ana and Ben disagree on the project's only item. */
async function disagreement(settings: Partial<ProjectSettings> = {}) {
  const {
    projectId,
    lead,
    annotators: [ana, ben],
  } = await makeQueueProject({ kind: "dialogue", items: 1, annotators: 2, settings });
  const labels = [{ dev_related: true, task_category: "debugging" }, { dev_related: false }];
  for (const [i, actor] of [ana, ben].entries()) {
    const claim = await claimNextItem({ actor, projectId });
    await submitAnnotation({ actor, assignmentId: claim!.assignmentId, annotation: labels[i] });
  }
  return { projectId, lead, ana, ben };
}

async function call(
  handler: typeof next,
  user: SessionUser,
  url: string,
  params: { id: string },
  init: { method?: string; body?: unknown } = {},
) {
  const { token } = await createApiToken({ userId: user.id, name: "test" });
  const req = new NextRequest(`http://localhost${url}`, {
    method: init.method ?? "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  return handler(req, { params: Promise.resolve(params) });
}

describe("who may adjudicate", () => {
  it("an item's annotator never gets it (204) and cannot resolve it (404, as for no adjudication), even with someone else's claim", async () => {
    const { projectId, lead, ana } = await disagreement();
    const nothing = await call(next, ana, `/api/v1/projects/${projectId}/adjudication/next`, {
      id: String(projectId),
    });
    expect(nothing.status).toBe(204);
    const claimed = await call(next, lead, `/api/v1/projects/${projectId}/adjudication/next`, {
      id: String(projectId),
    });
    expect(claimed.status).toBe(200);
    const body = await claimed.json();
    expect(body).toMatchObject({
      adjudication_id: expect.any(Number),
      item: { kind: "dialogue" },
      differences: expect.arrayContaining(["dev_related"]),
    });
    expect(body.annotations.map((a: { label: string }) => a.label)).toEqual(["A", "B"]);

    const id = String(body.adjudication_id);
    const refused = await call(
      resolve,
      ana,
      `/api/v1/adjudications/${id}/resolve`,
      { id },
      { body: { choice: "a" } },
    );
    expect(refused.status).toBe(404);
    expect(await refused.json()).toEqual({
      error: { code: "not_found", message: "Adjudication not found." },
    });
    const ok = await call(
      resolve,
      lead,
      `/api/v1/adjudications/${id}/resolve`,
      { id },
      { body: { choice: "a", rationale: "" } },
    );
    expect(ok.status).toBe(201);
    expect(await ok.json()).toMatchObject({
      item_status: "gold",
      source: "adjudicated",
      choice: "a",
    });
  });

  it("with adjudicators = leads, only leads and adjudicator members may claim", async () => {
    const { projectId, lead } = await disagreement({ adjudicators: "leads" });
    const [plain, judge, outsider] = [
      await makeUser("annotator"),
      await makeUser("annotator"),
      await makeUser("annotator"),
    ];
    await addProjectMember({
      actor: lead,
      projectId,
      input: { email: plain.email, role: "annotator" },
    });
    await addProjectMember({
      actor: lead,
      projectId,
      input: { email: judge.email, role: "adjudicator" },
    });
    await expect(claimNextAdjudication({ actor: plain, projectId })).rejects.toMatchObject({
      code: "forbidden",
    });
    await expect(claimNextAdjudication({ actor: outsider, projectId })).rejects.toMatchObject({
      code: "not_found",
    });
    const view = await claimNextAdjudication({ actor: judge, projectId });
    expect(view).not.toBeNull();
    // A member the rule leaves out learns nothing about the item either: 404, as for no adjudication.
    await expect(
      resolveAdjudication({
        actor: plain,
        adjudicationId: view!.adjudicationId,
        input: { choice: "a" },
      }),
    ).rejects.toMatchObject({
      code: "not_found",
      message: "Adjudication not found.",
    });
  });

  it("only leads export: an annotator gets 403, a stranger 404; bad options are a 400", async () => {
    const { projectId, lead, ana } = await disagreement();
    const get = (user: SessionUser, query = "") =>
      call(
        exportRoute,
        user,
        `/api/v1/projects/${projectId}/export${query}`,
        { id: String(projectId) },
        { method: "GET" },
      );
    expect((await get(ana)).status).toBe(403);
    expect((await get(await makeUser("annotator"))).status).toBe(404);
    expect((await get(lead, "?status=done")).status).toBe(400);
    const res = await get(lead, "?status=unresolved");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/x-ndjson/);
    expect(res.headers.get("x-accord-line-count")).toBe("1");
    const lines = (await res.text())
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l));
    expect(lines).toMatchObject([
      { status: "unresolved", source: null, gold: null, adjudication: null },
    ]);
  });
});
