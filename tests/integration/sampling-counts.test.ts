import { describe, expect, it } from "vitest";
import { getItem } from "@/lib/items/get-item";
import { importItems } from "@/lib/items/import/import-items";
import { db } from "@/lib/db";
import { claimNextItem } from "@/lib/queue/claim-next-item";
import { getQueueProgress } from "@/lib/queue/get-queue-progress";
import { submitAnnotation } from "@/lib/queue/submit-annotation";
import { sampleAnnotation } from "../concurrency/queue-fixtures";
import { jsonlSource } from "../factories";
import { comments, project } from "./helpers/sampling-fixtures";

// SPEC §2 Sampling (decisions 024, 027): an item outside the sample needs one annotation however
// many prior annotations it brought; the progress counts each item's annotations up to what it needs.
describe("counts with sampling and prior annotations", () => {
  it("an unsampled item with two prior annotations counts one of one, not two", async () => {
    const { projectId, lead, annotators } = await project({ overlap: 3, overlapFraction: 0.5 }, 1);
    const priors = [0, 1].map((i) => ({
      annotator: `expert-${i}`,
      annotation: sampleAnnotation("generated_comment", 0),
    }));
    const lines = comments("c", () => 1)
      .slice(0, 4)
      .map((l) => ({ ...l, prior_annotations: priors }));
    await importItems({ actor: lead, projectId, records: jsonlSource(lines, 64 * 1024) });
    const items = await db.item.findMany({ where: { projectId }, orderBy: { id: "asc" } });
    expect(items.map((i) => [i.sampled, i.annotationCount])).toEqual(
      expect.arrayContaining([
        [true, 2],
        [false, 2],
      ]),
    );
    expect(items.filter((i) => i.sampled === false)).toHaveLength(2);
    // Two sampled items need 3 each, two others 1 each: 8; in are 2 + 2 of the sampled, 1 + 1 of the others.
    // Saw it fail before the 'single' buckets kept the items' annotation counts: 8 of 8 submitted while two items were still open.
    expect((await getQueueProgress({ actor: lead, projectId })).project).toEqual({
      items: 4,
      done: 2,
      annotationsNeeded: 8,
      annotationsSubmitted: 6,
    });
    const unsampled = items.find((i) => i.sampled === false)!;
    expect(await getItem({ actor: lead, projectId, itemId: unsampled.id })).toMatchObject({
      annotationCount: 2,
      annotationsNeeded: 1,
    });
    expect(
      await getItem({ actor: lead, projectId, itemId: items.find((i) => i.sampled)!.id }),
    ).toMatchObject({ annotationCount: 2, annotationsNeeded: 3 });

    for (
      let claim = await claimNextItem({ actor: annotators[0], projectId });
      claim;
      claim = await claimNextItem({ actor: annotators[0], projectId })
    )
      await submitAnnotation({
        actor: annotators[0],
        assignmentId: claim.assignmentId,
        annotation: sampleAnnotation("generated_comment", 0),
      });
    expect((await getQueueProgress({ actor: annotators[0], projectId })).project).toEqual({
      items: 4,
      done: 4,
      annotationsNeeded: 8,
      annotationsSubmitted: 8,
    });
  });
});
