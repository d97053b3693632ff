import { describe, expect, it } from "vitest";
import { claimNextAdjudication } from "@/lib/adjudication/claim-next-adjudication";
import { getAdjudication } from "@/lib/adjudication/get-adjudication";
import { releaseAdjudication } from "@/lib/adjudication/release-adjudication";
import { resolveAdjudication } from "@/lib/adjudication/resolve-adjudication";
import type { SessionUser } from "@/lib/auth/session-user";
import { db } from "@/lib/db";
import { openExportStream } from "@/lib/export/open-export-stream";
import type { ProjectSettings } from "@/lib/projects/project-settings";
import { addProjectMember } from "@/lib/projects/add-project-member";
import { claimNextItem } from "@/lib/queue/claim-next-item";
import { submitAnnotation } from "@/lib/queue/submit-annotation";
import { makeQueueProject } from "../concurrency/queue-fixtures";
import { makeUser } from "../factories";

const A = { accuracy: "partially_correct", error_codes: ["MS-CC", "LG-WL2"], notes: "ana" };
const B = { accuracy: "incorrect", error_codes: ["SE-HA3", "MS-CC"], notes: "ben" };

/** Two annotators disagree on every item (through the queue); a third member may adjudicate. */
async function disagreement(opts: { items?: number; settings?: Partial<ProjectSettings> } = {}) {
  const {
    projectId,
    lead,
    annotators: [ana, ben],
  } = await makeQueueProject({
    kind: "generated_comment",
    items: opts.items ?? 1,
    annotators: 2,
    settings: opts.settings,
  });
  for (let i = 0; i < (opts.items ?? 1); i++) {
    for (const [actor, annotation] of [
      [ana, A],
      [ben, B],
    ] as const) {
      const claim = await claimNextItem({ actor, projectId });
      await submitAnnotation({ actor, assignmentId: claim!.assignmentId, annotation });
    }
  }
  const cy = await makeUser("annotator");
  await addProjectMember({ actor: lead, projectId, input: { email: cy.email, role: "annotator" } });
  return { projectId, lead, ana, ben, cy };
}

async function exportLines(
  actor: SessionUser,
  projectId: number,
  statuses: ("gold" | "rejected" | "unresolved")[] = ["gold"],
) {
  const e = await openExportStream({ actor, projectId, statuses, identities: "emails" });
  return (await new Response(e.stream).text())
    .split("\n")
    .filter(Boolean)
    .map((l) => JSON.parse(l));
}

describe("adjudicating a disagreement", () => {
  it("a third member takes B; the export shows the item as adjudicated gold with B's data and the rationale", async () => {
    const { projectId, lead, ana, ben, cy } = await disagreement();
    const view = await claimNextAdjudication({ actor: cy, projectId });
    expect(view).toMatchObject({
      status: "active",
      differences: ["accuracy", "error_codes"],
      annotations: [
        { label: "A", annotator: { email: ana.email }, data: A },
        { label: "B", annotator: { email: ben.email }, data: B },
      ],
    });
    expect(view!.annotations[0].timeSpentMs).toBeGreaterThanOrEqual(0);
    expect(
      await db.item.findFirstOrThrow({ where: { projectId }, select: { status: true } }),
    ).toEqual({ status: "in_adjudication" });
    // Asking again returns the running claim, not a second one.
    expect((await claimNextAdjudication({ actor: cy, projectId }))!.adjudicationId).toBe(
      view!.adjudicationId,
    );

    const result = await resolveAdjudication({
      actor: cy,
      adjudicationId: view!.adjudicationId,
      input: { choice: "b", rationale: "B found the hallucination" },
    });
    expect(result).toMatchObject({ itemStatus: "gold", gold: B });
    // A retry of the same decision is accepted once; a different one is a conflict.
    await expect(
      resolveAdjudication({
        actor: cy,
        adjudicationId: view!.adjudicationId,
        input: { choice: "b", rationale: "again" },
      }),
    ).resolves.toMatchObject({
      itemStatus: "gold",
    });
    await expect(
      resolveAdjudication({
        actor: cy,
        adjudicationId: view!.adjudicationId,
        input: { choice: "a" },
      }),
    ).rejects.toMatchObject({ code: "conflict" });

    const [line] = await exportLines(lead, projectId);
    expect(line).toMatchObject({
      status: "gold",
      source: "adjudicated",
      gold: B,
      adjudication: {
        adjudicator: cy.email,
        rationale: "B found the hallucination",
        choice: "b",
        resolved_at: expect.stringMatching(/Z$/),
      },
      annotations: [
        { annotator: ana.email, annotation: A },
        { annotator: ben.email, annotation: B },
      ],
    });
    const audit = await db.auditEvent.findFirstOrThrow({
      where: { projectId, action: "adjudication.resolve" },
      select: { before: true, after: true },
    });
    expect(audit).toMatchObject({
      before: { status: "in_adjudication", gold: null },
      after: { status: "gold", choice: "b", gold: { source: "adjudicated", data: B } },
    });
    expect(await claimNextAdjudication({ actor: cy, projectId })).toBeNull();
  });

  it("hides annotator names when the project says so", async () => {
    const { projectId, cy } = await disagreement({ settings: { hideAnnotatorNames: true } });
    const view = await claimNextAdjudication({ actor: cy, projectId });
    expect(view!.annotations.map((a) => a.annotator)).toEqual([null, null]);
    expect(JSON.stringify(view)).not.toMatch(/@test\.example/);
  });

  it("validates the decision: merged needs gold and a rationale; a/b must match the annotation", async () => {
    const { projectId, cy } = await disagreement();
    const { adjudicationId } = (await claimNextAdjudication({ actor: cy, projectId }))!;
    const fail = (input: unknown) => resolveAdjudication({ actor: cy, adjudicationId, input });
    await expect(fail({ choice: "merged", gold: { accuracy: "incorrect" } })).rejects.toMatchObject(
      {
        code: "validation_failed",
        details: { fields: { rationale: [expect.any(String)] } },
      },
    );
    await expect(
      fail({ choice: "merged", gold: { accuracy: "wrong", error_codes: ["XX"] }, rationale: "r" }),
    ).rejects.toMatchObject({
      code: "validation_failed",
      details: {
        fields: {
          "gold.accuracy": [expect.any(String)],
          "gold.error_codes.0": [expect.any(String)],
        },
      },
    });
    await expect(fail({ choice: "a", gold: B })).rejects.toMatchObject({
      code: "validation_failed",
      details: { fields: { gold: [expect.any(String)] } },
    });
    await expect(fail({ choice: "c" })).rejects.toMatchObject({ code: "validation_failed" });
    expect(await db.goldRecord.count({ where: { item: { projectId } } })).toBe(0);

    const merged = { accuracy: "incorrect", error_codes: ["SE-HA3"], notes: "" };
    const done = await fail({ choice: "merged", gold: merged, rationale: "MS-CC does not apply" });
    expect(done).toMatchObject({ itemStatus: "gold", gold: merged, choice: "merged" });
    expect(
      await db.goldRecord.findFirstOrThrow({
        where: { item: { projectId } },
        select: { source: true, data: true, updatedById: true },
      }),
    ).toEqual({
      source: "adjudicated",
      data: merged,
      updatedById: cy.id,
    });
  });

  it("an expired claim is taken over; its holder's late resolve is a 409; release gives the item back", async () => {
    const { projectId, lead, cy } = await disagreement({ items: 2 });
    const first = (await claimNextAdjudication({ actor: cy, projectId }))!;
    await db.adjudication.update({
      where: { id: first.adjudicationId },
      data: { leaseExpiresAt: new Date(Date.now() - 1000) },
    });
    const taken = (await claimNextAdjudication({ actor: lead, projectId }))!;
    expect(taken.item.id).toBe(first.item.id);
    await expect(
      resolveAdjudication({
        actor: cy,
        adjudicationId: first.adjudicationId,
        input: { choice: "a" },
      }),
    ).rejects.toMatchObject({ code: "conflict" });
    await expect(
      resolveAdjudication({
        actor: cy,
        adjudicationId: taken.adjudicationId,
        input: { choice: "a" },
      }),
    ).rejects.toMatchObject({ code: "conflict" });
    await expect(
      getAdjudication({ actor: cy, adjudicationId: taken.adjudicationId }),
    ).rejects.toMatchObject({ code: "not_found" });

    const second = (await claimNextAdjudication({ actor: cy, projectId }))!;
    expect(second.item.id).not.toBe(first.item.id);
    await releaseAdjudication({ actor: cy, adjudicationId: second.adjudicationId });
    await releaseAdjudication({ actor: cy, adjudicationId: second.adjudicationId });
    expect(
      await db.item.findUniqueOrThrow({ where: { id: second.item.id }, select: { status: true } }),
    ).toEqual({ status: "disagreement" });
    await expect(
      resolveAdjudication({
        actor: cy,
        adjudicationId: second.adjudicationId,
        input: { choice: "a" },
      }),
    ).rejects.toMatchObject({ code: "conflict" });
    expect((await claimNextAdjudication({ actor: cy, projectId }))!.item.id).toBe(second.item.id);
  });
});
