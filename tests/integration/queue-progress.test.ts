import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { importItems } from "@/lib/items/import/import-items";
import { itemLineExamples } from "@/lib/items/import/item-line-examples";
import { claimNextItem } from "@/lib/queue/claim-next-item";
import { getQueueProgress } from "@/lib/queue/get-queue-progress";
import { skipAssignment } from "@/lib/queue/skip-assignment";
import { submitAnnotation } from "@/lib/queue/submit-annotation";
import { makeQueueProject, sampleAnnotation } from "../concurrency/queue-fixtures";
import { jsonl } from "../factories";

/** The project's totals counted over its items, as the progress defines them. */
async function countedOverItems(projectId: number, overlap: number) {
  const [r] = await db.$queryRaw<{ items: number; done: number; annotations: number }[]>`
    SELECT count(*)::int AS items,
           count(*) FILTER (WHERE annotation_count >= ${overlap} OR status NOT IN ('pending', 'in_annotation'))::int AS done,
           COALESCE(sum(LEAST(annotation_count, ${overlap})), 0)::int AS annotations
      FROM items WHERE project_id = ${projectId}`;
  return { items: r.items, done: r.done, annotationsNeeded: r.items * overlap, annotationsSubmitted: r.annotations };
}

describe("queue progress", () => {
  it("matches a count over the items after claims, submits, skips, imports and writes from elsewhere", async () => {
    const { projectId, lead, annotators: [a, b, c] } = await makeQueueProject({ kind: "generated_comment", items: 5, annotators: 3 });
    const expectExact = async () => expect((await getQueueProgress({ actor: a, projectId })).project).toEqual(await countedOverItems(projectId, 2));
    await expectExact();
    for (const [n, actor] of [a, b, c, a, b].entries()) {
      const claim = await claimNextItem({ actor, projectId });
      if (n === 2) await skipAssignment({ actor, assignmentId: claim!.assignmentId, input: { reason: "not my language" } });
      else await submitAnnotation({ actor, assignmentId: claim!.assignmentId, annotation: sampleAnnotation("generated_comment", n === 4 ? 2 : 0) });
      await expectExact();
    }
    expect((await getQueueProgress({ actor: a, projectId })).project).toMatchObject({ items: 5, done: 2, annotationsSubmitted: 4 });

    // Another app instance's submit (or any other writer) shows at once: there is no per-process cache.
    const other = await db.item.findFirstOrThrow({ where: { projectId, annotationCount: 0 }, select: { id: true } });
    await db.item.update({ where: { id: other.id }, data: { annotationCount: 2, status: "agreed" } });
    expect((await getQueueProgress({ actor: a, projectId })).project).toMatchObject({ items: 5, done: 3, annotationsSubmitted: 6 });
    await expectExact();

    const lines = [1, 2, 3].map((i) => ({ ...itemLineExamples.generated_comment, external_id: `late-${i}` }));
    await importItems({ actor: lead, projectId, open: jsonl(lines) });
    await expectExact();
    expect((await getQueueProgress({ actor: a, projectId })).project.items).toBe(8);
    await db.item.delete({ where: { id: other.id } });
    await expectExact();
  });
});
