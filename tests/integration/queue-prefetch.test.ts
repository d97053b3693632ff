import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { claimNextItem } from "@/lib/queue/claim-next-item";
import { releaseAssignment } from "@/lib/queue/release-assignment";
import { submitAnnotation } from "@/lib/queue/submit-annotation";
import { makeQueueProject, sampleAnnotation } from "../concurrency/queue-fixtures";

// Prefetch (decision 050): the claim one ahead of the one on screen (claimNextItem's aheadOf).
const running = (userId: number, projectId: number) =>
  db.assignment.count({
    where: { userId, projectId, status: "active", leaseExpiresAt: { gt: new Date() } },
  });

describe("claiming one ahead", () => {
  it("holds at most one claim ahead, also for concurrent prefetches, and the plain claim still returns the one on screen", async () => {
    const {
      projectId,
      annotators: [a],
    } = await makeQueueProject({ kind: "dialogue", items: 5, annotators: 1 });
    const current = (await claimNextItem({ actor: a, projectId }))!;
    const ahead = await Promise.all(
      [1, 2, 3, 4].map(() => claimNextItem({ actor: a, projectId, aheadOf: current.assignmentId })),
    );
    expect(new Set(ahead.map((c) => c!.assignmentId)).size).toBe(1);
    expect(ahead[0]!.assignmentId).not.toBe(current.assignmentId);
    expect(ahead[0]!.item.id).not.toBe(current.item.id);
    expect(await running(a.id, projectId)).toBe(2);
    // Asking ahead of the one ahead gives back the one on screen: still two, never three.
    expect(
      (await claimNextItem({ actor: a, projectId, aheadOf: ahead[0]!.assignmentId }))!.assignmentId,
    ).toBe(current.assignmentId);
    expect((await claimNextItem({ actor: a, projectId }))!.assignmentId).toBe(current.assignmentId);
    await submitAnnotation({
      actor: a,
      assignmentId: current.assignmentId,
      annotation: sampleAnnotation("dialogue"),
    });
    // After the submit the one ahead is the running claim, and the next prefetch goes one further.
    expect((await claimNextItem({ actor: a, projectId }))!.assignmentId).toBe(
      ahead[0]!.assignmentId,
    );
    const further = (await claimNextItem({
      actor: a,
      projectId,
      aheadOf: ahead[0]!.assignmentId,
    }))!;
    expect([current.item.id, ahead[0]!.item.id]).not.toContain(further.item.id);
    expect(await running(a.id, projectId)).toBe(2);
  });

  it("ignores an aheadOf that is not the caller's running claim", async () => {
    const {
      projectId,
      annotators: [a, b],
    } = await makeQueueProject({ kind: "dialogue", items: 4, annotators: 2 });
    const ca = (await claimNextItem({ actor: a, projectId }))!;
    const cb = (await claimNextItem({ actor: b, projectId, aheadOf: ca.assignmentId }))!;
    expect(await running(b.id, projectId)).toBe(1);
    // b's only claim: asking ahead of a's assignment is an ordinary claim for b.
    expect(
      (await claimNextItem({ actor: b, projectId, aheadOf: ca.assignmentId }))!.assignmentId,
    ).toBe(cb.assignmentId);
    expect(await running(b.id, projectId)).toBe(1);
  });

  it("takes a slot like any claim, and a release of the one ahead frees it for others", async () => {
    const {
      projectId,
      annotators: [a, b],
    } = await makeQueueProject({
      kind: "generated_comment",
      items: 2,
      annotators: 2,
      settings: { overlap: 1 },
    });
    const current = (await claimNextItem({ actor: a, projectId }))!;
    const ahead = (await claimNextItem({ actor: a, projectId, aheadOf: current.assignmentId }))!;
    expect(ahead.item.id).not.toBe(current.item.id);
    expect(await claimNextItem({ actor: b, projectId })).toBeNull();
    await releaseAssignment({ actor: a, assignmentId: ahead.assignmentId });
    expect((await claimNextItem({ actor: b, projectId }))!.item.id).toBe(ahead.item.id);
  });

  it("counts the claim on screen against the quota", async () => {
    const {
      projectId,
      annotators: [a],
    } = await makeQueueProject({
      kind: "dialogue",
      items: 3,
      annotators: 1,
      settings: { quota: 2 },
    });
    const first = (await claimNextItem({ actor: a, projectId }))!;
    const second = (await claimNextItem({ actor: a, projectId, aheadOf: first.assignmentId }))!;
    await submitAnnotation({
      actor: a,
      assignmentId: first.assignmentId,
      annotation: sampleAnnotation("dialogue"),
    });
    // One submitted and the second on screen: the quota of two leaves nothing to fetch ahead.
    expect(await claimNextItem({ actor: a, projectId, aheadOf: second.assignmentId })).toBeNull();
    expect(await running(a.id, projectId)).toBe(1);
  });

  it("12 annotators prefetching while they submit × 40 items: exactly 2 annotations per item, never more than 2 running claims each", async () => {
    const { projectId, annotators } = await makeQueueProject({
      kind: "generated_comment",
      items: 40,
      annotators: 12,
    });
    let maxRunning = 0;
    await Promise.all(
      annotators.map(async (actor, n) => {
        let current = await claimNextItem({ actor, projectId });
        while (current) {
          const on = current.assignmentId;
          // The prefetch races the submit of the item on screen, as in the browser.
          const [ahead] = await Promise.all([
            claimNextItem({ actor, projectId, aheadOf: on }),
            submitAnnotation({
              actor,
              assignmentId: on,
              annotation: sampleAnnotation("generated_comment", n % 3 === 0 ? 2 : 0),
            }),
          ]);
          maxRunning = Math.max(maxRunning, await running(actor.id, projectId));
          current =
            ahead && ahead.assignmentId !== on ? ahead : await claimNextItem({ actor, projectId });
        }
      }),
    );
    const perItem = await db.$queryRaw<{ n: number; distinct_users: number; count: number }[]>`
      SELECT count(a.id)::int AS n, count(DISTINCT a.user_id)::int AS distinct_users, i.annotation_count AS count
        FROM items i LEFT JOIN annotations a ON a.item_id = i.id WHERE i.project_id = ${projectId} GROUP BY i.id`;
    expect(perItem).toHaveLength(40);
    expect(perItem.every((r) => r.n === 2 && r.distinct_users === 2 && r.count === 2)).toBe(true);
    expect(maxRunning).toBeLessThanOrEqual(2);
    expect(
      await db.assignment.count({ where: { item: { projectId }, status: { not: "submitted" } } }),
    ).toBe(0);
  });
});
