import { describe, expect, it } from "vitest";
import { loadAgreementItems } from "@/lib/agreement/data/load-agreement-items";
import { pgPool } from "@/lib/db/pg-pool";
import { commentAgreementFixture } from "./helpers/comment-agreement-fixture";

const load = (projectId: number) =>
  loadAgreementItems({
    projectId,
    kind: "generated_comment",
    overlap: 2,
    language: null,
    model: null,
  });
const annotationIds = (items: Awaited<ReturnType<typeof load>>) =>
  items.flatMap((i) => i.annotations.map((a) => a.id)).sort((x, y) => x - y);

describe("loadAgreementItems", () => {
  it("reads every annotation once, whether one load splits into partitions or several run at once", async () => {
    const f = await commentAgreementFixture();
    const alone = await load(f.projectId);
    // Every item and annotation once: the partitions (on a server) are disjoint and complete.
    expect(new Set(alone.map((i) => i.itemId)).size).toBe(alone.length);
    const ids = annotationIds(alone);
    expect(new Set(ids).size).toBe(ids.length);
    expect(alone.length).toBeGreaterThanOrEqual(f.compared.length);
    expect(alone.map((i) => Number(i.itemId))).toEqual(
      alone.map((i) => Number(i.itemId)).sort((x, y) => x - y),
    );
    // Each item's annotations in submission order, then id (raters A and B first).
    for (const item of alone) {
      const order = item.annotations.map((a) => [a.submittedAt.getTime(), a.id] as const);
      expect(order).toEqual([...order].sort((x, y) => x[0] - y[0] || x[1] - y[1]));
    }
    expect(
      alone
        .flatMap((i) => i.annotations)
        .every((a) => a.rater.includes("@") || a.rater.startsWith("machine:")),
    ).toBe(true);

    // Concurrent loads (only one may split) give the same result and return every connection.
    const together = await Promise.all(Array.from({ length: 6 }, () => load(f.projectId)));
    for (const items of together) expect(items).toEqual(alone);
    const pool = pgPool();
    expect(pool.totalCount - pool.idleCount).toBe(0);
  });
});
