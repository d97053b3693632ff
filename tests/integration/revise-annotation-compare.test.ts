import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { pgPool } from "@/lib/db/pg-pool";
import { sweepAllClosedWindows, sweepClosedWindows } from "@/lib/gold/sweep-closed-windows";
import { listItems } from "@/lib/items/list-items";
import { updateProject } from "@/lib/projects/update-project";
import { claimNextItem } from "@/lib/queue/claim-next-item";
import { submitAnnotation } from "@/lib/queue/submit-annotation";
import { makeQueueProject, sampleAnnotation } from "../concurrency/queue-fixtures";
import { annotate, closeWindows, itemState, revise, stored } from "./helpers/revise-calls";

// Decision 048: an item is compared only when every revise window on it has closed, by the sweep;
// a revise racing others' claims and submits leaves exactly N annotations per item.

describe("revising my own annotation within the window (decision 048)", () => {
  it("the item is not compared while a window is open; the sweep compares it, with the revised data, once the last one closed", async () => {
    const {
      projectId,
      lead,
      annotators: [ana, ben],
    } = await makeQueueProject({
      kind: "generated_comment",
      items: 1,
      annotators: 2,
      settings: { reviseMinutes: 10 },
    });
    const a = await annotate(ana, projectId, "generated_comment", 0, "ana");
    const b = await annotate(ben, projectId, "generated_comment", 1, "ben");
    // Both in, agreeing: still in annotation, no gold.
    expect(await itemState(a.item.id)).toEqual({
      status: "in_annotation",
      annotationCount: 2,
      gold: null,
    });
    expect(await sweepClosedWindows({ projectId })).toEqual([]);
    // Ana changes her mind within her window; ben's submit did not close it.
    expect(
      (
        await revise(ana, a.assignmentId, {
          annotation: sampleAnnotation("generated_comment", 2, "ana"),
        })
      ).status,
    ).toBe(200);
    await closeWindows({ assignmentId: a.assignmentId });
    expect(await sweepAllClosedWindows()).toBe(0); // ben's window is still open
    expect((await itemState(a.item.id)).status).toBe("in_annotation");
    await closeWindows({ assignmentId: b.assignmentId });
    // The lead's items list only reads: the sweep compares it, then it is listed compared.
    expect(
      (await listItems({ actor: lead, projectId, filters: {} })).items.map((i) => i.status),
    ).toEqual(["in_annotation"]);
    expect(await sweepClosedWindows({ projectId })).toEqual([a.item.id]);
    expect(
      (await listItems({ actor: lead, projectId, filters: {} })).items.map((i) => i.status),
    ).toEqual(["disagreement"]);
    expect(await itemState(a.item.id)).toEqual({
      status: "disagreement",
      annotationCount: 2,
      gold: null,
    });
    const compared = await db.auditEvent.findMany({
      where: { projectId, action: "item.compare" },
      select: { actorId: true, before: true },
    });
    expect(compared).toEqual([{ actorId: null, before: { status: "in_annotation" } }]);
    expect(await sweepClosedWindows({ projectId })).toEqual([]);
  });

  it("a last submit with no window of its own still waits when an earlier annotation of the item had one", async () => {
    const {
      projectId,
      lead,
      annotators: [ana, ben],
    } = await makeQueueProject({
      kind: "generated_comment",
      items: 1,
      annotators: 2,
      settings: { reviseMinutes: 10 },
    });
    const a = await annotate(ana, projectId, "generated_comment", 0, "ana");
    await updateProject({ actor: lead, projectId, input: { settings: { reviseMinutes: 0 } } });
    const b = await annotate(ben, projectId, "generated_comment", 1);
    expect((await stored(b.assignmentId)).revisableUntil).toBeNull();
    expect((await itemState(a.item.id)).status).toBe("in_annotation");
    // Lowering the window does not move one already open: ana may still revise.
    expect(
      (
        await revise(ana, a.assignmentId, {
          annotation: sampleAnnotation("generated_comment", 1, "ana, revised"),
        })
      ).status,
    ).toBe(200);
    await closeWindows({ itemId: a.item.id });
    expect(await sweepClosedWindows({ projectId })).toEqual([a.item.id]);
    expect(await itemState(a.item.id)).toMatchObject({
      status: "agreed",
      gold: { data: { notes: "ana, revised" } },
    });
  });

  it("an item outside the overlap sample waits for its one window too, and the sweep compares it alone once it closed", async () => {
    const {
      projectId,
      annotators: [ana],
    } = await makeQueueProject({
      kind: "generated_comment",
      items: 2,
      annotators: 2,
      settings: { reviseMinutes: 10 },
    });
    const [first] = await db.item.findMany({
      where: { projectId },
      orderBy: { id: "asc" },
      select: { id: true },
    });
    await pgPool().query(`UPDATE items SET sampled = false WHERE id = $1`, [first.id]);
    const a = await annotate(ana, projectId, "generated_comment", 0, "single");
    expect(a.item.id).toBe(first.id);
    expect((await itemState(first.id)).status).toBe("in_annotation");
    expect(await sweepClosedWindows({ projectId })).toEqual([]);
    await closeWindows({ itemId: first.id });
    expect(await sweepClosedWindows({ projectId })).toEqual([first.id]);
    expect(await itemState(first.id)).toMatchObject({
      status: "agreed",
      annotationCount: 1,
      gold: { data: { notes: "single" } },
    });
  });

  it("exactly N annotations per item while a revise races the claims and submits of others", async () => {
    const {
      projectId,
      annotators: [ana, ...others],
    } = await makeQueueProject({
      kind: "generated_comment",
      items: 1,
      annotators: 5,
      settings: { reviseMinutes: 10, leaseMinutes: 1 },
    });
    const a = await annotate(ana, projectId, "generated_comment", 0, "ana");
    const [revises, claims] = await Promise.all([
      Promise.allSettled(
        Array.from({ length: 4 }, (_, i) =>
          revise(ana, a.assignmentId, {
            annotation: sampleAnnotation("generated_comment", 2, `ana ${i}`),
          }),
        ),
      ),
      Promise.allSettled(
        others.map(async (who) => {
          const claim = await claimNextItem({ actor: who, projectId });
          if (!claim) return "no claim";
          await submitAnnotation({
            actor: who,
            assignmentId: claim.assignmentId,
            annotation: sampleAnnotation("generated_comment", 1),
          });
          return "submitted";
        }),
      ),
    ]);
    expect(revises.map((r) => (r.status === "fulfilled" ? r.value.status : "threw"))).toEqual([
      200, 200, 200, 200,
    ]);
    const submitted = claims.filter((r) => r.status === "fulfilled" && r.value === "submitted");
    expect(submitted).toHaveLength(1);
    expect(await itemState(a.item.id)).toMatchObject({
      status: "in_annotation",
      annotationCount: 2,
    });
    expect(await db.annotation.count({ where: { itemId: a.item.id } })).toBe(2);
    expect(await db.auditEvent.count({ where: { projectId, action: "annotation.revise" } })).toBe(
      4,
    );
  });
});
