import { describe, expect, it } from "vitest";
import { getProjectAgreement } from "@/lib/agreement/data/get-project-agreement";
import { getItemMarks } from "@/lib/checks/get-item-marks";
import { listItemMarks } from "@/lib/checks/list-item-marks";
import { db } from "@/lib/db";
import { openExportStream } from "@/lib/export/open-export-stream";
import { pgPool } from "@/lib/db/pg-pool";
import { updateProject } from "@/lib/projects/update-project";
import { claimNextItem } from "@/lib/queue/claim-next-item";
import { getQueueProgress } from "@/lib/queue/get-queue-progress";
import { getProjectScorecards } from "@/lib/scorecards/get-project-scorecards";
import { submitAnnotation } from "@/lib/queue/submit-annotation";
import { sampleAnnotation } from "../concurrency/queue-fixtures";
import { markTraining, qualificationProject, TRAINING_IDS } from "./helpers/qualification-fixtures";
import { qualificationCalls } from "./helpers/qualification-calls";

/** The order an attempt's seed gives the training items (as the round serves them). */
async function seededOrder(projectId: number, seed: number) {
  const { rows } = await pgPool().query<{ external_id: string }>(
    `SELECT i.external_id FROM training_items t JOIN items i ON i.id = t.item_id WHERE t.project_id = $1
      ORDER BY hashtextextended($2::text || ':' || t.item_id::text, 0), t.item_id`,
    [projectId, seed],
  );
  return rows.map((r) => r.external_id);
}

describe("qualification round (SPEC §2, decision 080)", () => {
  it("switching on: members before it are exempt (audited), a member added later is held back from real work, the API's claim and the claim ahead included", async () => {
    const { projectId, lead, ana, cy, eve } = await qualificationProject();
    const q = qualificationCalls(projectId);
    const grants = await db.qualificationGrant.findMany({
      where: { projectId },
      select: { userId: true, reason: true },
    });
    expect(grants.map((g) => g.reason)).toEqual(["exempt", "exempt", "exempt", "exempt", "exempt"]);
    expect(grants.some((g) => g.userId === eve.id)).toBe(false);
    expect(
      await db.auditEvent.count({ where: { projectId, action: "qualification.members_exempted" } }),
    ).toBe(1);
    expect((await q.state(ana)).json).toMatchObject({ status: "exempt", can_start: false });
    expect((await q.next(cy)).status).toBe(200);

    const next = await q.next(eve);
    expect(next.status).toBe(409);
    expect(next.json.error?.code).toBe("qualification_required");
    // The browser's claim ahead (prefetchNextAction) claims through the same function.
    const cyClaim = await claimNextItem({ actor: cy, projectId });
    await expect(
      claimNextItem({ actor: eve, projectId, aheadOf: cyClaim!.assignmentId }),
    ).rejects.toMatchObject({
      code: "qualification_required",
    });
    // A real assignment that reaches them anyway takes no submit; the work stays as its draft.
    const item = await db.item.findFirstOrThrow({ where: { projectId, externalId: "q-000005" } });
    const held = await db.assignment.create({
      data: {
        itemId: item.id,
        userId: eve.id,
        projectId,
        status: "active",
        leaseExpiresAt: new Date(Date.now() + 60_000),
      },
    });
    await expect(
      submitAnnotation({
        actor: eve,
        assignmentId: held.id,
        annotation: sampleAnnotation("generated_comment", 0),
      }),
    ).rejects.toMatchObject({ code: "qualification_required" });
    expect(await db.annotation.count({ where: { userId: eve.id } })).toBe(0);
    expect((await q.state(eve)).json).toMatchObject({
      status: "not_started",
      can_start: true,
      item: null,
    });
    expect(lead.id).toBeGreaterThan(0);
  });

  it("fails below the pass mark with feedback after each answer; a lead allows another attempt in a fresh order; passing starts real work", async () => {
    const { projectId, lead, ana, eve } = await qualificationProject();
    const q = qualificationCalls(projectId);
    expect((await q.start(eve)).status).toBe(201);
    const first = (
      await db.qualificationAttempt.findFirstOrThrow({ where: { projectId, userId: eve.id } })
    ).seed;
    const served: string[] = [];
    for (const variant of [2, 2, 0] as const) {
      const { externalId, res } = await q.answerServed(eve, variant);
      expect(res.status, res.text).toBe(200);
      served.push(externalId);
      const { notes: _, ...labels } = sampleAnnotation("generated_comment", 0);
      expect(res.json).toMatchObject({ is_equal: variant === 0, gold: labels });
      expect(res.json.differences).toEqual(
        variant === 0 ? [] : expect.arrayContaining(["accuracy"]),
      );
    }
    expect(served).toEqual(await seededOrder(projectId, first));
    const failed = await q.state(eve);
    expect(failed.json).toMatchObject({
      status: "failed",
      can_start: false,
      attempt: { number: 1, answered: 3, passed: false },
    });
    expect((failed.json.attempt as { score: number }).score).toBeCloseTo(1 / 3);
    expect((await q.next(eve)).json.error?.code).toBe("qualification_required");
    expect((await q.start(eve)).status).toBe(409);

    expect((await q.requalify(ana, eve.id)).status).toBe(403);
    expect((await q.requalify(lead, eve.id)).status).toBe(200);
    expect((await q.requalify(lead, eve.id)).status).toBe(409);
    expect(
      await db.auditEvent.count({ where: { projectId, action: "member.requalify_allowed" } }),
    ).toBe(1);
    expect((await q.start(eve)).status).toBe(201);
    const attempts = await db.qualificationAttempt.findMany({
      where: { projectId, userId: eve.id },
      orderBy: { number: "asc" },
    });
    expect(attempts.map((a) => a.number)).toEqual([1, 2]);
    expect(attempts[1].seed).not.toBe(attempts[0].seed);
    const again: string[] = [];
    for (let i = 0; i < 3; i++) again.push((await q.answerServed(eve, 0)).externalId);
    expect(again).toEqual(await seededOrder(projectId, attempts[1].seed));
    expect((await q.state(eve)).json).toMatchObject({
      status: "qualified",
      attempt: { number: 2, score: 1, passed: true },
    });
    const real = await q.next(eve);
    expect(real.status).toBe(200);
    expect(TRAINING_IDS).not.toContain((real.json.item as { external_id: string }).external_id);
    const cards = (await getProjectScorecards({ actor: lead, projectId })).annotators;
    expect(cards.find((c) => c.userId === eve.id)?.qualification).toEqual({
      status: "qualified",
      score: 1,
      attempts: 2,
    });
    expect(cards.find((c) => c.userId === ana.id)?.qualification).toEqual({
      status: "exempt",
      score: null,
      attempts: 0,
    });
  });

  it("shows the gold, the fields that differ and the adjudicator's rationale, and nothing else", async () => {
    const { projectId, eve } = await qualificationProject();
    const q = qualificationCalls(projectId);
    await q.start(eve);
    const rationales: (string | null)[] = [];
    for (let i = 0; i < 3; i++) {
      const { externalId, res } = await q.answerServed(eve, 2);
      expect(Object.keys(res.json).sort()).toEqual([
        "answer",
        "attempt",
        "differences",
        "gold",
        "is_equal",
        "item_id",
        "position",
        "rationale",
        "total",
      ]);
      expect(Object.keys(res.json.attempt as object).sort()).toEqual([
        "answered",
        "finished_at",
        "number",
        "passed",
        "score",
        "started_at",
        "total",
      ]);
      // No other annotator's work: the gold's notes were Ana's own remark.
      expect(res.text).not.toContain("private note");
      expect(res.json.gold).not.toHaveProperty("notes");
      if (externalId === "q-000003") rationales.push(res.json.rationale as string);
      else expect(res.json.rationale).toBeNull();
    }
    expect(rationales).toEqual(["LG-WL2 applies: the comment is in the wrong language."]);
    // The item as served: content only, like a claimed item.
    const state = await qualificationCalls(projectId).state(eve);
    expect(state.json.item).toBeNull();
  });

  it("a lead qualifies a member by hand (audited); annotators cannot, and a qualified member needs none", async () => {
    const { projectId, lead, ana, eve } = await qualificationProject();
    const q = qualificationCalls(projectId);
    expect((await q.qualify(ana, eve.id)).status).toBe(403);
    expect((await q.qualify(lead, 999_999)).status).toBe(404);
    const res = await q.qualify(lead, eve.id);
    expect(res.status, res.text).toBe(200);
    expect(res.json).toEqual({ user_id: eve.id, status: "qualified" });
    expect((await q.qualify(lead, eve.id)).status).toBe(409);
    expect((await q.qualify(lead, ana.id)).status).toBe(409);
    expect(
      await db.auditEvent.count({
        where: { projectId, action: "member.qualified_by_hand", actorId: lead.id },
      }),
    ).toBe(1);
    expect((await q.next(eve)).status).toBe(200);
    expect((await q.start(eve)).status).toBe(409);
  });

  it("training answers count toward nothing: items, annotations, agreement, progress and export are unchanged", async () => {
    const { projectId, lead, ana, eve } = await qualificationProject();
    const q = qualificationCalls(projectId);
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
      assignments: await db.assignment.count({ where: { projectId } }),
      agreement: await getProjectAgreement({ actor: lead, projectId }),
      progress: (await getQueueProgress({ actor: ana, projectId })).project,
      export: await exportText(),
    });
    const before = await snapshot();
    await q.start(eve);
    for (const variant of [0, 2, 0] as const)
      expect((await q.answerServed(eve, variant)).res.status).toBe(200);
    expect(await db.trainingAnswer.count({ where: { attempt: { projectId } } })).toBe(3);
    expect(await snapshot()).toEqual(before);
  });

  it("refuses bad input with 4xx and writes nothing", async () => {
    const { projectId, lead, ana, eve } = await qualificationProject();
    const q = qualificationCalls(projectId);
    const bad = await markTraining(lead, projectId, { external_ids: ["q-000004", "nope"] });
    expect(bad.status).toBe(422);
    expect(bad.json.error?.details?.errors).toEqual([
      {
        external_id: "q-000004",
        message: "the item is pending: only items with a gold record can be training items",
      },
      { external_id: "nope", message: "no item with this external id in the project" },
    ]);
    expect((await markTraining(ana, projectId, { external_ids: ["q-000002"] })).status).toBe(403);
    expect(
      (await markTraining(lead, projectId, { external_ids: [] })).json.error?.details?.fields,
    ).toEqual({
      external_ids: ["name at least one item"],
    });
    const unmark = await markTraining(lead, projectId, {
      external_ids: ["q-000000"],
      training: false,
    });
    expect(unmark.status).toBe(409);
    expect(await db.trainingItem.count({ where: { projectId } })).toBe(3);
    await expect(
      updateProject({ actor: lead, projectId, input: { settings: { qualificationItems: 4 } } }),
    ).rejects.toMatchObject({ code: "conflict" });
    await expect(
      updateProject({ actor: lead, projectId, input: { settings: { qualificationPass: null } } }),
    ).rejects.toMatchObject({ code: "validation_failed" });
    expect(
      (await db.project.findUniqueOrThrow({ where: { id: projectId } })).settings,
    ).toMatchObject({
      qualificationItems: 3,
      qualificationPass: 0.67,
    });

    expect((await q.answer(eve, { item_id: 1, annotation: {} })).status).toBe(409);
    await q.start(eve);
    const item = (await q.state(eve)).json.item as { id: number };
    const invalid = await q.answer(eve, { item_id: item.id, annotation: { accuracy: "maybe" } });
    expect(invalid.status).toBe(422);
    expect(invalid.json.error?.details?.fields).toHaveProperty("accuracy");
    expect((await q.answer(eve, { annotation: {} })).json.error?.details?.fields).toHaveProperty(
      "item_id",
    );
    const other = await db.item.findFirstOrThrow({ where: { projectId, externalId: "q-000004" } });
    expect(
      (
        await q.answer(eve, {
          item_id: other.id,
          annotation: sampleAnnotation("generated_comment", 0),
        })
      ).status,
    ).toBe(409);
    expect(await db.trainingAnswer.count({ where: { attempt: { projectId } } })).toBe(0);
    expect((await q.start(ana)).status).toBe(409);
  });

  it("tells a lead which items are training items, on the items list and the item's page; annotators cannot ask", async () => {
    const { projectId, lead, ana } = await qualificationProject();
    const { rows } = await pgPool().query<{ id: number; external_id: string }>(
      `SELECT id, external_id FROM items WHERE project_id = $1 ORDER BY id`,
      [projectId],
    );
    const idOf = new Map(rows.map((r) => [r.external_id, r.id]));
    const training = TRAINING_IDS.map((e) => idOf.get(e)!).sort((a, b) => a - b);
    expect(await listItemMarks({ actor: lead, projectId, itemIds: rows.map((r) => r.id) })).toEqual(
      { checks: [], training },
    );
    expect(await getItemMarks({ actor: lead, projectId, itemId: training[0] })).toEqual({
      isCheck: false,
      isTraining: true,
      hasGold: true,
    });
    const pending = idOf.get("q-000004")!;
    expect(await getItemMarks({ actor: lead, projectId, itemId: pending })).toEqual({
      isCheck: false,
      isTraining: false,
      hasGold: false,
    });
    for (const ask of [
      listItemMarks({ actor: ana, projectId, itemIds: training }),
      getItemMarks({ actor: ana, projectId, itemId: training[0] }),
    ])
      await expect(ask).rejects.toMatchObject({ code: "forbidden" });
  });
});
