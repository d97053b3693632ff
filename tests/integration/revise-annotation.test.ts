import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PUT } from "@/app/api/v1/assignments/[id]/annotation/route";
import { createApiToken } from "@/lib/auth/api-tokens";
import type { SessionUser } from "@/lib/auth/session-user";
import { db } from "@/lib/db";
import { getAgreementVersion } from "@/lib/agreement/data/get-agreement-version";
import { pgPool } from "@/lib/db/pg-pool";
import { sweepAllClosedWindows, sweepClosedWindows } from "@/lib/gold/sweep-closed-windows";
import type { ItemKind } from "@/lib/items/item-kinds";
import { listItems } from "@/lib/items/list-items";
import { parseProjectSettings } from "@/lib/projects/project-settings";
import { updateProject } from "@/lib/projects/update-project";
import { claimNextItem } from "@/lib/queue/claim-next-item";
import { submitAnnotation } from "@/lib/queue/submit-annotation";
import { getOwnSubmission } from "@/lib/submissions/get-own-submission";
import { listMySubmissions } from "@/lib/submissions/list-my-submissions";
import { makeQueueProject, sampleAnnotation } from "../concurrency/queue-fixtures";
import { callRoute, type RouteHandler } from "./helpers/call-route";
import { checkProject, isCheck } from "./helpers/check-fixtures";

// Decision 048: an annotation may be revised by its author for the project's reviseMinutes after
// its submit; the item is compared only when every window on it has closed.

const route = PUT as unknown as RouteHandler;

async function revise(actor: SessionUser, assignmentId: number, body: unknown) {
  const { token } = await createApiToken({ userId: actor.id, name: "revise" });
  return callRoute(route, {
    method: "PUT",
    params: { id: String(assignmentId) },
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
}

async function annotate(
  actor: SessionUser,
  projectId: number,
  kind: ItemKind,
  variant: 0 | 1 | 2,
  notes = "",
) {
  const claim = (await claimNextItem({ actor, projectId }))!;
  await submitAnnotation({
    actor,
    assignmentId: claim.assignmentId,
    annotation: sampleAnnotation(kind, variant, notes),
  });
  return claim;
}

/** Ends the windows of the item's annotations (or of one assignment's) a second ago: no sleeping. */
async function closeWindows(where: { itemId?: number; assignmentId?: number }) {
  await pgPool().query(
    `UPDATE annotations SET revisable_until = now() - interval '1 second' WHERE ($1::int IS NULL OR item_id = $1) AND ($2::int IS NULL OR assignment_id = $2)`,
    [where.itemId ?? null, where.assignmentId ?? null],
  );
}

const stored = (assignmentId: number) =>
  db.annotation.findUniqueOrThrow({
    where: { assignmentId },
    select: {
      id: true,
      data: true,
      submittedAt: true,
      revisableUntil: true,
      revisedAt: true,
      errorTags: { select: { code: true } },
      citations: { select: { url: true } },
    },
  });

const itemState = (id: number) =>
  db.item.findUniqueOrThrow({
    where: { id },
    select: { status: true, annotationCount: true, gold: { select: { data: true } } },
  });

describe("revising my own annotation within the window (decision 048)", () => {
  it("replaces the annotation and its rows, audited with before and after; the window is submit + reviseMinutes by the database clock", async () => {
    const {
      projectId,
      annotators: [ana],
    } = await makeQueueProject({
      kind: "generated_comment",
      items: 1,
      annotators: 2,
      settings: { reviseMinutes: 10 },
    });
    const claim = await annotate(ana, projectId, "generated_comment", 0, "first");
    const before = await stored(claim.assignmentId);
    expect(before.revisableUntil!.getTime() - before.submittedAt.getTime()).toBe(10 * 60_000);
    expect(before.errorTags.map((t) => t.code).sort()).toEqual(["LG-WL2", "MS-CC"]);

    const version = await getAgreementVersion({ projectId });
    const res = await revise(ana, claim.assignmentId, {
      annotation: sampleAnnotation("generated_comment", 2, "second"),
      time_spent_ms: 1500,
    });
    expect(res.status, res.text).toBe(200);
    // The agreement report's ETag moves with a revise (its data changed, its count did not).
    expect(await getAgreementVersion({ projectId })).not.toBe(version);
    expect(res.json).toEqual({
      annotation_id: before.id,
      annotation: sampleAnnotation("generated_comment", 2, "second"),
      revisable_until: before.revisableUntil!.toISOString(),
    });
    const after = await stored(claim.assignmentId);
    expect(after).toMatchObject({
      id: before.id,
      data: sampleAnnotation("generated_comment", 2, "second"),
      revisableUntil: before.revisableUntil,
      errorTags: [{ code: "SE-HA3" }],
    });
    expect(after.revisedAt).not.toBeNull();
    const audit = await db.auditEvent.findMany({
      where: { projectId, action: "annotation.revise" },
      select: { actorId: true, entityType: true, entityId: true, before: true, after: true },
    });
    expect(audit).toEqual([
      {
        actorId: ana.id,
        entityType: "annotation",
        entityId: String(before.id),
        before: { data: sampleAnnotation("generated_comment", 0, "first") },
        after: { data: sampleAnnotation("generated_comment", 2, "second") },
      },
    ]);
  });

  it("replaces a QA pair's citation rows as the submit writes them", async () => {
    const {
      projectId,
      annotators: [ana],
    } = await makeQueueProject({
      kind: "qa_pair",
      items: 1,
      annotators: 2,
      settings: { reviseMinutes: 5 },
    });
    const claim = await annotate(ana, projectId, "qa_pair", 0);
    expect((await stored(claim.assignmentId)).citations.map((c) => c.url).sort()).toEqual([
      "https://go.dev/doc/0",
      "https://pkg.go.dev/net/http",
    ]);
    const res = await revise(ana, claim.assignmentId, {
      annotation: sampleAnnotation("qa_pair", 2),
    });
    expect(res.status, res.text).toBe(200);
    expect((await stored(claim.assignmentId)).citations.map((c) => c.url).sort()).toEqual([
      "https://go.dev/",
      "https://pkg.go.dev/",
    ]);
  });

  it("after the window, or in a project without one, is a 409 revise_window_closed that changes nothing", async () => {
    const {
      projectId,
      annotators: [ana],
    } = await makeQueueProject({
      kind: "generated_comment",
      items: 2,
      annotators: 2,
      settings: { reviseMinutes: 10 },
    });
    const claim = await annotate(ana, projectId, "generated_comment", 0, "kept");
    await closeWindows({ assignmentId: claim.assignmentId });
    const res = await revise(ana, claim.assignmentId, {
      annotation: sampleAnnotation("generated_comment", 2),
    });
    expect(res.status).toBe(409);
    expect(res.json.error?.code).toBe("revise_window_closed");
    expect((await stored(claim.assignmentId)).data).toEqual(
      sampleAnnotation("generated_comment", 0, "kept"),
    );

    const none = await makeQueueProject({ kind: "generated_comment", items: 1, annotators: 1 });
    const final = await annotate(none.annotators[0], none.projectId, "generated_comment", 0);
    expect((await stored(final.assignmentId)).revisableUntil).toBeNull();
    const refused = await revise(none.annotators[0], final.assignmentId, {
      annotation: sampleAnnotation("generated_comment", 2),
    });
    expect([refused.status, refused.json.error?.code]).toEqual([409, "revise_window_closed"]);

    // Claimed but not submitted: nothing to revise, the same answer.
    const open = (await claimNextItem({ actor: ana, projectId }))!;
    expect(
      (
        await revise(ana, open.assignmentId, {
          annotation: sampleAnnotation("generated_comment", 2),
        })
      ).status,
    ).toBe(409);
    expect(
      await db.auditEvent.count({
        where: { action: "annotation.revise", projectId: { in: [projectId, none.projectId] } },
      }),
    ).toBe(0);
  });

  it("someone else's assignment, or one that does not exist, is a 404", async () => {
    const {
      projectId,
      annotators: [ana, ben],
    } = await makeQueueProject({
      kind: "generated_comment",
      items: 1,
      annotators: 2,
      settings: { reviseMinutes: 10 },
    });
    const claim = await annotate(ana, projectId, "generated_comment", 0, "ana's");
    const res = await revise(ben, claim.assignmentId, {
      annotation: sampleAnnotation("generated_comment", 2),
    });
    expect([res.status, res.json.error?.code]).toEqual([404, "not_found"]);
    expect(
      (await revise(ben, 2_000_000_000, { annotation: sampleAnnotation("generated_comment", 2) }))
        .status,
    ).toBe(404);
    expect(
      (await revise(ben, 0, { annotation: sampleAnnotation("generated_comment", 2) })).status,
    ).toBe(404);
    expect((await stored(claim.assignmentId)).data).toEqual(
      sampleAnnotation("generated_comment", 0, "ana's"),
    );
  });

  it("a bad annotation or body is a 422 with field messages and writes nothing", async () => {
    const {
      projectId,
      annotators: [ana],
    } = await makeQueueProject({
      kind: "generated_comment",
      items: 1,
      annotators: 2,
      settings: { reviseMinutes: 10 },
    });
    const claim = await annotate(ana, projectId, "generated_comment", 0, "kept");
    const before = await stored(claim.assignmentId);
    for (const [body, field] of [
      [{ annotation: { accuracy: "very good", error_codes: [] } }, "accuracy"],
      [
        {
          annotation: { ...sampleAnnotation("generated_comment", 0), error_codes: ["NOT-A-CODE"] },
        },
        "error_codes.0",
      ],
      [{}, "annotation"],
      [
        { annotation: sampleAnnotation("generated_comment", 2), time_spent_ms: "soon" },
        "time_spent_ms",
      ],
    ] as const) {
      const res = await revise(ana, claim.assignmentId, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(res.json.error?.details?.fields ?? {}), JSON.stringify(body)).toContain(
        field,
      );
    }
    expect(await stored(claim.assignmentId)).toEqual(before);
    expect(await db.auditEvent.count({ where: { projectId, action: "annotation.revise" } })).toBe(
      0,
    );
  });

  it("the item is not compared while a window is open; the sweep compares it, with the revised data, once the last one closed", async () => {
    const {
      projectId,
      lead,
      annotators: [ana, ben],
    } = await makeQueueProject({
      kind: "generated_comment",
      items: 1,
      annotators: 2,
      settings: { reviseMinutes: 10 },
    });
    const a = await annotate(ana, projectId, "generated_comment", 0, "ana");
    const b = await annotate(ben, projectId, "generated_comment", 1, "ben");
    // Both in, agreeing: still in annotation, no gold.
    expect(await itemState(a.item.id)).toEqual({
      status: "in_annotation",
      annotationCount: 2,
      gold: null,
    });
    expect(await sweepClosedWindows({ projectId })).toEqual([]);
    // Ana changes her mind within her window; ben's submit did not close it.
    expect(
      (
        await revise(ana, a.assignmentId, {
          annotation: sampleAnnotation("generated_comment", 2, "ana"),
        })
      ).status,
    ).toBe(200);
    await closeWindows({ assignmentId: a.assignmentId });
    expect(await sweepAllClosedWindows()).toBe(0); // ben's window is still open
    expect((await itemState(a.item.id)).status).toBe("in_annotation");
    await closeWindows({ assignmentId: b.assignmentId });
    // The lead's items list only reads: the sweep compares it, then it is listed compared.
    expect(
      (await listItems({ actor: lead, projectId, filters: {} })).items.map((i) => i.status),
    ).toEqual(["in_annotation"]);
    expect(await sweepClosedWindows({ projectId })).toEqual([a.item.id]);
    expect(
      (await listItems({ actor: lead, projectId, filters: {} })).items.map((i) => i.status),
    ).toEqual(["disagreement"]);
    expect(await itemState(a.item.id)).toEqual({
      status: "disagreement",
      annotationCount: 2,
      gold: null,
    });
    const compared = await db.auditEvent.findMany({
      where: { projectId, action: "item.compare" },
      select: { actorId: true, before: true },
    });
    expect(compared).toEqual([{ actorId: null, before: { status: "in_annotation" } }]);
    expect(await sweepClosedWindows({ projectId })).toEqual([]);
  });

  it("a last submit with no window of its own still waits when an earlier annotation of the item had one", async () => {
    const {
      projectId,
      lead,
      annotators: [ana, ben],
    } = await makeQueueProject({
      kind: "generated_comment",
      items: 1,
      annotators: 2,
      settings: { reviseMinutes: 10 },
    });
    const a = await annotate(ana, projectId, "generated_comment", 0, "ana");
    await updateProject({ actor: lead, projectId, input: { settings: { reviseMinutes: 0 } } });
    const b = await annotate(ben, projectId, "generated_comment", 1);
    expect((await stored(b.assignmentId)).revisableUntil).toBeNull();
    expect((await itemState(a.item.id)).status).toBe("in_annotation");
    // Lowering the window does not move one already open: ana may still revise.
    expect(
      (
        await revise(ana, a.assignmentId, {
          annotation: sampleAnnotation("generated_comment", 1, "ana, revised"),
        })
      ).status,
    ).toBe(200);
    await closeWindows({ itemId: a.item.id });
    expect(await sweepClosedWindows({ projectId })).toEqual([a.item.id]);
    expect(await itemState(a.item.id)).toMatchObject({
      status: "agreed",
      gold: { data: { notes: "ana, revised" } },
    });
  });

  it("an item outside the overlap sample waits for its one window too, and the sweep compares it alone once it closed", async () => {
    const {
      projectId,
      annotators: [ana],
    } = await makeQueueProject({
      kind: "generated_comment",
      items: 2,
      annotators: 2,
      settings: { reviseMinutes: 10 },
    });
    const [first] = await db.item.findMany({
      where: { projectId },
      orderBy: { id: "asc" },
      select: { id: true },
    });
    await pgPool().query(`UPDATE items SET sampled = false WHERE id = $1`, [first.id]);
    const a = await annotate(ana, projectId, "generated_comment", 0, "single");
    expect(a.item.id).toBe(first.id);
    expect((await itemState(first.id)).status).toBe("in_annotation");
    expect(await sweepClosedWindows({ projectId })).toEqual([]);
    await closeWindows({ itemId: first.id });
    expect(await sweepClosedWindows({ projectId })).toEqual([first.id]);
    expect(await itemState(first.id)).toMatchObject({
      status: "agreed",
      annotationCount: 1,
      gold: { data: { notes: "single" } },
    });
  });

  it("a check item's answer is revised the same way, re-scored against its gold, the item untouched", async () => {
    const { projectId, cy } = await checkProject({
      items: 3,
      gold: 1,
      checks: 1,
      settings: { checkRate: 1, reviseMinutes: 10 },
    });
    const claim = (await claimNextItem({ actor: cy, projectId }))!;
    expect(await isCheck(claim.assignmentId)).toBe(true);
    await submitAnnotation({
      actor: cy,
      assignmentId: claim.assignmentId,
      annotation: sampleAnnotation("generated_comment", 0),
    });
    const answer = () =>
      db.checkAnswer.findUniqueOrThrow({
        where: { assignmentId: claim.assignmentId },
        select: { id: true, data: true, score: true, revisableUntil: true },
      });
    const before = await answer();
    expect(before.score).toBe(1);
    const item = await itemState(claim.item.id);
    const res = await revise(cy, claim.assignmentId, {
      annotation: sampleAnnotation("generated_comment", 2),
    });
    expect(res.status, res.text).toBe(200);
    // The answer looks like an annotation's: nothing tells the annotator it was a check.
    expect(res.json).toEqual({
      annotation_id: before.id,
      annotation: sampleAnnotation("generated_comment", 2),
      revisable_until: before.revisableUntil!.toISOString(),
    });
    expect(await answer()).toMatchObject({
      data: sampleAnnotation("generated_comment", 2),
      score: 0,
    });
    expect(await itemState(claim.item.id)).toEqual(item);
    const audit = await db.auditEvent.findFirstOrThrow({
      where: { projectId, action: "annotation.revise" },
      select: { entityType: true, before: true, after: true },
    });
    expect(audit).toMatchObject({
      entityType: "check_answer",
      before: { score: 1 },
      after: { score: 0 },
    });
    await pgPool().query(
      `UPDATE check_answers SET revisable_until = now() - interval '1 second' WHERE id = $1`,
      [before.id],
    );
    const closed = await revise(cy, claim.assignmentId, {
      annotation: sampleAnnotation("generated_comment", 0),
    });
    expect([closed.status, closed.json.error?.code]).toEqual([409, "revise_window_closed"]);
  });

  it("a member the check rule paused revises nothing (409, as their submits): a failed check cannot be revised to lift the pause or probe its gold", async () => {
    const { projectId, cy } = await checkProject({
      items: 3,
      gold: 1,
      checks: 1,
      settings: { checkRate: 1, checkMin: 1, checkPass: 0.5, reviseMinutes: 10 },
    });
    const claim = (await claimNextItem({ actor: cy, projectId }))!;
    expect(await isCheck(claim.assignmentId)).toBe(true);
    await submitAnnotation({
      actor: cy,
      assignmentId: claim.assignmentId,
      annotation: sampleAnnotation("generated_comment", 2),
    });
    const answer = () =>
      db.checkAnswer.findUniqueOrThrow({
        where: { assignmentId: claim.assignmentId },
        select: { data: true, score: true },
      });
    expect(await answer()).toMatchObject({ score: 0 });
    const res = await revise(cy, claim.assignmentId, {
      annotation: sampleAnnotation("generated_comment", 0),
    });
    expect([res.status, res.json.error?.code, res.json.error?.message]).toEqual([
      409,
      "conflict",
      expect.stringContaining("You are paused in this project"),
    ]);
    expect(await answer()).toEqual({ data: sampleAnnotation("generated_comment", 2), score: 0 });
    expect(await db.auditEvent.count({ where: { projectId, action: "annotation.revise" } })).toBe(
      0,
    );
    // My submissions and the revise form say so: not revisable while paused, though the window is open.
    const mine = await listMySubmissions({ actor: cy, projectId, query: { limit: 50 } });
    expect(
      mine.submissions.map((s) => [s.assignmentId, s.isRevisable, s.revisableUntil !== null]),
    ).toEqual([[claim.assignmentId, false, true]]);
    expect(await getOwnSubmission({ actor: cy, assignmentId: claim.assignmentId })).toMatchObject({
      isRevisable: false,
    });
  });

  it("a project stored before the setting existed keeps comparing at the last submit: the migration gives it 0, a new project gets the default", async () => {
    const { projectId } = await makeQueueProject({
      kind: "generated_comment",
      items: 1,
      annotators: 2,
      settings: { reviseMinutes: 10 },
    });
    const { projectId: other } = await makeQueueProject({
      kind: "generated_comment",
      items: 1,
      annotators: 2,
      settings: { reviseMinutes: 7 },
    });
    await pgPool().query(
      `UPDATE projects SET settings = settings::jsonb - 'reviseMinutes' WHERE id = $1`,
      [projectId],
    );
    const settingsOf = async (id: number) =>
      parseProjectSettings(
        (await db.project.findUniqueOrThrow({ where: { id }, select: { settings: true } }))
          .settings,
      );
    expect((await settingsOf(projectId)).reviseMinutes).toBe(10);
    const migration = readFileSync(
      path.resolve(
        import.meta.dirname,
        "../../prisma/migrations/20261209000000_revise_window/migration.sql",
      ),
      "utf8",
    );
    const update = migration.split(";").find((st) => st.includes('UPDATE "projects"'));
    expect(update).toBeDefined();
    await pgPool().query(update!);
    expect((await settingsOf(projectId)).reviseMinutes).toBe(0);
    expect((await settingsOf(other)).reviseMinutes).toBe(7);
  });

  it("exactly N annotations per item while a revise races the claims and submits of others", async () => {
    const {
      projectId,
      annotators: [ana, ...others],
    } = await makeQueueProject({
      kind: "generated_comment",
      items: 1,
      annotators: 5,
      settings: { reviseMinutes: 10, leaseMinutes: 1 },
    });
    const a = await annotate(ana, projectId, "generated_comment", 0, "ana");
    const [revises, claims] = await Promise.all([
      Promise.allSettled(
        Array.from({ length: 4 }, (_, i) =>
          revise(ana, a.assignmentId, {
            annotation: sampleAnnotation("generated_comment", 2, `ana ${i}`),
          }),
        ),
      ),
      Promise.allSettled(
        others.map(async (who) => {
          const claim = await claimNextItem({ actor: who, projectId });
          if (!claim) return "no claim";
          await submitAnnotation({
            actor: who,
            assignmentId: claim.assignmentId,
            annotation: sampleAnnotation("generated_comment", 1),
          });
          return "submitted";
        }),
      ),
    ]);
    expect(revises.map((r) => (r.status === "fulfilled" ? r.value.status : "threw"))).toEqual([
      200, 200, 200, 200,
    ]);
    const submitted = claims.filter((r) => r.status === "fulfilled" && r.value === "submitted");
    expect(submitted).toHaveLength(1);
    expect(await itemState(a.item.id)).toMatchObject({
      status: "in_annotation",
      annotationCount: 2,
    });
    expect(await db.annotation.count({ where: { itemId: a.item.id } })).toBe(2);
    expect(await db.auditEvent.count({ where: { projectId, action: "annotation.revise" } })).toBe(
      4,
    );
  });
});
