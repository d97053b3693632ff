import { describe, expect, it } from "vitest";
import { POST as checkItemsRoute } from "@/app/api/v1/projects/[id]/check-items/route";
import { POST as resumeRoute } from "@/app/api/v1/projects/[id]/annotators/[userId]/resume/route";
import { POST as nextRoute } from "@/app/api/v1/projects/[id]/queue/next/route";
import { POST as submitRoute } from "@/app/api/v1/assignments/[id]/submit/route";
import { claimNextAdjudication } from "@/lib/adjudication/claim-next-adjudication";
import { resolveAdjudication } from "@/lib/adjudication/resolve-adjudication";
import { getProjectAgreement } from "@/lib/agreement/data/get-project-agreement";
import type { SessionUser } from "@/lib/auth/session-user";
import { db } from "@/lib/db";
import { openExportStream } from "@/lib/export/open-export-stream";
import { updateProject } from "@/lib/projects/update-project";
import { claimNextItem } from "@/lib/queue/claim-next-item";
import { getQueueProgress } from "@/lib/queue/get-queue-progress";
import { submitAnnotation } from "@/lib/queue/submit-annotation";
import { getProjectScorecards } from "@/lib/scorecards/get-project-scorecards";
import { sampleAnnotation } from "../concurrency/queue-fixtures";
import { callRoute } from "./helpers/call-route";
import { auth, checkProject, isCheck, work } from "./helpers/check-fixtures";

/** Keys and value types, recursively: what the blinding test compares. */
function shape(value: unknown): unknown {
  if (Array.isArray(value)) return value.length ? [shape(value[0])] : [];
  if (value !== null && typeof value === "object")
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([k, v]) => [k, shape(v)]),
    );
  return value === null ? "null" : typeof value;
}

describe("check items (SPEC §2, decision 025)", () => {
  it("marks only gold items: others are a 422 naming each id and why, and nothing is written; unmarking is audited too", async () => {
    const { projectId, lead, ana } = await checkProject({
      items: 3,
      gold: 1,
      checks: 0,
      settings: {},
    });
    const post = async (body: unknown, who = lead) =>
      callRoute(checkItemsRoute, {
        method: "POST",
        params: { id: String(projectId) },
        headers: await auth(who),
        body: JSON.stringify(body),
      });
    const bad = await post({ external_ids: ["q-000000", "q-000001", "nope"] });
    expect(bad.status).toBe(422);
    expect(bad.json.error?.details?.errors).toEqual([
      {
        external_id: "q-000001",
        message: "the item is pending: only items with a gold record can be check items",
      },
      { external_id: "nope", message: "no item with this external id in the project" },
    ]);
    expect(await db.checkItem.count({ where: { projectId } })).toBe(0);
    expect((await post({ external_ids: [] })).json.error?.details?.fields).toEqual({
      external_ids: ["name at least one item"],
    });
    expect((await post({ external_ids: ["q-000000"] }, ana)).status).toBe(403);
    expect((await post({ external_ids: ["q-000000"] })).json).toEqual({
      check: true,
      changed: 1,
      unchanged: 0,
    });
    expect((await post({ external_ids: ["q-000000"] })).json).toEqual({
      check: true,
      changed: 0,
      unchanged: 1,
    });
    expect((await post({ external_ids: ["q-000000"], check: false })).json).toEqual({
      check: false,
      changed: 1,
      unchanged: 0,
    });
    const events = await db.auditEvent.findMany({
      where: { projectId, action: { startsWith: "item.check_" } },
      orderBy: { id: "asc" },
      select: { action: true, actorId: true },
    });
    expect(events).toEqual([
      { action: "item.check_marked", actorId: lead.id },
      { action: "item.check_unmarked", actorId: lead.id },
    ]);
  });

  it("never serves a check item to its own annotators, nor twice to one person", async () => {
    const { projectId, ana, ben, cy, checkIds } = await checkProject({
      items: 8,
      gold: 3,
      checks: 3,
      settings: { checkRate: 1 },
    });
    // At rate 1 every claim is a check while one is left: Ana and Ben annotated all three, so they get none.
    for (const who of [ana, ben])
      expect(await work(who, projectId)).toEqual({ externalId: "q-000003", isCheck: false });
    const cys = [
      await work(cy, projectId),
      await work(cy, projectId),
      await work(cy, projectId),
      await work(cy, projectId),
    ];
    expect(cys.slice(0, 3)).toEqual(checkIds.map((externalId) => ({ externalId, isCheck: true })));
    expect(cys[3]).toEqual({ externalId: "q-000004", isCheck: false });
    expect(await db.assignment.count({ where: { projectId, userId: cy.id, isCheck: true } })).toBe(
      3,
    );
  });

  it("never serves a check item to the member who adjudicated it", async () => {
    const { projectId, lead, ana, ben, cy, dan } = await checkProject({
      items: 3,
      gold: 0,
      checks: 0,
      settings: {},
    });
    for (const [who, variant] of [
      [ana, 0],
      [ben, 2],
    ] as const) {
      const claim = await claimNextItem({ actor: who, projectId });
      await submitAnnotation({
        actor: who,
        assignmentId: claim!.assignmentId,
        annotation: sampleAnnotation("generated_comment", variant),
      });
    }
    const view = await claimNextAdjudication({ actor: cy, projectId });
    await resolveAdjudication({
      actor: cy,
      adjudicationId: view!.adjudicationId,
      input: { choice: "a" },
    });
    const res = await callRoute(checkItemsRoute, {
      method: "POST",
      params: { id: String(projectId) },
      headers: await auth(lead),
      body: JSON.stringify({ external_ids: ["q-000000"] }),
    });
    expect(res.status, res.text).toBe(200);
    await updateProject({ actor: lead, projectId, input: { settings: { checkRate: 1 } } });
    expect(await work(cy, projectId)).toEqual({ externalId: "q-000001", isCheck: false });
    expect(await work(dan, projectId)).toEqual({ externalId: "q-000000", isCheck: true });
  });

  it("routes check items like any item: only in the member's languages; the quota ends check claims too", async () => {
    const { projectId, lead, cy, dan } = await checkProject({
      items: 6,
      gold: 3,
      checks: 3,
      settings: { checkRate: 1 },
    });
    const langs = ["el", "zh", "el", "zh", "zh", "zh"];
    for (const [i, language] of langs.entries())
      await db.item.updateMany({
        where: { projectId, externalId: `q-${String(i).padStart(6, "0")}` },
        data: { language },
      });
    await db.projectMember.updateMany({
      where: { projectId, userId: cy.id },
      data: { languages: ["zh"] },
    });
    // Saw it fail before the check function read the languages: Cy was served q-000000 (Greek) first.
    expect(await work(cy, projectId)).toEqual({ externalId: "q-000001", isCheck: true });
    expect(await work(cy, projectId)).toEqual({ externalId: "q-000003", isCheck: false });
    await updateProject({ actor: lead, projectId, input: { settings: { quota: 1 } } });
    expect(await work(dan, projectId)).toEqual({ externalId: "q-000000", isCheck: true });
    expect(await work(dan, projectId)).toBeNull();
  });

  it("serves checks at check_rate for a fixed sequence of claims: every 4th at 0.25", async () => {
    const { projectId, dan } = await checkProject({
      items: 14,
      gold: 3,
      checks: 3,
      settings: { checkRate: 0.25 },
    });
    const seq: boolean[] = [];
    for (let n = 0; n < 13; n++) seq.push((await work(dan, projectId))!.isCheck);
    expect(seq.map((c, i) => (c ? i + 1 : 0)).filter(Boolean)).toEqual([4, 8, 12]);
  });

  it("an answer changes no item's status, gold, annotation count, agreement or export; it is scored for the scorecard", async () => {
    const { projectId, lead, cy } = await checkProject({
      items: 4,
      gold: 2,
      checks: 2,
      settings: { checkRate: 1 },
    });
    const exportText = async () =>
      new Response(
        (
          await openExportStream({
            actor: lead,
            projectId,
            statuses: ["gold", "unresolved"],
            identities: "emails",
          })
        ).stream,
      ).text();
    const snapshot = async () => ({
      items: await db.item.findMany({
        where: { projectId },
        orderBy: { id: "asc" },
        select: {
          status: true,
          annotationCount: true,
          gold: { select: { data: true, source: true } },
        },
      }),
      annotations: await db.annotation.count({ where: { item: { projectId } } }),
      agreement: await getProjectAgreement({ actor: lead, projectId }),
      export: await exportText(),
    });
    const before = await snapshot();
    expect(await work(cy, projectId, 2)).toEqual({ externalId: "q-000000", isCheck: true });
    expect(await work(cy, projectId, 0)).toEqual({ externalId: "q-000001", isCheck: true });
    expect(await snapshot()).toEqual(before);
    expect(
      (
        await db.checkAnswer.findMany({
          where: { projectId, userId: cy.id },
          orderBy: { id: "asc" },
        })
      ).map((a) => a.score),
    ).toEqual([0, 1]);
    const card = (await getProjectScorecards({ actor: lead, projectId })).annotators.find(
      (c) => c.userId === cy.id,
    )!;
    expect(card).toMatchObject({ submitted: 0, checks: { n: 2, meanScore: 0.5, paused: null } });
    // Their own progress moves as for any submit (blind: a check is not told apart by it).
    expect((await getQueueProgress({ actor: cy, projectId })).mine.submitted).toBe(2);
  });

  it("pauses an annotator whose last check_min checks score below check_pass (204, as an empty queue); the lead resumes them", async () => {
    const { projectId, lead, cy } = await checkProject({
      items: 6,
      gold: 2,
      checks: 2,
      settings: { checkRate: 1, checkMin: 2, checkPass: 0.5 },
    });
    expect(await work(cy, projectId, 2)).toMatchObject({ isCheck: true });
    expect(await work(cy, projectId, 2)).toMatchObject({ isCheck: true });
    const next = await callRoute(nextRoute, {
      method: "POST",
      params: { id: String(projectId) },
      headers: await auth(cy),
    });
    expect(next.status).toBe(204);
    expect(await db.item.count({ where: { projectId, status: "pending" } })).toBe(4);
    const card = (await getProjectScorecards({ actor: lead, projectId })).annotators.find(
      (c) => c.userId === cy.id,
    )!;
    expect(card.checks.paused?.reason).toBe(
      "0 of the last 2 check items right (0 %), below the 50 % needed",
    );
    expect(
      await db.auditEvent.count({
        where: { projectId, action: "member.paused", entityId: `${projectId}:${cy.id}` },
      }),
    ).toBe(1);

    const resume = (who: SessionUser) =>
      auth(who).then((headers) =>
        callRoute(resumeRoute, {
          method: "POST",
          params: { id: String(projectId), userId: String(cy.id) },
          headers,
        }),
      );
    expect((await resume(cy)).status).toBe(403);
    expect((await resume(lead)).json).toEqual({ user_id: cy.id, paused: false });
    expect((await resume(lead)).status).toBe(409);
    expect(
      await db.auditEvent.count({
        where: { projectId, action: "member.resumed", actorId: lead.id },
      }),
    ).toBe(1);
    expect(await work(cy, projectId)).toEqual({ externalId: "q-000002", isCheck: false });
    expect(
      (await getProjectScorecards({ actor: lead, projectId })).annotators.find(
        (c) => c.userId === cy.id,
      )!.checks.paused,
    ).toBeNull();
  });

  it("blinding: a check claim and an ordinary claim answer in the same shape, and so do their submits", async () => {
    const { projectId, cy, dan } = await checkProject({
      items: 4,
      gold: 1,
      checks: 1,
      settings: { checkRate: 1 },
    });
    const claim = async (who: SessionUser) =>
      callRoute(nextRoute, {
        method: "POST",
        params: { id: String(projectId) },
        headers: await auth(who),
      });
    const check = await claim(cy);
    // Dan's first claim is a check too; he submits it, and his next one is ordinary.
    const first = await claim(dan);
    const submit = async (who: SessionUser, id: unknown) =>
      callRoute(submitRoute, {
        method: "POST",
        params: { id: String(id) },
        headers: await auth(who),
        body: JSON.stringify({
          annotation: sampleAnnotation("generated_comment", 0),
          time_spent_ms: 1000,
        }),
      });
    await submit(dan, first.json.assignment_id);
    const ordinary = await claim(dan);
    expect(await isCheck(check.json.assignment_id as number)).toBe(true);
    expect(await isCheck(ordinary.json.assignment_id as number)).toBe(false);
    expect([check.status, ordinary.status]).toEqual([200, 200]);
    expect(shape(check.json)).toEqual(shape(ordinary.json));
    expect(Object.keys(check.json).sort()).toEqual([
      "assignment_id",
      "draft",
      "item",
      "lease_expires_at",
      "progress",
    ]);
    const [a, b] = [
      await submit(cy, check.json.assignment_id),
      await submit(dan, ordinary.json.assignment_id),
    ];
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(shape(a.json)).toEqual(shape(b.json));
    // A retry of the same answer is accepted, as for an annotation.
    expect((await submit(cy, check.json.assignment_id)).json).toEqual(a.json);
  });
});
