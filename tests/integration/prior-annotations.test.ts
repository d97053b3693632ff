import { describe, expect, it } from "vitest";
import { claimNextAdjudication } from "@/lib/adjudication/claim-next-adjudication";
import { getProjectAgreement } from "@/lib/agreement/data/get-project-agreement";
import { db } from "@/lib/db";
import { openExportStream } from "@/lib/export/open-export-stream";
import { getItemHistory } from "@/lib/gold/get-item-history";
import { isAppError } from "@/lib/errors";
import { importItems } from "@/lib/items/import/import-items";
import { itemLineExamples } from "@/lib/items/import/item-line-examples";
import { addProjectMember } from "@/lib/projects/add-project-member";
import { parseProjectSettings } from "@/lib/projects/project-settings";
import { updateProject } from "@/lib/projects/update-project";
import { claimNextItem } from "@/lib/queue/claim-next-item";
import { submitAnnotation } from "@/lib/queue/submit-annotation";
import { makeQueueProject, sampleAnnotation } from "../concurrency/queue-fixtures";
import { jsonlSource, makeUser } from "../factories";

const EXPERT = "katzy-expert-el";
const line = (
  externalId: string,
  priors: { annotator: string; annotation: Record<string, unknown>; submitted_at?: string }[],
) => ({
  ...itemLineExamples.generated_comment,
  external_id: externalId,
  prior_annotations: priors,
});
const expert = (variant: 0 | 1 | 2 = 0) => ({
  annotator: EXPERT,
  annotation: sampleAnnotation("generated_comment", variant),
  submitted_at: "2024-05-01T10:00:00Z",
});

async function project(overlap: number, annotators: number) {
  return makeQueueProject({
    kind: "generated_comment",
    items: 0,
    annotators,
    settings: { overlap },
  });
}

async function itemOf(projectId: number, externalId: string) {
  return db.item.findUniqueOrThrow({
    where: { projectId_externalId: { projectId, externalId } },
    include: { gold: true, annotations: { orderBy: { id: "asc" } } },
  });
}

describe("prior annotations (SPEC §2)", () => {
  it("overlap 2 + one prior: in annotation, and exactly one more annotator can claim it", async () => {
    const { projectId, lead, annotators } = await project(2, 3);
    await importItems({ actor: lead, projectId, records: jsonlSource([line("p-1", [expert()])]) });
    const item = await itemOf(projectId, "p-1");
    expect(item).toMatchObject({ status: "in_annotation", annotationCount: 1 });
    expect(item.annotations).toMatchObject([
      { userId: null, externalAnnotator: EXPERT, data: sampleAnnotation("generated_comment", 0) },
    ]);

    const [a, b] = annotators;
    expect(await claimNextItem({ actor: a, projectId })).toMatchObject({ item: { id: item.id } });
    expect(await claimNextItem({ actor: b, projectId })).toBeNull();
  });

  it("overlap 2 + one prior under concurrent claimers: every item gets exactly one Accord annotator", async () => {
    const { projectId, lead, annotators } = await project(2, 8);
    const lines = Array.from({ length: 30 }, (_, i) =>
      line(`c-${i}`, [expert(i % 3 === 0 ? 2 : 0)]),
    );
    await importItems({ actor: lead, projectId, records: jsonlSource(lines, 64 * 1024) });
    let submits = 0;
    await Promise.all(
      annotators.map(async (actor) => {
        for (;;) {
          const claim = await claimNextItem({ actor, projectId });
          if (!claim) return;
          await submitAnnotation({
            actor,
            assignmentId: claim.assignmentId,
            annotation: sampleAnnotation("generated_comment", 0),
          });
          submits += 1;
        }
      }),
    );
    expect(submits).toBe(30);
    const perItem = await db.$queryRaw<
      { users: number; priors: number; count: number; status: string }[]
    >`
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
    await addProjectMember({
      actor: lead,
      projectId,
      input: { email: adjudicator.email, role: "adjudicator" },
    });
    await importItems({
      actor: lead,
      projectId,
      records: jsonlSource([line("same", [expert(0)]), line("differs", [expert(2)])]),
    });
    const [me] = annotators;
    for (;;) {
      const claim = await claimNextItem({ actor: me, projectId });
      if (!claim) break;
      await submitAnnotation({
        actor: me,
        assignmentId: claim.assignmentId,
        annotation: sampleAnnotation("generated_comment", 1),
      });
    }
    const same = await itemOf(projectId, "same");
    expect(same.status).toBe("agreed");
    expect(same.gold).toMatchObject({ source: "unanimous" });
    expect(same.annotations.map((a) => a.externalAnnotator ?? a.userId)).toEqual([EXPERT, me.id]);

    expect((await itemOf(projectId, "differs")).status).toBe("disagreement");
    const view = await claimNextAdjudication({ actor: adjudicator, projectId });
    expect(view?.annotations).toMatchObject([
      {
        label: "A",
        annotator: { name: EXPERT, email: null },
        imported: true,
        data: sampleAnnotation("generated_comment", 2),
      },
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
    const audit = await db.auditEvent.findMany({
      where: { projectId, action: "item.compare", entityId: String(item.id) },
    });
    expect(audit).toHaveLength(1);
  });

  it("two priors that differ with overlap 2: a disagreement at import, with the error-code rows", async () => {
    const { projectId, lead } = await project(2, 0);
    await importItems({
      actor: lead,
      projectId,
      records: jsonlSource([
        line("two", [
          expert(0),
          { annotator: "katzy-expert-2", annotation: sampleAnnotation("generated_comment", 2) },
        ]),
      ]),
    });
    const item = await itemOf(projectId, "two");
    expect(item).toMatchObject({ status: "disagreement", annotationCount: 2 });
    const tags = await db.errorTag.findMany({
      where: { annotation: { itemId: item.id } },
      select: { code: true },
      orderBy: { code: "asc" },
    });
    expect(tags.map((t) => t.code)).toEqual(["LG-WL2", "MS-CC", "SE-HA3"]);
  });

  it("a bad prior annotation is a line error with its field path, and nothing is written", async () => {
    const { projectId, lead } = await project(2, 0);
    const bad = { annotator: EXPERT, annotation: { accuracy: "great" } };
    const error = await importItems({
      actor: lead,
      projectId,
      records: jsonlSource([line("ok", [expert()]), line("bad", [bad])]),
    }).then(
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

  /** `items` items with the expert's prior annotation, each annotated once more by `me` (agreeing on every third). */
  async function annotatedOnce(items: number) {
    const { projectId, lead, annotators } = await project(2, 1);
    const lines = Array.from({ length: items }, (_, i) =>
      line(`e-${i}`, [expert(i % 3 === 0 ? 0 : 2)]),
    );
    await importItems({ actor: lead, projectId, records: jsonlSource(lines) });
    const [me] = annotators;
    for (;;) {
      const claim = await claimNextItem({ actor: me, projectId });
      if (!claim) break;
      await submitAnnotation({
        actor: me,
        assignmentId: claim.assignmentId,
        annotation: sampleAnnotation("generated_comment", 0),
      });
    }
    return { projectId, lead, me };
  }

  it("the export marks the prior annotation imported, under its external name (not a pseudonym)", async () => {
    const { projectId, lead } = await annotatedOnce(3);
    const e = await openExportStream({
      actor: lead,
      projectId,
      statuses: ["gold", "unresolved"],
      identities: "pseudonyms",
    });
    const lines = (await new Response(e.stream).text())
      .split("\n")
      .filter(Boolean)
      .map(
        (l) =>
          JSON.parse(l) as {
            external_id: string;
            status: string;
            annotations: { annotator: string; imported: boolean; submitted_at: string }[];
          },
      );
    expect(lines.map((l) => [l.external_id, l.status])).toEqual([
      ["e-0", "gold"],
      ["e-1", "unresolved"],
      ["e-2", "unresolved"],
    ]);
    for (const l of lines) {
      expect(l.annotations).toHaveLength(2);
      expect(l.annotations[0]).toMatchObject({
        annotator: EXPERT,
        imported: true,
        submitted_at: "2024-05-01T10:00:00.000Z",
      });
      expect(l.annotations[1]).toMatchObject({ imported: false });
      expect(l.annotations[1].annotator).not.toBe(EXPERT);
    }
  });

  it("agreement counts the prior annotation as a rater: the pair is the external name and the Accord annotator", async () => {
    const { projectId, lead, me } = await annotatedOnce(6);
    const report = await getProjectAgreement({ actor: lead, projectId });
    expect(report.items_compared).toBe(6);
    expect(report.pairs.map((p) => [...p.annotators].sort())).toEqual([[EXPERT, me.email].sort()]);
    expect(report.fields.accuracy).toMatchObject({ n: 6, observed: 2 / 6 });
  });

  it("the lead's item history names the prior annotation as imported", async () => {
    const { projectId, lead } = await annotatedOnce(1);
    const item = await itemOf(projectId, "e-0");
    const history = await getItemHistory({ actor: lead, itemId: item.id, projectId });
    expect(history.annotations[0]).toMatchObject({
      annotator: null,
      machineAnnotator: null,
      externalAnnotator: EXPERT,
    });
    expect(history.annotations[1].externalAnnotator).toBeNull();
  });

  it("lowering the overlap to the number of prior annotations compares the item; its slot is never released", async () => {
    const { projectId, lead, annotators } = await project(3, 1);
    await importItems({
      actor: lead,
      projectId,
      records: jsonlSource([
        line("low", [expert(0)]),
        line("two", [
          expert(0),
          { annotator: "b", annotation: sampleAnnotation("generated_comment", 1) },
        ]),
      ]),
    });
    const claim = await claimNextItem({ actor: annotators[0], projectId });
    expect(claim).not.toBeNull();
    const stored = await db.project.findUniqueOrThrow({ where: { id: projectId } });
    await updateProject({
      actor: lead,
      projectId,
      input: { settings: { ...parseProjectSettings(stored.settings), overlap: 2 } },
    });
    expect((await itemOf(projectId, "two")).status).toBe("agreed");
    expect(
      await db.assignment.count({
        where: { item: { projectId }, externalAnnotator: { not: null }, status: "submitted" },
      }),
    ).toBe(3);
  });

  it("a dialogue's prior annotation with a task category the project does not have is a 422 naming the item, and nothing is written", async () => {
    const { projectId, lead } = await makeQueueProject({
      kind: "dialogue",
      items: 0,
      annotators: 0,
    });
    const annotation = { ...sampleAnnotation("dialogue", 0), task_category: "astrology" };
    const dialogue = {
      ...itemLineExamples.dialogue,
      external_id: "d-1",
      prior_annotations: [{ annotator: EXPERT, annotation }],
    };
    const error = await importItems({
      actor: lead,
      projectId,
      records: jsonlSource([dialogue]),
    }).then(
      () => null,
      (e: unknown) => e,
    );
    if (!isAppError(error)) throw new Error(`expected an AppError, got ${String(error)}`);
    expect(error.status).toBe(422);
    expect(error.message).toContain(
      "d-1: prior_annotations[0].annotation: task_category: must be one of the project's categories",
    );
    expect(await db.item.count({ where: { projectId } })).toBe(0);
  });
});
