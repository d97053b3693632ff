import { describe, expect, it } from "vitest";
import { claimNextAdjudication } from "@/lib/adjudication/claim-next-adjudication";
import { resolveAdjudication } from "@/lib/adjudication/resolve-adjudication";
import { db } from "@/lib/db";
import { claimNextValidation } from "@/lib/gold/claim-next-validation";
import { editGold } from "@/lib/gold/edit-gold";
import { getItemHistory } from "@/lib/gold/get-item-history";
import { reopenItem } from "@/lib/gold/reopen-item";
import { submitValidation } from "@/lib/gold/submit-validation";
import type { ItemKind } from "@/lib/items/item-kinds";
import { addProjectMember } from "@/lib/projects/add-project-member";
import type { ProjectSettings } from "@/lib/projects/project-settings";
import { claimNextItem } from "@/lib/queue/claim-next-item";
import { submitAnnotation } from "@/lib/queue/submit-annotation";
import { makeQueueProject, sampleAnnotation } from "../concurrency/queue-fixtures";
import { makeUser } from "../factories";

/** Two annotators label the only item with the given sample variants (0/1 agree, 2 differs). */
async function annotated(
  kind: ItemKind,
  variants: [0 | 1 | 2, 0 | 1 | 2],
  settings: Partial<ProjectSettings> = {},
) {
  const { projectId, lead, annotators } = await makeQueueProject({
    kind,
    items: 1,
    annotators: 2,
    settings,
  });
  for (const [i, actor] of annotators.entries()) {
    const claim = await claimNextItem({ actor, projectId });
    await submitAnnotation({
      actor,
      assignmentId: claim!.assignmentId,
      annotation: sampleAnnotation(kind, variants[i], `n${i}`),
    });
  }
  const item = await db.item.findFirstOrThrow({
    where: { projectId },
    select: { id: true, status: true },
  });
  return { projectId, lead, annotators, itemId: item.id, status: item.status };
}

const events = (itemId: number, action: string) =>
  db.auditEvent.findMany({
    where: { entityType: "item", entityId: String(itemId), action },
    select: { before: true, after: true, actorId: true },
  });

describe("a lead's corrections", () => {
  it("edits agreed gold with a rationale, audited with before and after; annotators may not", async () => {
    const { lead, annotators, itemId, status } = await annotated("generated_comment", [0, 1]);
    expect(status).toBe("agreed");
    const gold = { accuracy: "incorrect", error_codes: ["SE-HA3"], notes: "" };
    await expect(
      editGold({ actor: annotators[0], itemId, input: { gold, rationale: "x" } }),
    ).rejects.toMatchObject({ code: "forbidden" });
    await expect(editGold({ actor: lead, itemId, input: { gold } })).rejects.toMatchObject({
      code: "validation_failed",
      details: { fields: { rationale: [expect.any(String)] } },
    });
    await expect(
      editGold({ actor: lead, itemId, input: { gold: { accuracy: "meh" }, rationale: "x" } }),
    ).rejects.toMatchObject({
      details: { fields: { "gold.accuracy": [expect.any(String)] } },
    });

    expect(
      await editGold({
        actor: lead,
        itemId,
        input: { gold, rationale: "the comment invents a parameter" },
      }),
    ).toMatchObject({ itemStatus: "gold", gold });
    expect(await events(itemId, "gold.edit")).toEqual([
      {
        actorId: lead.id,
        before: {
          status: "agreed",
          gold: { source: "unanimous", data: sampleAnnotation("generated_comment", 0, "n0") },
        },
        after: {
          status: "gold",
          gold: { source: "adjudicated", data: gold },
          rationale: "the comment invents a parameter",
        },
      },
    ]);
    expect(
      await db.goldRecord.findUniqueOrThrow({
        where: { itemId },
        select: { source: true, updatedById: true },
      }),
    ).toEqual({ source: "adjudicated", updatedById: lead.id });
  });

  it("reopens a finished item for a new adjudication; the history shows it all", async () => {
    const { projectId, lead, annotators, itemId } = await annotated("readme", [0, 1]);
    await expect(reopenItem({ actor: lead, itemId, input: { reason: " " } })).rejects.toMatchObject(
      { code: "validation_failed" },
    );
    await expect(
      reopenItem({ actor: annotators[1], itemId, input: { reason: "no" } }),
    ).rejects.toMatchObject({ code: "forbidden" });
    expect(
      await reopenItem({ actor: lead, itemId, input: { reason: "second span is a roadmap item" } }),
    ).toEqual({ itemId, itemStatus: "disagreement" });
    await expect(
      reopenItem({ actor: lead, itemId, input: { reason: "again" } }),
    ).rejects.toMatchObject({ code: "conflict" });
    const [reopened] = await events(itemId, "item.reopen");
    expect(reopened).toMatchObject({
      before: { status: "agreed", gold: { source: "unanimous" } },
      after: { status: "disagreement", gold: null, reason: "second span is a roadmap item" },
    });
    expect(await db.goldRecord.count({ where: { itemId } })).toBe(0);

    const judge = await makeUser("annotator");
    await addProjectMember({
      actor: lead,
      projectId,
      input: { email: judge.email, role: "adjudicator" },
    });
    const view = (await claimNextAdjudication({ actor: judge, projectId }))!;
    expect(view.item.id).toBe(itemId);
    expect(view.differences).toEqual([]);
    await resolveAdjudication({
      actor: judge,
      adjudicationId: view.adjudicationId,
      input: { choice: "b" },
    });

    const history = await getItemHistory({ actor: lead, itemId });
    expect(history).toMatchObject({
      status: "gold",
      annotations: [
        { annotator: { email: annotators[0].email } },
        { annotator: { email: annotators[1].email } },
      ],
      adjudications: [{ adjudicator: { email: judge.email }, status: "resolved", choice: "b" }],
      gold: { source: "adjudicated", updatedBy: { email: judge.email } },
    });
    expect(history.events.map((e) => e.action)).toEqual([
      "item.compare",
      "item.reopen",
      "adjudication.resolve",
    ]);
    await expect(getItemHistory({ actor: annotators[0], itemId })).rejects.toMatchObject({
      code: "forbidden",
    });
  });

  it("a QA pair whose adjudicated gold rejects it ends rejected", async () => {
    const { projectId, lead, itemId } = await annotated("qa_pair", [0, 2]);
    const view = (await claimNextAdjudication({ actor: lead, projectId }))!;
    const gold = { verdict: "reject", reject_reasons: ["too_simple"] };
    const done = await resolveAdjudication({
      actor: lead,
      adjudicationId: view.adjudicationId,
      input: { choice: "merged", gold, rationale: "both missed it" },
    });
    expect(done.itemStatus).toBe("rejected");
    expect(
      await db.item.findUniqueOrThrow({ where: { id: itemId }, select: { status: true } }),
    ).toEqual({ status: "rejected" });
  });
});

describe("README validation round", () => {
  it("two members who did not annotate rate the gold list 1–4; a third rating is refused", async () => {
    const { projectId, lead, annotators, itemId } = await annotated("readme", [0, 1], {
      readmeValidation: true,
    });
    const [v1, v2, v3] = [
      await makeUser("annotator"),
      await makeUser("annotator"),
      await makeUser("annotator"),
    ];
    for (const v of [v1, v2, v3])
      await addProjectMember({
        actor: lead,
        projectId,
        input: { email: v.email, role: "annotator" },
      });
    expect(await claimNextValidation({ actor: annotators[0], projectId })).toBeNull();
    await expect(
      submitValidation({ actor: annotators[0], itemId, input: { rating: 4 } }),
    ).rejects.toMatchObject({ code: "not_found", message: "Item not found." });
    const task = (await claimNextValidation({ actor: v1, projectId }))!;
    expect(task).toMatchObject({ itemId, gold: { functionalities: [expect.any(Object)] } });
    await expect(
      submitValidation({ actor: v1, itemId, input: { rating: 5 } }),
    ).rejects.toMatchObject({ code: "validation_failed" });
    await submitValidation({ actor: v1, itemId, input: { rating: 3, notes: "misses one" } });
    await submitValidation({ actor: v1, itemId, input: { rating: 3 } });
    await submitValidation({ actor: v2, itemId, input: { rating: 4 } });
    expect(await claimNextValidation({ actor: v3, projectId })).toBeNull();
    await expect(
      submitValidation({ actor: v3, itemId, input: { rating: 2 } }),
    ).rejects.toMatchObject({ code: "conflict" });
    expect((await getItemHistory({ actor: lead, itemId })).validation.map((r) => r.rating)).toEqual(
      [3, 4],
    );
  });

  it("is refused where the round is off", async () => {
    const { projectId, lead } = await annotated("readme", [0, 1]);
    await expect(claimNextValidation({ actor: lead, projectId })).rejects.toMatchObject({
      code: "conflict",
    });
  });
});
