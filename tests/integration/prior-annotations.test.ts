import { describe, expect, it } from "vitest";
import { claimNextAdjudication } from "@/lib/adjudication/claim-next-adjudication";
import { db } from "@/lib/db";
import { isAppError } from "@/lib/errors";
import { importItems } from "@/lib/items/import/import-items";
import { itemLineExamples } from "@/lib/items/import/item-line-examples";
import { addProjectMember } from "@/lib/projects/add-project-member";
import { claimNextItem } from "@/lib/queue/claim-next-item";
import { submitAnnotation } from "@/lib/queue/submit-annotation";
import { makeQueueProject, sampleAnnotation } from "../concurrency/queue-fixtures";
import { jsonlSource, makeUser } from "../factories";

const EXPERT = "katzy-expert-el";
const line = (externalId: string, priors: { annotator: string; annotation: Record<string, unknown>; submitted_at?: string }[]) => ({
  ...itemLineExamples.generated_comment,
  external_id: externalId,
  prior_annotations: priors,
});
const expert = (variant: 0 | 1 | 2 = 0) => ({ annotator: EXPERT, annotation: sampleAnnotation("generated_comment", variant), submitted_at: "2024-05-01T10:00:00Z" });

async function project(overlap: number, annotators: number) {
  return makeQueueProject({ kind: "generated_comment", items: 0, annotators, settings: { overlap } });
}

async function itemOf(projectId: number, externalId: string) {
  return db.item.findUniqueOrThrow({ where: { projectId_externalId: { projectId, externalId } }, include: { gold: true, annotations: { orderBy: { id: "asc" } } } });
}

describe("prior annotations (SPEC §2)", () => {
  it("overlap 2 + one prior: in annotation, and exactly one more annotator can claim it", async () => {
    const { projectId, lead, annotators } = await project(2, 3);
    await importItems({ actor: lead, projectId, records: jsonlSource([line("p-1", [expert()])]) });
    const item = await itemOf(projectId, "p-1");
    expect(item).toMatchObject({ status: "in_annotation", annotationCount: 1 });
    expect(item.annotations).toMatchObject([{ userId: null, externalAnnotator: EXPERT, data: sampleAnnotation("generated_comment", 0) }]);

    const [a, b] = annotators;
    expect(await claimNextItem({ actor: a, projectId })).toMatchObject({ item: { id: item.id } });
    expect(await claimNextItem({ actor: b, projectId })).toBeNull();
  });

  it("overlap 2 + one prior under concurrent claimers: every item gets exactly one Accord annotator", async () => {
    const { projectId, lead, annotators } = await project(2, 8);
    const lines = Array.from({ length: 30 }, (_, i) => line(`c-${i}`, [expert(i % 3 === 0 ? 2 : 0)]));
    await importItems({ actor: lead, projectId, records: jsonlSource(lines, 64 * 1024) });
    let submits = 0;
    await Promise.all(
      annotators.map(async (actor) => {
        for (;;) {
          const claim = await claimNextItem({ actor, projectId });
          if (!claim) return;
          await submitAnnotation({ actor, assignmentId: claim.assignmentId, annotation: sampleAnnotation("generated_comment", 0) });
          submits += 1;
        }
      }),
    );
    expect(submits).toBe(30);
    const perItem = await db.$queryRaw<{ users: number; priors: number; count: number; status: string }[]>`
      SELECT count(a.user_id)::int AS users, count(a.external_annotator)::int AS priors, i.annotation_count AS count, i.status::text AS status
        FROM items i JOIN annotations a ON a.item_id = i.id WHERE i.project_id = ${projectId} GROUP BY i.id`;
    expect(perItem).toHaveLength(30);
    expect(perItem.every((r) => r.users === 1 && r.priors === 1 && r.count === 2)).toBe(true);
    expect(perItem.filter((r) => r.status === "disagreement")).toHaveLength(10);
    expect(perItem.filter((r) => r.status === "agreed")).toHaveLength(20);
  });

  it("is compared when the one Accord annotation comes: agreed → gold; differs → the adjudicator sees the prior one, named as imported", async () => {
    const { projectId, lead, annotators } = await project(2, 1);
    const adjudicator = await makeUser("annotator");
    await addProjectMember({ actor: lead, projectId, input: { email: adjudicator.email, role: "adjudicator" } });
    await importItems({ actor: lead, projectId, records: jsonlSource([line("same", [expert(0)]), line("differs", [expert(2)])]) });
    const [me] = annotators;
    for (;;) {
      const claim = await claimNextItem({ actor: me, projectId });
      if (!claim) break;
      await submitAnnotation({ actor: me, assignmentId: claim.assignmentId, annotation: sampleAnnotation("generated_comment", 1) });
    }
    const same = await itemOf(projectId, "same");
    expect(same.status).toBe("agreed");
    expect(same.gold).toMatchObject({ source: "unanimous" });
    expect(same.annotations.map((a) => a.externalAnnotator ?? a.userId)).toEqual([EXPERT, me.id]);

    expect((await itemOf(projectId, "differs")).status).toBe("disagreement");
    const view = await claimNextAdjudication({ actor: adjudicator, projectId });
    expect(view?.annotations).toMatchObject([
      { label: "A", annotator: { name: EXPERT, email: null }, imported: true, data: sampleAnnotation("generated_comment", 2) },
      { label: "B", annotator: { name: me.name, email: me.email }, imported: false },
    ]);
    expect(view?.differences).toContain("accuracy");
  });

  it("overlap 1 + one prior: compared at import, nobody can claim it", async () => {
    const { projectId, lead, annotators } = await project(1, 1);
    await importItems({ actor: lead, projectId, records: jsonlSource([line("one", [expert(0)])]) });
    const item = await itemOf(projectId, "one");
    expect(item).toMatchObject({ status: "agreed", annotationCount: 1 });
    expect(item.gold?.data).toEqual(sampleAnnotation("generated_comment", 0));
    expect(await claimNextItem({ actor: annotators[0], projectId })).toBeNull();
    const audit = await db.auditEvent.findMany({ where: { projectId, action: "item.compare", entityId: String(item.id) } });
    expect(audit).toHaveLength(1);
  });

  it("two priors that differ with overlap 2: a disagreement at import, with the error-code rows", async () => {
    const { projectId, lead } = await project(2, 0);
    await importItems({
      actor: lead,
      projectId,
      records: jsonlSource([line("two", [expert(0), { annotator: "katzy-expert-2", annotation: sampleAnnotation("generated_comment", 2) }])]),
    });
    const item = await itemOf(projectId, "two");
    expect(item).toMatchObject({ status: "disagreement", annotationCount: 2 });
    const tags = await db.errorTag.findMany({ where: { annotation: { itemId: item.id } }, select: { code: true }, orderBy: { code: "asc" } });
    expect(tags.map((t) => t.code)).toEqual(["LG-WL2", "MS-CC", "SE-HA3"]);
  });

  it("a bad prior annotation is a line error with its field path, and nothing is written", async () => {
    const { projectId, lead } = await project(2, 0);
    const bad = { annotator: EXPERT, annotation: { accuracy: "great" } };
    const error = await importItems({ actor: lead, projectId, records: jsonlSource([line("ok", [expert()]), line("bad", [bad])]) }).then(
      () => null,
      (e: unknown) => e,
    );
    if (!isAppError(error)) throw new Error(`expected an AppError, got ${String(error)}`);
    expect(error.status).toBe(422);
    expect(JSON.stringify(error.details)).toContain("prior_annotations[0].annotation.accuracy");
    expect(JSON.stringify(error.details)).toContain('"line":2');
    expect(await db.item.count({ where: { projectId } })).toBe(0);
    expect(await db.annotation.count({ where: { item: { projectId } } })).toBe(0);
  });
});
