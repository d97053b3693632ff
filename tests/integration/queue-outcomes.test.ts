import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import type { ItemKind } from "@/lib/items/item-kinds";
import type { ProjectSettings } from "@/lib/projects/project-settings";
import { claimNextItem } from "@/lib/queue/claim-next-item";
import { submitAnnotation } from "@/lib/queue/submit-annotation";
import { makeQueueProject, sampleAnnotation } from "../concurrency/queue-fixtures";

/** Two annotators annotate the only item; returns its status, gold row and audit trail. */
async function annotateTwice(
  kind: ItemKind,
  first: object,
  second: object,
  settings: Partial<ProjectSettings> = {},
) {
  const { projectId, annotators } = await makeQueueProject({
    kind,
    items: 1,
    annotators: 2,
    settings,
  });
  const statuses: string[] = [];
  for (const [actor, annotation] of [
    [annotators[0], first],
    [annotators[1], second],
  ] as const) {
    const claim = await claimNextItem({ actor, projectId });
    statuses.push(
      (await submitAnnotation({ actor, assignmentId: claim!.assignmentId, annotation })).itemStatus,
    );
  }
  const item = await db.item.findFirstOrThrow({
    where: { projectId },
    select: {
      id: true,
      status: true,
      annotationCount: true,
      gold: { select: { source: true, data: true } },
    },
  });
  const audit = await db.auditEvent.findMany({
    where: { projectId, action: "item.compare" },
    select: { before: true, after: true },
  });
  return { statuses, item, audit };
}

const reject = (reason: string) => ({ verdict: "reject", reject_reasons: [reason] });

describe("comparison when the last annotation arrives", () => {
  it.each(["dialogue", "qa_pair", "readme", "generated_comment", "model_answer"] as const)(
    "%s: agreeing annotations make the first one gold",
    async (kind) => {
      const first = sampleAnnotation(kind, 0, "first");
      const { statuses, item, audit } = await annotateTwice(
        kind,
        first,
        sampleAnnotation(kind, 1, "second"),
      );
      expect(statuses).toEqual(["in_annotation", "agreed"]);
      expect(item).toMatchObject({
        status: "agreed",
        annotationCount: 2,
        gold: { source: "unanimous", data: { notes: "first" } },
      });
      expect(audit).toEqual([
        {
          before: { status: "in_annotation" },
          after: { status: "agreed", differences: [], gold_source: "unanimous", annotations: 2 },
        },
      ]);
    },
  );

  it.each(["dialogue", "qa_pair", "readme", "generated_comment", "model_answer"] as const)(
    "%s: disagreeing annotations wait for adjudication",
    async (kind) => {
      const { statuses, item, audit } = await annotateTwice(
        kind,
        sampleAnnotation(kind, 0),
        sampleAnnotation(kind, 2),
      );
      expect(statuses[1]).toBe("disagreement");
      expect(item).toMatchObject({ status: "disagreement", gold: null });
      expect((audit[0].after as { differences: string[] }).differences.length).toBeGreaterThan(0);
    },
  );

  it("qa_pair: one reject vetoes the pair, pooling the reasons", async () => {
    const { item } = await annotateTwice(
      "qa_pair",
      sampleAnnotation("qa_pair"),
      reject("too_simple"),
    );
    expect(item).toMatchObject({
      status: "rejected",
      gold: { source: "veto", data: { verdict: "reject", reject_reasons: ["too_simple"] } },
    });
  });

  it("qa_pair: with rejections sent to adjudication, one reject is a disagreement and two are a rejection", async () => {
    const one = await annotateTwice("qa_pair", reject("other"), sampleAnnotation("qa_pair"), {
      qaRejectRule: "adjudicate",
    });
    expect(one.item).toMatchObject({ status: "disagreement", gold: null });
    const both = await annotateTwice("qa_pair", reject("other"), reject("time_sensitive"), {
      qaRejectRule: "adjudicate",
    });
    expect(both.item).toMatchObject({
      status: "rejected",
      gold: { source: "unanimous", data: { reject_reasons: ["time_sensitive", "other"] } },
    });
  });

  it("generated_comment: with accuracy-only agreement, different codes still agree", async () => {
    const { item } = await annotateTwice(
      "generated_comment",
      { accuracy: "incorrect", error_codes: ["SE-HA3"] },
      { accuracy: "incorrect", error_codes: ["MS-CC"] },
      { commentAgreement: "accuracy_only" },
    );
    expect(item).toMatchObject({
      status: "agreed",
      gold: { source: "unanimous", data: { error_codes: ["SE-HA3"] } },
    });
  });

  it("overlap 1: the single annotation is the gold", async () => {
    const {
      projectId,
      annotators: [a],
    } = await makeQueueProject({
      kind: "readme",
      items: 1,
      annotators: 1,
      settings: { overlap: 1 },
    });
    const claim = await claimNextItem({ actor: a, projectId });
    expect(
      (
        await submitAnnotation({
          actor: a,
          assignmentId: claim!.assignmentId,
          annotation: sampleAnnotation("readme"),
        })
      ).itemStatus,
    ).toBe("agreed");
    expect(await db.goldRecord.count({ where: { item: { projectId }, source: "unanimous" } })).toBe(
      1,
    );
  });
});
