import { describe, expect, it } from "vitest";
import { GET as assignmentRoute } from "@/app/api/v1/assignments/[id]/route";
import { POST as submitRoute } from "@/app/api/v1/assignments/[id]/submit/route";
import { POST as resumeRoute } from "@/app/api/v1/projects/[id]/annotators/[userId]/resume/route";
import { db } from "@/lib/db";
import { getOwnPause } from "@/lib/checks/get-own-pause";
import { updateProject } from "@/lib/projects/update-project";
import { updateProjectMember } from "@/lib/projects/update-project-member";
import { claimNextItem } from "@/lib/queue/claim-next-item";
import { saveDraft } from "@/lib/queue/save-draft";
import { submitAnnotation } from "@/lib/queue/submit-annotation";
import { makeQueueProject, sampleAnnotation } from "../concurrency/queue-fixtures";
import { callRoute } from "./helpers/call-route";
import { auth, checkProject, work } from "./helpers/check-fixtures";

const annotation = sampleAnnotation("generated_comment", 0);
const statusOf = async (id: number) =>
  db.assignment.findUniqueOrThrow({ where: { id }, select: { status: true, draft: true } });

describe("a paused or deactivated member's claims (decision 027)", () => {
  it("a pause gives back the claims the member holds, drafts kept; a paused member cannot submit them by URL; resumed, they claim again", async () => {
    const { projectId, lead, cy } = await checkProject({
      items: 6,
      gold: 2,
      checks: 2,
      settings: {},
    });
    const held = (await claimNextItem({ actor: cy, projectId }))!;
    expect(held.item.externalId).toBe("q-000002");
    await saveDraft({ actor: cy, assignmentId: held.assignmentId, draft: { accuracy: "correct" } });
    // Its lease runs out (the claim is still Cy's and holds the draft); then checks are switched on.
    await db.assignment.update({
      where: { id: held.assignmentId },
      data: { leaseExpiresAt: new Date(Date.now() - 60_000) },
    });
    await updateProject({
      actor: lead,
      projectId,
      input: { settings: { checkRate: 1, checkMin: 1, checkPass: 0.5 } },
    });
    expect(await work(cy, projectId, 2)).toEqual({ externalId: "q-000000", isCheck: true });
    const reason = "0 of the last 1 check items right (0 %), below the 50 % needed";
    expect(await getOwnPause({ actor: cy, projectId })).toMatchObject({ reason });

    // Saw it fail before the pause released claims: the assignment stayed active and its submit was accepted (201).
    expect(await statusOf(held.assignmentId)).toEqual({
      status: "released",
      draft: { accuracy: "correct" },
    });
    expect(
      await db.item.findFirstOrThrow({
        where: { projectId, externalId: "q-000002" },
        select: { status: true },
      }),
    ).toEqual({ status: "pending" });
    // The claim's memory (one-round-trip path), then the load path: both refused, nothing written.
    await expect(
      submitAnnotation({ actor: cy, assignmentId: held.assignmentId, annotation }),
    ).rejects.toMatchObject({
      code: "conflict",
      message: expect.stringMatching(/paused/),
    });
    const headers = await auth(cy);
    const submitted = await callRoute(submitRoute, {
      method: "POST",
      params: { id: String(held.assignmentId) },
      headers,
      body: JSON.stringify({ annotation }),
    });
    expect(submitted.status).toBe(409);
    expect(submitted.json.error?.message).toMatch(/paused/);
    expect(await db.annotation.count({ where: { userId: cy.id } })).toBe(0);
    expect(
      (
        await callRoute(assignmentRoute, {
          method: "GET",
          params: { id: String(held.assignmentId) },
          headers,
        })
      ).json,
    ).toMatchObject({ status: "released" });
    expect(await claimNextItem({ actor: cy, projectId })).toBeNull();

    const resumed = await callRoute(resumeRoute, {
      method: "POST",
      params: { id: String(projectId), userId: String(cy.id) },
      headers: await auth(lead),
    });
    expect(resumed.status).toBe(200);
    expect(await getOwnPause({ actor: cy, projectId })).toBeNull();
    await updateProject({ actor: lead, projectId, input: { settings: { checkRate: null } } });
    // What the refused submit carried is the assignment's draft now; the item comes back to Cy after the untouched ones (stage 4).
    expect(await statusOf(held.assignmentId)).toEqual({ status: "released", draft: annotation });
    expect(await claimNextItem({ actor: cy, projectId })).not.toBeNull();
  });

  it("a member deactivated while holding a claim cannot submit it, also on the one-round-trip path", async () => {
    const {
      projectId,
      lead,
      annotators: [ana],
    } = await makeQueueProject({ kind: "generated_comment", items: 2, annotators: 2 });
    const held = (await claimNextItem({ actor: ana, projectId }))!;
    await updateProjectMember({ actor: lead, projectId, userId: ana.id, input: { active: false } });
    // Saw it fail: the claim's memory checked the role but not that the membership is active, and the submit was accepted.
    await expect(
      submitAnnotation({ actor: ana, assignmentId: held.assignmentId, annotation }),
    ).rejects.toMatchObject({ code: "forbidden" });
    expect(await db.annotation.count({ where: { userId: ana.id } })).toBe(0);
    expect(await statusOf(held.assignmentId)).toMatchObject({ status: "released" });
  });
});
