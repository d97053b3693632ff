import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { GET as getRoute } from "@/app/api/v1/adjudications/[id]/route";
import { PUT as putDraft } from "@/app/api/v1/adjudications/[id]/draft/route";
import { POST as resolve } from "@/app/api/v1/adjudications/[id]/resolve/route";
import { claimNextAdjudication } from "@/lib/adjudication/claim-next-adjudication";
import { getAdjudication } from "@/lib/adjudication/get-adjudication";
import { createApiToken } from "@/lib/auth/api-tokens";
import type { SessionUser } from "@/lib/auth/session-user";
import { db } from "@/lib/db";
import { addProjectMember } from "@/lib/projects/add-project-member";
import { claimNextItem } from "@/lib/queue/claim-next-item";
import { submitAnnotation } from "@/lib/queue/submit-annotation";
import { makeQueueProject } from "../concurrency/queue-fixtures";
import { makeUser } from "../factories";

const A = { accuracy: "partially_correct", error_codes: ["MS-CC"], notes: "ana" };
const B = { accuracy: "incorrect", error_codes: ["SE-HA3"], notes: "ben" };
const merged = { accuracy: "incorrect", error_codes: ["MS-CC", "SE-HA3"], notes: "" };

/** Ana and Ben disagree on `items` comments; Cy and Dan are members who may adjudicate; Cy holds the first claim. */
async function claimed(items = 1) {
  const {
    projectId,
    lead,
    annotators: [ana, ben],
  } = await makeQueueProject({ kind: "generated_comment", items, annotators: 2 });
  for (let i = 0; i < items; i++) {
    for (const [actor, annotation] of [
      [ana, A],
      [ben, B],
    ] as const) {
      const claim = await claimNextItem({ actor, projectId });
      await submitAnnotation({ actor, assignmentId: claim!.assignmentId, annotation });
    }
  }
  const [cy, dan] = [await makeUser("annotator"), await makeUser("annotator")];
  for (const u of [cy, dan])
    await addProjectMember({
      actor: lead,
      projectId,
      input: { email: u.email, role: "annotator" },
    });
  const view = (await claimNextAdjudication({ actor: cy, projectId }))!;
  return {
    projectId,
    lead,
    ana,
    cy,
    dan,
    id: view.adjudicationId,
    leaseExpiresAt: view.leaseExpiresAt,
  };
}

async function call(
  handler: typeof putDraft,
  user: SessionUser,
  id: number,
  init: { method: string; body?: unknown; raw?: string },
) {
  const { token } = await createApiToken({ userId: user.id, name: "test" });
  const body = init.raw ?? (init.body === undefined ? undefined : JSON.stringify(init.body));
  const req = new NextRequest(`http://localhost/api/v1/adjudications/${id}`, {
    method: init.method,
    headers: {
      authorization: `Bearer ${token}`,
      "content-type": "application/json",
      ...(body === undefined ? {} : { "content-length": String(Buffer.byteLength(body)) }),
    },
    ...(body === undefined ? {} : { body }),
  });
  const res = await handler(req, { params: Promise.resolve({ id: String(id) }) });
  return { status: res.status, json: res.status === 204 ? null : await res.json() };
}

const save = (user: SessionUser, id: number, draft: unknown) =>
  call(putDraft, user, id, { method: "PUT", body: { draft } });
const storedDraft = async (id: number) =>
  (await db.adjudication.findUniqueOrThrow({ where: { id }, select: { draft: true } })).draft;
const inProgress = {
  choice: "merged",
  gold: { accuracy: "incorrect", error_codes: ["MS-CC"], notes: "half done" },
  rationale: "B is closer",
  saved_at: 1_764_000_000_000,
};

describe("PUT /adjudications/{id}/draft", () => {
  it("the holder saves the decision in progress; it renews the lease and comes back with the adjudication", async () => {
    const { cy, id, leaseExpiresAt } = await claimed();
    const res = await save(cy, id, inProgress);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ adjudication_id: id, lease_expires_at: expect.any(String) });
    expect(Date.parse(res.json.lease_expires_at)).toBeGreaterThanOrEqual(
      Date.parse(leaseExpiresAt),
    );
    expect(await storedDraft(id)).toEqual(inProgress);
    expect((await getAdjudication({ actor: cy, adjudicationId: id })).draft).toEqual(inProgress);
    expect((await call(getRoute, cy, id, { method: "GET" })).json).toMatchObject({
      adjudication_id: id,
      draft: inProgress,
    });
    // A later save replaces it; rationale defaults to empty text.
    expect((await save(cy, id, { choice: "b" })).status).toBe(200);
    expect(await storedDraft(id)).toEqual({ choice: "b", rationale: "" });
  });

  it("refuses everyone but the holder: an annotator of the item 404 (as if there were no adjudication), another member 409, a stranger 404; nothing is written", async () => {
    const { ana, cy, dan, id } = await claimed();
    await save(cy, id, inProgress);
    const annotator = await save(ana, id, { choice: "a" });
    expect(annotator).toEqual(await save(ana, 2_000_000_000, { choice: "a" }));
    expect(annotator.status).toBe(404);
    const other = await save(dan, id, { choice: "a" });
    expect(other.status).toBe(409);
    expect(other.json).toMatchObject({ error: { code: "conflict" } });
    expect((await save(await makeUser("annotator"), id, { choice: "a" })).status).toBe(404);
    expect((await save(cy, 2_000_000_000, { choice: "a" })).status).toBe(404);
    expect(await storedDraft(id)).toEqual(inProgress);
  });

  it("an expired lease is not revived by a save (409); once someone else took the item over, the old holder's save is a 409 and the new holder's works", async () => {
    const { cy, dan, id, projectId } = await claimed();
    await save(cy, id, inProgress);
    await db.adjudication.update({
      where: { id },
      data: { leaseExpiresAt: new Date(Date.now() - 1000) },
    });
    const expired = await save(cy, id, { choice: "a", rationale: "late" });
    expect(expired.status).toBe(409);
    expect(expired.json.error.message).toMatch(/expired/);
    expect(await storedDraft(id)).toEqual(inProgress);
    expect(
      (
        await db.adjudication.findUniqueOrThrow({ where: { id }, select: { leaseExpiresAt: true } })
      ).leaseExpiresAt.getTime(),
    ).toBeLessThan(Date.now());

    const taken = (await claimNextAdjudication({ actor: dan, projectId }))!;
    expect(taken.adjudicationId).not.toBe(id);
    const late = await save(cy, id, { choice: "a" });
    expect(late.status).toBe(409);
    expect(late.json.error.message).toMatch(/no longer yours/);
    expect(
      (await save(dan, taken.adjudicationId, { choice: "b", rationale: "mine now" })).status,
    ).toBe(200);
    expect(await storedDraft(id)).toEqual(inProgress);
  });

  it("resolving clears the draft; a save afterwards is a 409", async () => {
    const { cy, id } = await claimed();
    await save(cy, id, inProgress);
    const done = await call(resolve, cy, id, {
      method: "POST",
      body: { choice: "merged", gold: merged, rationale: "both codes apply" },
    });
    expect(done.status).toBe(201);
    expect(await storedDraft(id)).toBeNull();
    const after = await save(cy, id, inProgress);
    expect(after.status).toBe(409);
    expect(await storedDraft(id)).toBeNull();
  });

  it("a refused resolve keeps the draft", async () => {
    const { cy, id } = await claimed();
    await save(cy, id, inProgress);
    const refused = await call(resolve, cy, id, {
      method: "POST",
      body: { choice: "merged", gold: { accuracy: "wrong" }, rationale: "r" },
    });
    expect(refused.status).toBe(422);
    expect(await storedDraft(id)).toEqual(inProgress);
  });

  it.each([
    ["no draft", {}, "draft"],
    ["an unknown choice", { draft: { choice: "c" } }, "draft.choice"],
    ["a missing choice", { draft: { rationale: "x" } }, "draft.choice"],
    ["an unknown field", { draft: { choice: "a", extra: 1 } }, "draft"],
    [
      "a rationale that is too long",
      { draft: { choice: "a", rationale: "x".repeat(5001) } },
      "draft.rationale",
    ],
    ["a non-number saved_at", { draft: { choice: "a", saved_at: "now" } }, "draft.saved_at"],
    [
      "a draft over 512 KB",
      { draft: { choice: "merged", gold: { notes: "x".repeat(600 * 1024) } } },
      "draft",
    ],
  ])("422 for %s, and nothing is written", async (_name, body, field) => {
    const { cy, id } = await claimed();
    await save(cy, id, inProgress);
    const res = await call(putDraft, cy, id, { method: "PUT", body });
    expect(res.status).toBe(422);
    expect(res.json).toMatchObject({
      error: { code: "validation_failed", details: { fields: { [field]: [expect.any(String)] } } },
    });
    expect(await storedDraft(id)).toEqual(inProgress);
  });

  it("400 for a body that is not JSON; 413 for a body far over the limit", async () => {
    const { cy, id } = await claimed();
    expect((await call(putDraft, cy, id, { method: "PUT", raw: "{not json" })).status).toBe(400);
    const huge = await call(putDraft, cy, id, {
      method: "PUT",
      raw: JSON.stringify({ draft: { choice: "a", gold: "x".repeat(1_100_000) } }),
    });
    expect(huge.status).toBe(413);
    expect(await storedDraft(id)).toBeNull();
  });
});
