import { describe, expect, it } from "vitest";
import { getProjectAgreement } from "@/lib/agreement/data/get-project-agreement";
import { db } from "@/lib/db";
import { claimNextValidation } from "@/lib/gold/claim-next-validation";
import { getValidationProgress } from "@/lib/gold/get-validation-progress";
import { skipValidation } from "@/lib/gold/skip-validation";
import { submitValidation } from "@/lib/gold/submit-validation";
import { openExportStream } from "@/lib/export/open-export-stream";
import { importItems } from "@/lib/items/import/import-items";
import { claimNextItem } from "@/lib/queue/claim-next-item";
import { forgetClaims } from "@/lib/queue/claim-memory";
import { queueProgress } from "@/lib/queue/get-queue-progress";
import { submitAnnotation } from "@/lib/queue/submit-annotation";
import { makeQueueProject, sampleAnnotation } from "../concurrency/queue-fixtures";
import { jsonlSource } from "../factories";
import { comments, md5, project } from "./helpers/sampling-fixtures";

// SPEC §2 Sampling (decision 024): single items in the queue, gold, export and agreement; concurrency; prior annotations; the validation share.
// The settings are in sampling-settings.test.ts.
describe("sampling (SPEC §2): the queue, gold, export and agreement", () => {
  it("an item outside the sample takes one annotator and becomes gold `single`; exported so; agreement leaves it out", async () => {
    const { projectId, lead, annotators } = await project({ overlapFraction: 0.5 }, 3);
    await importItems({
      actor: lead,
      projectId,
      records: jsonlSource(comments("s", () => 1).slice(0, 4), 64 * 1024),
    });
    const items = await db.item.findMany({ where: { projectId }, orderBy: { id: "asc" } });
    expect(items.filter((i) => i.sampled)).toHaveLength(2);
    const [a, b, c] = annotators;
    // Everyone annotates everything they are offered, until nothing is left.
    for (const [n, actor] of [a, b, c].entries()) {
      for (
        let claim = await claimNextItem({ actor, projectId });
        claim;
        claim = await claimNextItem({ actor, projectId })
      ) {
        // Half of the submits go through the slow path (another instance, or a restart).
        if (n === 1) forgetClaims();
        await submitAnnotation({
          actor,
          assignmentId: claim.assignmentId,
          annotation: sampleAnnotation("generated_comment", n === 2 ? 2 : 0),
        });
      }
    }
    const after = await db.item.findMany({
      where: { projectId },
      include: { gold: true, annotations: true },
      orderBy: { id: "asc" },
    });
    for (const item of after) {
      if (item.sampled) {
        expect(item.annotations).toHaveLength(2);
        expect(item.gold?.source ?? null).not.toBe("single");
      } else {
        expect(item.annotations).toHaveLength(1);
        expect(item).toMatchObject({
          status: "agreed",
          annotationCount: 1,
          gold: { source: "single" },
        });
      }
    }

    const e = await openExportStream({
      actor: lead,
      projectId,
      statuses: ["gold"],
      identities: "pseudonyms",
    });
    const lines = (await new Response(e.stream).text())
      .split("\n")
      .filter(Boolean)
      .map((l) => JSON.parse(l) as { external_id: string; source: string; annotations: unknown[] });
    const single = after.filter((i) => !i.sampled).map((i) => i.externalId);
    expect(
      lines
        .filter((l) => l.source === "single")
        .map((l) => l.external_id)
        .sort(),
    ).toEqual(single.sort());
    expect(
      lines.filter((l) => l.source === "single").every((l) => l.annotations.length === 1),
    ).toBe(true);

    // The progress needs the overlap's annotations of sampled items, one of the others: all in.
    expect((await queueProgress({ userId: a.id, projectId, overlap: 2 })).project).toEqual({
      items: 4,
      done: 4,
      annotationsNeeded: 6,
      annotationsSubmitted: 6,
    });

    // Agreement is computed on the multiply annotated items only (lib/agreement/agreement-report.ts).
    const report = await getProjectAgreement({ actor: lead, projectId });
    expect(report.items_compared).toBe(2);
  });

  it("f = 0.5 and 20 concurrent claimers: each sampled item gets exactly the overlap, each other exactly 1", async () => {
    const { projectId, lead, annotators } = await project({ overlapFraction: 0.5, overlap: 3 }, 20);
    await importItems({
      actor: lead,
      projectId,
      records: jsonlSource(
        comments("k", () => 7),
        64 * 1024,
      ),
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
    const perItem = await db.$queryRaw<
      {
        sampled: boolean;
        n: number;
        distinct_users: number;
        count: number;
        source: string | null;
      }[]
    >`
      SELECT i.sampled, count(a.id)::int AS n, count(DISTINCT a.user_id)::int AS distinct_users, i.annotation_count AS count, g.source::text AS source
        FROM items i LEFT JOIN annotations a ON a.item_id = i.id LEFT JOIN gold_records g ON g.item_id = i.id
       WHERE i.project_id = ${projectId} GROUP BY i.id, g.source`;
    expect(perItem).toHaveLength(42);
    const sampled = perItem.filter((r) => r.sampled);
    expect(sampled).toHaveLength(21); // one stratum of 42: ⌊0.5·42 + ½⌋
    expect(sampled.every((r) => r.n === 3 && r.distinct_users === 3 && r.count === 3)).toBe(true);
    const others = perItem.filter((r) => !r.sampled);
    expect(others.every((r) => r.n === 1 && r.count === 1 && r.source === "single")).toBe(true);
    expect(submits).toBe(sampled.length * 3 + others.length);
    expect(
      await db.assignment.count({ where: { item: { projectId }, status: { not: "submitted" } } }),
    ).toBe(0);
  });

  it("a prior annotation counts toward the item's overlap: an item outside the sample with one is gold `single` at import", async () => {
    const { projectId, lead, annotators } = await project({ overlapFraction: 0.5 }, 1);
    const lines = comments("p", () => 1)
      .slice(0, 4)
      .map((l) => ({
        ...l,
        prior_annotations: [
          { annotator: "katzy-expert", annotation: sampleAnnotation("generated_comment", 0) },
        ],
      }));
    await importItems({ actor: lead, projectId, records: jsonlSource(lines, 64 * 1024) });
    const items = await db.item.findMany({
      where: { projectId },
      include: { gold: true },
      orderBy: { id: "asc" },
    });
    expect(items.filter((i) => i.sampled)).toHaveLength(2);
    for (const item of items) {
      if (item.sampled)
        expect(item).toMatchObject({ status: "in_annotation", annotationCount: 1, gold: null });
      else
        expect(item).toMatchObject({
          status: "agreed",
          annotationCount: 1,
          gold: { source: "single" },
        });
    }
    // The one annotator is offered only the sampled items, each needing one more.
    const claimed: number[] = [];
    for (
      let claim = await claimNextItem({ actor: annotators[0], projectId });
      claim;
      claim = await claimNextItem({ actor: annotators[0], projectId })
    ) {
      claimed.push(claim.item.id);
      await submitAnnotation({
        actor: annotators[0],
        assignmentId: claim.assignmentId,
        annotation: sampleAnnotation("generated_comment", 0),
      });
    }
    expect(claimed.sort()).toEqual(items.filter((i) => i.sampled).map((i) => i.id));
  });
});

describe("the validation round's share (validationFraction, decision 024)", () => {
  it("only ⌊v·n + ½⌋ of the gold READMEs, lowest md5 of 'validation:' + project id + external_id first, enter the round", async () => {
    const { projectId, annotators } = await makeQueueProject({
      kind: "readme",
      items: 8,
      annotators: 2,
      settings: { overlap: 1, readmeValidation: true, validationFraction: 0.25 },
    });
    const [ana, vic] = annotators;
    for (
      let claim = await claimNextItem({ actor: ana, projectId });
      claim;
      claim = await claimNextItem({ actor: ana, projectId })
    ) {
      await submitAnnotation({
        actor: ana,
        assignmentId: claim.assignmentId,
        annotation: sampleAnnotation("readme", 0),
      });
    }
    const items = await db.item.findMany({ where: { projectId }, orderBy: { id: "asc" } });
    expect(items.every((i) => i.status === "agreed" && i.sampled === null)).toBe(true);
    const inRound = items
      .map((i) => i.externalId)
      .sort((a, b) =>
        md5(`validation:${projectId}:${a}`) < md5(`validation:${projectId}:${b}`) ? -1 : 1,
      )
      .slice(0, 2);
    expect(
      items
        .filter((i) => i.inValidation)
        .map((i) => i.externalId)
        .sort(),
    ).toEqual(inRound.sort());
    expect(await getValidationProgress({ actor: vic, projectId })).toMatchObject({
      gold: 2,
      open: 2,
    });
    const offered: string[] = [];
    for (
      let task = await claimNextValidation({ actor: vic, projectId });
      task;
      task = await claimNextValidation({ actor: vic, projectId })
    ) {
      offered.push(task.item.externalId);
      await skipValidation({ actor: vic, itemId: task.itemId, input: { reason: "seen" } });
    }
    expect(offered.sort()).toEqual(inRound.sort());
    // An item outside the round cannot be rated: "Item not found." as for one that does not exist.
    const outside = items.find((i) => !i.inValidation)!;
    await expect(
      submitValidation({ actor: vic, itemId: outside.id, input: { rating: 3 } }),
    ).rejects.toMatchObject({ code: "not_found" });
  });
});
