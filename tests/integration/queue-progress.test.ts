import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { importItems } from "@/lib/items/import/import-items";
import { itemLineExamples } from "@/lib/items/import/item-line-examples";
import { claimNextItem } from "@/lib/queue/claim-next-item";
import { getQueueProgress } from "@/lib/queue/get-queue-progress";
import { releaseAssignment } from "@/lib/queue/release-assignment";
import { skipAssignment } from "@/lib/queue/skip-assignment";
import { submitAnnotation } from "@/lib/queue/submit-annotation";
import { makeQueueProject, sampleAnnotation } from "../concurrency/queue-fixtures";
import { jsonlSource } from "../factories";

/** The project's totals counted over its items, as the progress defines them. */
async function countedOverItems(projectId: number, overlap: number) {
  const [r] = await db.$queryRaw<{ items: number; done: number; annotations: number }[]>`
    SELECT count(*)::int AS items,
           count(*) FILTER (WHERE annotation_count >= ${overlap} OR status NOT IN ('pending', 'in_annotation'))::int AS done,
           COALESCE(sum(LEAST(annotation_count, ${overlap})), 0)::int AS annotations
      FROM items WHERE project_id = ${projectId}`;
  return {
    items: r.items,
    done: r.done,
    annotationsNeeded: r.items * overlap,
    annotationsSubmitted: r.annotations,
  };
}

/** A person's submitted and skipped assignments in the project, counted over the assignments. */
async function countedOverAssignments(userId: number, projectId: number) {
  const [r] = await db.$queryRaw<{ submitted: number; skipped: number }[]>`
    SELECT count(*) FILTER (WHERE a.status = 'submitted')::int AS submitted, count(*) FILTER (WHERE a.status = 'skipped')::int AS skipped
      FROM assignments a JOIN items i ON i.id = a.item_id WHERE a.user_id = ${userId} AND i.project_id = ${projectId}`;
  return r;
}

describe("queue progress", () => {
  it("matches a count over the items after claims, submits, skips, imports and writes from elsewhere", async () => {
    const {
      projectId,
      lead,
      annotators: [a, b, c],
    } = await makeQueueProject({ kind: "generated_comment", items: 5, annotators: 3 });
    const expectExact = async () =>
      expect((await getQueueProgress({ actor: a, projectId })).project).toEqual(
        await countedOverItems(projectId, 2),
      );
    await expectExact();
    for (const [n, actor] of [a, b, c, a, b].entries()) {
      const claim = await claimNextItem({ actor, projectId });
      if (n === 2)
        await skipAssignment({
          actor,
          assignmentId: claim!.assignmentId,
          input: { reason: "not my language" },
        });
      else
        await submitAnnotation({
          actor,
          assignmentId: claim!.assignmentId,
          annotation: sampleAnnotation("generated_comment", n === 4 ? 2 : 0),
        });
      await expectExact();
    }
    expect((await getQueueProgress({ actor: a, projectId })).project).toMatchObject({
      items: 5,
      done: 2,
      annotationsSubmitted: 4,
    });

    // Another app instance's submit (or any other writer) shows at once: there is no per-process cache.
    const other = await db.item.findFirstOrThrow({
      where: { projectId, annotationCount: 0 },
      select: { id: true },
    });
    await db.item.update({
      where: { id: other.id },
      data: { annotationCount: 2, status: "agreed" },
    });
    expect((await getQueueProgress({ actor: a, projectId })).project).toMatchObject({
      items: 5,
      done: 3,
      annotationsSubmitted: 6,
    });
    await expectExact();

    const lines = [1, 2, 3].map((i) => ({
      ...itemLineExamples.generated_comment,
      external_id: `late-${i}`,
    }));
    await importItems({ actor: lead, projectId, records: jsonlSource(lines) });
    await expectExact();
    expect((await getQueueProgress({ actor: a, projectId })).project.items).toBe(8);
    // Items inserted with their prior annotations already counted (one: in annotation; two: compared at import).
    const prior = (variant: 0 | 2) => ({
      annotator: "expert",
      annotation: sampleAnnotation("generated_comment", variant),
    });
    const withPriors = [
      {
        ...itemLineExamples.generated_comment,
        external_id: "prior-1",
        prior_annotations: [prior(0)],
      },
      {
        ...itemLineExamples.generated_comment,
        external_id: "prior-2",
        prior_annotations: [prior(0), { ...prior(0), annotator: "second" }],
      },
      {
        ...itemLineExamples.generated_comment,
        external_id: "prior-3",
        prior_annotations: [prior(0), { ...prior(2), annotator: "second" }],
      },
    ];
    await importItems({ actor: lead, projectId, records: jsonlSource(withPriors) });
    await expectExact();
    expect((await getQueueProgress({ actor: a, projectId })).project).toMatchObject({
      items: 11,
      done: 5,
    });
    await db.item.delete({ where: { id: other.id } });
    await expectExact();
  });

  it("counts my submitted and skipped items as a count over my assignments would, whatever wrote them", async () => {
    const { projectId, annotators } = await makeQueueProject({
      kind: "generated_comment",
      items: 6,
      annotators: 3,
    });
    const [a, b, c] = annotators;
    const expectMine = async () => {
      for (const actor of annotators)
        expect((await getQueueProgress({ actor, projectId })).mine).toEqual(
          await countedOverAssignments(actor.id, projectId),
        );
    };
    await expectMine();
    for (const [n, actor] of [a, b, c, a, b, c, a].entries()) {
      const claim = await claimNextItem({ actor, projectId });
      if (n === 2)
        await skipAssignment({
          actor,
          assignmentId: claim!.assignmentId,
          input: { reason: "not my language" },
        });
      else if (n === 5) await releaseAssignment({ actor, assignmentId: claim!.assignmentId });
      else
        await submitAnnotation({
          actor,
          assignmentId: claim!.assignmentId,
          annotation: sampleAnnotation("generated_comment"),
        });
      await expectMine();
    }
    expect((await getQueueProgress({ actor: a, projectId })).mine).toEqual({
      submitted: 3,
      skipped: 0,
    });
    expect((await getQueueProgress({ actor: c, projectId })).mine).toEqual({
      submitted: 0,
      skipped: 1,
    });

    // Other writers: a status changed in place, an assignment written directly, an item deleted.
    const skipped = await db.assignment.findFirstOrThrow({
      where: { userId: c.id, status: "skipped" },
      select: { id: true },
    });
    await db.assignment.update({ where: { id: skipped.id }, data: { status: "released" } });
    await expectMine();
    const free = await db.item.findFirstOrThrow({
      where: { projectId, assignments: { none: { userId: c.id } } },
      select: { id: true },
    });
    await db.assignment.create({
      data: {
        itemId: free.id,
        userId: c.id,
        projectId,
        status: "submitted",
        leaseExpiresAt: new Date(),
      },
    });
    await expectMine();
    expect((await getQueueProgress({ actor: c, projectId })).mine).toEqual({
      submitted: 1,
      skipped: 0,
    });
    const done = await db.assignment.findFirstOrThrow({
      where: { userId: a.id, status: "submitted" },
      select: { itemId: true },
    });
    await db.item.delete({ where: { id: done.itemId } });
    await expectMine();
    expect((await getQueueProgress({ actor: a, projectId })).mine).toEqual({
      submitted: 2,
      skipped: 0,
    });
  });
});
