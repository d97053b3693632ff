import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { pgPool } from "@/lib/db/pg-pool";
import { claimNextItem } from "@/lib/queue/claim-next-item";
import { submitAnnotation } from "@/lib/queue/submit-annotation";
import { getOwnSubmission } from "@/lib/submissions/get-own-submission";
import { listMySubmissions } from "@/lib/submissions/list-my-submissions";
import { sampleAnnotation } from "../concurrency/queue-fixtures";
import { checkProject, isCheck } from "./helpers/check-fixtures";
import { itemState, revise } from "./helpers/revise-calls";

// Decision 048: a check item's answer is revised as an annotation is, re-scored against its gold;
// a member the check rule paused revises nothing.

describe("revising my own annotation within the window (decision 048)", () => {
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
});
