import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { isAppError } from "@/lib/errors";
import { claimNextItem } from "@/lib/queue/claim-next-item";
import { getAssignment } from "@/lib/queue/get-assignment";
import { getQueueProgress } from "@/lib/queue/get-queue-progress";
import { releaseAssignment } from "@/lib/queue/release-assignment";
import { saveDraft } from "@/lib/queue/save-draft";
import { skipAssignment } from "@/lib/queue/skip-assignment";
import { submitAnnotation } from "@/lib/queue/submit-annotation";
import { makeQueueProject, sampleAnnotation } from "../concurrency/queue-fixtures";
import { makeUser } from "../factories";

const codeOf = (p: Promise<unknown>) =>
  p.then(
    () => "ok",
    (e: unknown) => (isAppError(e) ? e.code : String(e)),
  );

describe("claimNextItem", () => {
  it("gives an item to exactly `overlap` people and nobody an item twice", async () => {
    const {
      projectId,
      annotators: [a, b, c],
    } = await makeQueueProject({ kind: "generated_comment", items: 1, annotators: 3 });
    const ca = await claimNextItem({ actor: a, projectId });
    const cb = await claimNextItem({ actor: b, projectId });
    expect(cb?.item.id).toBe(ca?.item.id);
    expect(await claimNextItem({ actor: c, projectId })).toBeNull();
    await submitAnnotation({
      actor: a,
      assignmentId: ca!.assignmentId,
      annotation: sampleAnnotation("generated_comment"),
    });
    // a has annotated the only item: nothing more for them, and c still finds it full.
    expect(await claimNextItem({ actor: a, projectId })).toBeNull();
    expect(await claimNextItem({ actor: c, projectId })).toBeNull();
    await submitAnnotation({
      actor: b,
      assignmentId: cb!.assignmentId,
      annotation: sampleAnnotation("generated_comment", 1),
    });
    expect(await claimNextItem({ actor: c, projectId })).toBeNull();
    const rows = await db.assignment.findMany({
      where: { item: { projectId } },
      select: { userId: true, status: true },
    });
    expect(rows.map((r) => r.userId).sort()).toEqual([a.id, b.id].sort());
  });

  it("gives the third annotator other items and finishes started items first", async () => {
    const {
      projectId,
      annotators: [a, b, c],
    } = await makeQueueProject({ kind: "dialogue", items: 3, annotators: 3 });
    const ca = await claimNextItem({ actor: a, projectId });
    const cb = await claimNextItem({ actor: b, projectId });
    const cc = await claimNextItem({ actor: c, projectId });
    expect(cb!.item.id).toBe(ca!.item.id);
    expect(cc!.item.id).not.toBe(ca!.item.id);
    await submitAnnotation({
      actor: a,
      assignmentId: ca!.assignmentId,
      annotation: sampleAnnotation("dialogue"),
    });
    // a's next item is the one c started (in annotation), not the untouched lowest id.
    expect((await claimNextItem({ actor: a, projectId }))!.item.id).toBe(cc!.item.id);
  });

  it("returns the running claim again instead of a second item, also to concurrent requests", async () => {
    const {
      projectId,
      annotators: [a],
    } = await makeQueueProject({ kind: "readme", items: 5, annotators: 1 });
    const claims = await Promise.all(
      [1, 2, 3, 4].map(() => claimNextItem({ actor: a, projectId })),
    );
    expect(new Set(claims.map((x) => x!.assignmentId)).size).toBe(1);
    expect(await db.assignment.count({ where: { userId: a.id } })).toBe(1);
    expect(claims[0]!.item.fields.kind).toBe("readme");
  });

  it("refuses people who are not annotators of the project, and claims nothing for them", async () => {
    const { projectId, lead } = await makeQueueProject({
      kind: "dialogue",
      items: 1,
      annotators: 0,
    });
    expect(await codeOf(claimNextItem({ actor: lead, projectId }))).toBe("forbidden");
    expect(await codeOf(claimNextItem({ actor: await makeUser(), projectId }))).toBe("not_found");
    expect(await codeOf(claimNextItem({ actor: lead, projectId: 2 ** 40 }))).toBe("not_found");
    expect(await db.assignment.count({ where: { item: { projectId } } })).toBe(0);
    // Admins may annotate any project, member or not.
    const admin = await makeUser("admin");
    expect((await claimNextItem({ actor: admin, projectId }))?.item.fields.kind).toBe("dialogue");
  });

  it("never shows one annotator's annotation or draft to another (blinding)", async () => {
    const {
      projectId,
      annotators: [a, b],
    } = await makeQueueProject({ kind: "qa_pair", items: 2, annotators: 2 });
    const marker = `marker-${Date.now()}`;
    const ca = await claimNextItem({ actor: a, projectId });
    await saveDraft({
      actor: a,
      assignmentId: ca!.assignmentId,
      draft: { notes: `${marker}-draft` },
    });
    await submitAnnotation({
      actor: a,
      assignmentId: ca!.assignmentId,
      annotation: sampleAnnotation("qa_pair", 0, `${marker}-notes`),
    });
    const cb = await claimNextItem({ actor: b, projectId });
    expect(cb!.item.id).toBe(ca!.item.id);
    const seen = JSON.stringify([
      cb,
      await getAssignment({ actor: b, assignmentId: cb!.assignmentId }),
      await getQueueProgress({ actor: b, projectId }),
    ]);
    expect(seen).not.toContain(marker);
    expect(seen).not.toMatch(/annotationCount|"status":"in_annotation"/);
    expect(await codeOf(getAssignment({ actor: b, assignmentId: ca!.assignmentId }))).toBe(
      "not_found",
    );
    expect(await codeOf(saveDraft({ actor: b, assignmentId: ca!.assignmentId, draft: {} }))).toBe(
      "not_found",
    );
  });

  it("never shows the lab's item meta (it may hold hints) to annotators", async () => {
    const {
      projectId,
      annotators: [a],
    } = await makeQueueProject({ kind: "generated_comment", items: 1, annotators: 1 });
    const claim = await claimNextItem({ actor: a, projectId });
    const seen = JSON.stringify([
      claim,
      await getAssignment({ actor: a, assignmentId: claim!.assignmentId }),
    ]);
    expect(claim!.item.fields.kind).toBe("generated_comment");
    expect(seen).not.toContain("scores"); // a key of the example line's meta
    expect(seen).not.toContain('"meta"');
  });

  it("releases: the slot goes back, the draft stays, the item may return to the same person", async () => {
    const {
      projectId,
      annotators: [a, b, c],
    } = await makeQueueProject({
      kind: "generated_comment",
      items: 1,
      annotators: 3,
      settings: { overlap: 1 },
    });
    const ca = await claimNextItem({ actor: a, projectId });
    await saveDraft({ actor: a, assignmentId: ca!.assignmentId, draft: { accuracy: "correct" } });
    expect(await claimNextItem({ actor: b, projectId })).toBeNull();
    await releaseAssignment({ actor: a, assignmentId: ca!.assignmentId });
    await releaseAssignment({ actor: a, assignmentId: ca!.assignmentId }); // idempotent
    expect(
      await db.item.findFirstOrThrow({ where: { projectId }, select: { status: true } }),
    ).toEqual({ status: "pending" });
    const cb = await claimNextItem({ actor: b, projectId });
    expect(cb!.item.id).toBe(ca!.item.id);
    expect(cb!.draft).toBeNull();
    await releaseAssignment({ actor: b, assignmentId: cb!.assignmentId });
    const again = await claimNextItem({ actor: a, projectId });
    expect(again).toMatchObject({ assignmentId: ca!.assignmentId, draft: { accuracy: "correct" } });
    expect(
      await codeOf(saveDraft({ actor: c, assignmentId: again!.assignmentId, draft: {} })),
    ).toBe("not_found");
  });

  it("skips: a reason is required and the person never gets the item again", async () => {
    const {
      projectId,
      annotators: [a, b],
    } = await makeQueueProject({
      kind: "dialogue",
      items: 1,
      annotators: 2,
      settings: { overlap: 1 },
    });
    const ca = await claimNextItem({ actor: a, projectId });
    expect(
      await codeOf(
        skipAssignment({ actor: a, assignmentId: ca!.assignmentId, input: { reason: "  " } }),
      ),
    ).toBe("validation_failed");
    expect(
      await codeOf(
        skipAssignment({
          actor: a,
          assignmentId: ca!.assignmentId,
          input: { reason: "x".repeat(501) },
        }),
      ),
    ).toBe("validation_failed");
    await skipAssignment({
      actor: a,
      assignmentId: ca!.assignmentId,
      input: { reason: "I cannot read Chinese" },
    });
    expect(await claimNextItem({ actor: a, projectId })).toBeNull();
    expect(
      await codeOf(
        submitAnnotation({
          actor: a,
          assignmentId: ca!.assignmentId,
          annotation: sampleAnnotation("dialogue"),
        }),
      ),
    ).toBe("conflict");
    expect((await claimNextItem({ actor: b, projectId }))!.item.id).toBe(ca!.item.id);
    const row = await db.assignment.findUniqueOrThrow({
      where: { id: ca!.assignmentId },
      select: { status: true, skipReason: true },
    });
    expect(row).toEqual({ status: "skipped", skipReason: "I cannot read Chinese" });
    expect(await getQueueProgress({ actor: a, projectId })).toMatchObject({
      mine: { submitted: 0, skipped: 1 },
    });
  });

  it("frees the slot of an expired lease without any job", async () => {
    const {
      projectId,
      annotators: [a, b, c],
    } = await makeQueueProject({ kind: "generated_comment", items: 1, annotators: 3 });
    const ca = await claimNextItem({ actor: a, projectId });
    await claimNextItem({ actor: b, projectId });
    expect(await claimNextItem({ actor: c, projectId })).toBeNull();
    await db.$executeRaw`UPDATE assignments SET lease_expires_at = now() - interval '1 minute' WHERE id = ${ca!.assignmentId}`;
    expect((await claimNextItem({ actor: c, projectId }))!.item.id).toBe(ca!.item.id);
    // a asks again: the item is full again, so a gets nothing (and keeps the expired row).
    expect(await claimNextItem({ actor: a, projectId })).toBeNull();
  });

  it("gives people their own expired claim back before any other item in annotation", async () => {
    const {
      projectId,
      annotators: [a, b, c, d],
    } = await makeQueueProject({
      kind: "generated_comment",
      items: 3,
      annotators: 4,
      settings: { overlap: 3 },
    });
    const x = await claimNextItem({ actor: a, projectId });
    await saveDraft({ actor: a, assignmentId: x!.assignmentId, draft: { accuracy: "correct" } });
    expect((await claimNextItem({ actor: b, projectId }))!.item.id).toBe(x!.item.id);
    expect((await claimNextItem({ actor: c, projectId }))!.item.id).toBe(x!.item.id);
    const y = await claimNextItem({ actor: d, projectId });
    expect(y!.item.id).not.toBe(x!.item.id);
    await submitAnnotation({
      actor: d,
      assignmentId: y!.assignmentId,
      annotation: sampleAnnotation("generated_comment"),
    });
    await db.$executeRaw`UPDATE assignments SET lease_expires_at = now() - interval '1 minute' WHERE id = ${x!.assignmentId}`;
    // y has an annotation and two free slots, x none and one: by annotations alone a would get y.
    expect(await claimNextItem({ actor: a, projectId })).toMatchObject({
      assignmentId: x!.assignmentId,
      item: { id: x!.item.id },
      draft: { accuracy: "correct" },
    });
  });

  it("reports progress for me and the project", async () => {
    const {
      projectId,
      annotators: [a, b],
    } = await makeQueueProject({ kind: "generated_comment", items: 3, annotators: 2 });
    for (const actor of [a, b]) {
      const claim = await claimNextItem({ actor, projectId });
      await submitAnnotation({
        actor,
        assignmentId: claim!.assignmentId,
        annotation: sampleAnnotation("generated_comment"),
      });
    }
    const claim = await claimNextItem({ actor: a, projectId });
    expect(claim!.progress).toEqual({
      mine: { submitted: 1, skipped: 0 },
      project: { items: 3, done: 1, annotationsNeeded: 6, annotationsSubmitted: 2 },
    });
  });
});
