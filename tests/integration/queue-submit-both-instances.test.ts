import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { forgetClaims } from "@/lib/queue/claim-memory";
import { claimNextItem } from "@/lib/queue/claim-next-item";
import { getAssignment } from "@/lib/queue/get-assignment";
import { releaseAssignment } from "@/lib/queue/release-assignment";
import { saveDraft } from "@/lib/queue/save-draft";
import { submitAnnotation } from "@/lib/queue/submit-annotation";
import { makeQueueProject, sampleAnnotation } from "../concurrency/queue-fixtures";
import { failure } from "./helpers/app-failure";

const expire = (assignmentId: number) =>
  db.$executeRaw`UPDATE assignments SET lease_expires_at = now() - interval '1 minute' WHERE id = ${assignmentId}`;

// Every case both ways: submitted by the instance that made the claim (one round trip, on what it
// remembers) and by one that did not (load, then write).
describe.each([
  ["on the claiming instance", false],
  ["on another instance", true],
])("submitAnnotation %s", (_, elsewhere) => {
  const claimOn = async (opts: Parameters<typeof claimNextItem>[0]) => {
    const result = await claimNextItem(opts);
    if (elsewhere) forgetClaims();
    return result;
  };

  it("is idempotent for the same annotation and refuses a different second one", async () => {
    const {
      projectId,
      annotators: [a],
    } = await makeQueueProject({ kind: "generated_comment", items: 1, annotators: 1 });
    const claim = await claimOn({ actor: a, projectId });
    const annotation = sampleAnnotation("generated_comment");
    const first = await submitAnnotation({
      actor: a,
      assignmentId: claim!.assignmentId,
      annotation,
    });
    // Same labels, other key order: still the same annotation.
    const retry = await submitAnnotation({
      actor: a,
      assignmentId: claim!.assignmentId,
      annotation: { notes: "", error_codes: annotation.error_codes, accuracy: annotation.accuracy },
    });
    expect(retry).toEqual(first);
    const e = await failure(
      submitAnnotation({
        actor: a,
        assignmentId: claim!.assignmentId,
        annotation: sampleAnnotation("generated_comment", 2),
      }),
    );
    expect(e.code).toBe("conflict");
    expect(await db.annotation.count({ where: { item: { projectId } } })).toBe(1);
    const tags = await db.errorTag.findMany({
      where: { annotationId: first.annotationId },
      select: { code: true },
      orderBy: { code: "asc" },
    });
    expect(tags.map((t) => t.code)).toEqual(["LG-WL2", "MS-CC"]);
    expect(
      await db.item.findFirstOrThrow({
        where: { projectId },
        select: { annotationCount: true, status: true },
      }),
    ).toEqual({ annotationCount: 1, status: "in_annotation" });
  });

  it("answers bad input with 422 per field, writes nothing and keeps the draft", async () => {
    const {
      projectId,
      annotators: [a],
    } = await makeQueueProject({ kind: "qa_pair", items: 1, annotators: 1 });
    const claim = await claimOn({ actor: a, projectId });
    await saveDraft({
      actor: a,
      assignmentId: claim!.assignmentId,
      draft: { verdict: "accept", notes: "half done" },
    });
    const e = await failure(
      submitAnnotation({
        actor: a,
        assignmentId: claim!.assignmentId,
        annotation: {
          verdict: "accept",
          answer_label: "incorrect",
          citations: [{ url: "ftp://x" }],
        },
      }),
    );
    expect(e.code).toBe("validation_failed");
    expect(Object.keys((e.details as { fields: object }).fields).sort()).toEqual([
      "citations",
      "citations.0.url",
      "final_answer",
    ]);
    expect(await db.annotation.count({ where: { item: { projectId } } })).toBe(0);
    const view = await getAssignment({ actor: a, assignmentId: claim!.assignmentId });
    expect(view).toMatchObject({
      status: "active",
      draft: { verdict: "accept", notes: "half done" },
    });
  });

  it("writes citations as rows, once per URL, and clamps the reported time", async () => {
    const {
      projectId,
      annotators: [a],
    } = await makeQueueProject({
      kind: "qa_pair",
      items: 2,
      annotators: 1,
      settings: { overlap: 1 },
    });
    const claim = await claimOn({ actor: a, projectId });
    const citations = [
      { url: "https://go.dev/doc", quote: "ListenAndServe starts" },
      { url: "https://pkg.go.dev/net/http" },
      { url: "https://go.dev/doc" },
    ];
    const { annotationId } = await submitAnnotation({
      actor: a,
      assignmentId: claim!.assignmentId,
      annotation: { verdict: "accept", answer_label: "correct", citations },
      timeSpentMs: 10 * 3_600_000,
    });
    const rows = await db.citation.findMany({
      where: { annotationId },
      select: { position: true, url: true, quote: true },
      orderBy: { position: "asc" },
    });
    expect(rows).toEqual([
      { position: 0, url: "https://go.dev/doc", quote: "ListenAndServe starts" },
      { position: 1, url: "https://pkg.go.dev/net/http", quote: null },
    ]);
    const saved = await db.annotation.findUniqueOrThrow({
      where: { id: annotationId },
      select: { timeSpentMs: true },
    });
    expect(saved.timeSpentMs).toBeLessThan(60_000); // claim-to-now, not the ten hours reported
    const next = await claimOn({ actor: a, projectId });
    const { annotationId: second } = await submitAnnotation({
      actor: a,
      assignmentId: next!.assignmentId,
      annotation: sampleAnnotation("qa_pair"),
      timeSpentMs: -5,
    });
    expect(
      (
        await db.annotation.findUniqueOrThrow({
          where: { id: second },
          select: { timeSpentMs: true },
        })
      ).timeSpentMs,
    ).toBe(0);
  });

  it("accepts a late submit while the slot is still free", async () => {
    const {
      projectId,
      annotators: [a, b],
    } = await makeQueueProject({ kind: "dialogue", items: 1, annotators: 2 });
    const ca = await claimOn({ actor: a, projectId });
    await claimOn({ actor: b, projectId });
    await expire(ca!.assignmentId);
    const result = await submitAnnotation({
      actor: a,
      assignmentId: ca!.assignmentId,
      annotation: sampleAnnotation("dialogue"),
    });
    expect(result.itemStatus).toBe("in_annotation");
  });

  it("refuses a late submit once someone else took the slot, keeping the work as a draft", async () => {
    const {
      projectId,
      annotators: [a, b, c],
    } = await makeQueueProject({ kind: "dialogue", items: 1, annotators: 3 });
    const ca = await claimOn({ actor: a, projectId });
    await claimOn({ actor: b, projectId });
    await expire(ca!.assignmentId);
    const cc = await claimOn({ actor: c, projectId });
    expect(cc!.item.id).toBe(ca!.item.id);
    const work = sampleAnnotation("dialogue", 0, "twenty minutes of reading");
    const e = await failure(
      submitAnnotation({ actor: a, assignmentId: ca!.assignmentId, annotation: work }),
    );
    expect(e.code).toBe("conflict");
    expect(e.message).toMatch(/kept as a draft/);
    expect((await getAssignment({ actor: a, assignmentId: ca!.assignmentId })).draft).toEqual(work);
    expect(await db.annotation.count({ where: { item: { projectId } } })).toBe(0);
  });

  it("accepts a submit after a release if the slot is free, and never beyond overlap", async () => {
    const {
      projectId,
      annotators: [a, b, c],
    } = await makeQueueProject({
      kind: "generated_comment",
      items: 1,
      annotators: 3,
      settings: { overlap: 1 },
    });
    const ca = await claimOn({ actor: a, projectId });
    await releaseAssignment({ actor: a, assignmentId: ca!.assignmentId });
    const cb = await claimOn({ actor: b, projectId });
    expect(
      (
        await failure(
          submitAnnotation({
            actor: a,
            assignmentId: ca!.assignmentId,
            annotation: sampleAnnotation("generated_comment"),
          }),
        )
      ).code,
    ).toBe("conflict");
    await releaseAssignment({ actor: b, assignmentId: cb!.assignmentId });
    expect(
      (
        await submitAnnotation({
          actor: a,
          assignmentId: ca!.assignmentId,
          annotation: sampleAnnotation("generated_comment"),
        })
      ).itemStatus,
    ).toBe("agreed");
    expect(
      (
        await failure(
          submitAnnotation({
            actor: b,
            assignmentId: cb!.assignmentId,
            annotation: sampleAnnotation("generated_comment"),
          }),
        )
      ).code,
    ).toBe("conflict");
    expect(await claimOn({ actor: c, projectId })).toBeNull();
  });

  it("compares again when another annotator's submit lands between the load and the write", async () => {
    const {
      projectId,
      annotators: [a, b],
    } = await makeQueueProject({ kind: "generated_comment", items: 1, annotators: 2 });
    const ca = await claimOn({ actor: a, projectId });
    const cb = await claimOn({ actor: b, projectId });
    const first = await submitAnnotation({
      actor: a,
      assignmentId: ca!.assignmentId,
      annotation: sampleAnnotation("generated_comment", 0, "a"),
    });
    // b's write as prepared before a's submit: not the last annotation, so no comparison.
    const [stale] = await db.$queryRaw<
      { outcome: string; prior: { overlap: number; others: { id: number; data: unknown }[] } }[]
    >`
      SELECT outcome, prior FROM accord_submit_annotation(NULL, NULL, NULL, ${cb!.assignmentId}, 2, '{}'::int[], '{}'::jsonb, NULL, '{}'::int[], '{}'::text[], '{}'::text[], '{}'::text[], NULL, NULL, NULL, NULL, NULL, NULL)`;
    expect(stale).toMatchObject({
      outcome: "stale",
      prior: { overlap: 2, others: [{ id: first.annotationId, data: { notes: "a" } }] },
    });
    expect(await db.annotation.count({ where: { item: { projectId } } })).toBe(1);
    expect(
      (
        await submitAnnotation({
          actor: b,
          assignmentId: cb!.assignmentId,
          annotation: sampleAnnotation("generated_comment", 2),
        })
      ).itemStatus,
    ).toBe("disagreement");
  });

  it("lets only the owner submit, and refuses drafts over 1 MB", async () => {
    const {
      projectId,
      annotators: [a, b],
    } = await makeQueueProject({ kind: "generated_comment", items: 1, annotators: 2 });
    const ca = await claimOn({ actor: a, projectId });
    expect(
      (
        await failure(
          submitAnnotation({
            actor: b,
            assignmentId: ca!.assignmentId,
            annotation: sampleAnnotation("generated_comment"),
          }),
        )
      ).code,
    ).toBe("not_found");
    expect(
      (
        await failure(
          saveDraft({
            actor: a,
            assignmentId: ca!.assignmentId,
            draft: { notes: "x".repeat(1024 * 1024) },
          }),
        )
      ).code,
    ).toBe("payload_too_large");
  });
});
