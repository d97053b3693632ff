import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { claimNextItem } from "@/lib/queue/claim-next-item";
import { submitAnnotation } from "@/lib/queue/submit-annotation";
import { makeQueueProject, sampleAnnotation } from "../concurrency/queue-fixtures";

describe("the queue under concurrency (in process)", () => {
  it("20 annotators × 100 items: every item gets exactly 2 distinct annotators", async () => {
    const { projectId, annotators } = await makeQueueProject({
      kind: "generated_comment",
      items: 100,
      annotators: 20,
    });
    let submits = 0;
    await Promise.all(
      annotators.map(async (actor, n) => {
        for (;;) {
          const claim = await claimNextItem({ actor, projectId });
          if (!claim) return;
          await submitAnnotation({
            actor,
            assignmentId: claim.assignmentId,
            annotation: sampleAnnotation("generated_comment", n % 3 === 0 ? 2 : 0),
          });
          submits += 1;
        }
      }),
    );
    const perItem = await db.$queryRaw<{ n: number; distinct_users: number; count: number }[]>`
      SELECT count(*)::int AS n, count(DISTINCT a.user_id)::int AS distinct_users, i.annotation_count AS count
        FROM items i LEFT JOIN annotations a ON a.item_id = i.id WHERE i.project_id = ${projectId} GROUP BY i.id`;
    expect(perItem).toHaveLength(100);
    expect(perItem.every((r) => r.n === 2 && r.distinct_users === 2 && r.count === 2)).toBe(true);
    expect(submits).toBe(200);
    const statuses = await db.item.groupBy({ by: ["status"], where: { projectId }, _count: true });
    expect(statuses.every((s) => s.status === "agreed" || s.status === "disagreement")).toBe(true);
    expect(
      await db.assignment.count({ where: { item: { projectId }, status: { not: "submitted" } } }),
    ).toBe(0);
  });
});
