import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { isAppError } from "@/lib/errors";
import { updateProject } from "@/lib/projects/update-project";
import { parseProjectSettings } from "@/lib/projects/project-settings";
import { claimNextItem } from "@/lib/queue/claim-next-item";
import { getQueueProgress } from "@/lib/queue/get-queue-progress";
import { submitAnnotation } from "@/lib/queue/submit-annotation";
import type { SessionUser } from "@/lib/auth/session-user";
import { makeQueueProject, sampleAnnotation } from "../concurrency/queue-fixtures";

const codeOf = (p: Promise<unknown>) =>
  p.then(
    () => "ok",
    (e: unknown) => (isAppError(e) ? e.code : String(e)),
  );
const claim = async (actor: SessionUser, projectId: number) =>
  (await claimNextItem({ actor, projectId }))!;

async function lowerOverlap(lead: SessionUser, projectId: number, overlap: number) {
  const project = await db.project.findUniqueOrThrow({
    where: { id: projectId },
    select: { settings: true },
  });
  return updateProject({
    actor: lead,
    projectId,
    input: { settings: { ...parseProjectSettings(project.settings), overlap } },
  });
}

describe("lowering a project's overlap", () => {
  it("finishes items that have enough annotations and releases the claims beyond it, in the same update", async () => {
    const {
      projectId,
      lead,
      annotators: [a, b, c, d],
    } = await makeQueueProject({
      kind: "generated_comment",
      items: 2,
      annotators: 4,
      settings: { overlap: 3 },
    });
    const [ca, cb, cc, cd] = [
      await claim(a, projectId),
      await claim(b, projectId),
      await claim(c, projectId),
      await claim(d, projectId),
    ];
    const [first, second] = [ca.item.id, cd.item.id];
    expect([cb.item.id, cc.item.id]).toEqual([first, first]);
    await submitAnnotation({
      actor: a,
      assignmentId: ca.assignmentId,
      annotation: sampleAnnotation("generated_comment", 0, "a"),
    });
    await submitAnnotation({
      actor: b,
      assignmentId: cb.assignmentId,
      annotation: sampleAnnotation("generated_comment", 1),
    });
    await submitAnnotation({
      actor: d,
      assignmentId: cd.assignmentId,
      annotation: sampleAnnotation("generated_comment"),
    });
    const [a2, b2] = [await claim(a, projectId), await claim(b, projectId)];
    expect([a2.item.id, b2.item.id]).toEqual([second, second]);

    // first: 2 submitted + c's claim; second: 1 submitted + a's and b's claims.
    expect(await lowerOverlap(lead, projectId, 2)).toEqual({
      overlapChange: { finalizedItems: 1, releasedClaims: 2 },
    });
    const item = await db.item.findUniqueOrThrow({
      where: { id: first },
      select: {
        status: true,
        annotationCount: true,
        gold: { select: { source: true, data: true } },
      },
    });
    expect(item).toMatchObject({
      status: "agreed",
      annotationCount: 2,
      gold: { source: "unanimous", data: { notes: "a" } },
    });
    const compared = await db.auditEvent.findMany({
      where: { projectId, action: "item.compare", entityId: String(first) },
      select: { actorId: true, before: true, after: true },
    });
    expect(compared).toEqual([
      {
        actorId: lead.id,
        before: { status: "in_annotation" },
        after: { status: "agreed", differences: [], gold_source: "unanimous", annotations: 2 },
      },
    ]);
    const statuses = await db.assignment.findMany({
      where: { id: { in: [cc.assignmentId, a2.assignmentId, b2.assignmentId] } },
      select: { id: true, status: true },
    });
    expect(Object.fromEntries(statuses.map((s) => [s.id, s.status]))).toEqual({
      [cc.assignmentId]: "released",
      [a2.assignmentId]: "active",
      [b2.assignmentId]: "released",
    });
    const audit = await db.auditEvent.findFirstOrThrow({
      where: { projectId, action: "project.update" },
      select: { after: true },
    });
    expect(audit.after).toMatchObject({
      overlap_change: { finalized_items: 1, released_claims: 2 },
    });

    // The released claimants' work is refused (and kept as a draft); the earliest claimant finishes the item.
    expect(
      await codeOf(
        submitAnnotation({
          actor: c,
          assignmentId: cc.assignmentId,
          annotation: sampleAnnotation("generated_comment"),
        }),
      ),
    ).toBe("conflict");
    expect(
      await codeOf(
        submitAnnotation({
          actor: b,
          assignmentId: b2.assignmentId,
          annotation: sampleAnnotation("generated_comment"),
        }),
      ),
    ).toBe("conflict");
    expect(
      await db.assignment.findUniqueOrThrow({
        where: { id: cc.assignmentId },
        select: { draft: true },
      }),
    ).toMatchObject({ draft: { accuracy: "partially_correct" } });
    const last = await submitAnnotation({
      actor: a,
      assignmentId: a2.assignmentId,
      annotation: sampleAnnotation("generated_comment", 2),
    });
    expect(last.itemStatus).toBe("disagreement");
    expect(await claimNextItem({ actor: c, projectId })).toBeNull();
    expect((await getQueueProgress({ actor: a, projectId })).project).toEqual({
      items: 2,
      done: 2,
      annotationsNeeded: 4,
      annotationsSubmitted: 4,
    });
    expect(await db.annotation.count({ where: { item: { projectId } } })).toBe(4);
  });

  it("applies the project's rules (a QA reject vetoes) and leaves everything alone when the overlap goes up", async () => {
    const {
      projectId,
      lead,
      annotators: [a, b],
    } = await makeQueueProject({
      kind: "qa_pair",
      items: 1,
      annotators: 2,
      settings: { overlap: 3 },
    });
    for (const [actor, annotation] of [
      [a, { verdict: "reject", reject_reasons: ["too_simple"] }],
      [b, sampleAnnotation("qa_pair")],
    ] as const) {
      await submitAnnotation({
        actor,
        assignmentId: (await claim(actor, projectId)).assignmentId,
        annotation,
      });
    }
    expect(await lowerOverlap(lead, projectId, 4)).toEqual({ overlapChange: null });
    expect(
      await db.item.findFirstOrThrow({ where: { projectId }, select: { status: true } }),
    ).toEqual({ status: "in_annotation" });
    expect(await lowerOverlap(lead, projectId, 2)).toEqual({
      overlapChange: { finalizedItems: 1, releasedClaims: 0 },
    });
    expect(
      await db.item.findFirstOrThrow({
        where: { projectId },
        select: { status: true, gold: { select: { source: true, data: true } } },
      }),
    ).toEqual({
      status: "rejected",
      gold: { source: "veto", data: { verdict: "reject", reject_reasons: ["too_simple"] } },
    });
  });
});
