import { describe, expect, it } from "vitest";
import { claimNextAdjudication } from "@/lib/adjudication/claim-next-adjudication";
import { resolveAdjudication } from "@/lib/adjudication/resolve-adjudication";
import type { SessionUser } from "@/lib/auth/session-user";
import { db } from "@/lib/db";
import { claimNextValidation } from "@/lib/gold/claim-next-validation";
import { editGold } from "@/lib/gold/edit-gold";
import { getValidationProgress } from "@/lib/gold/get-validation-progress";
import { skipValidation } from "@/lib/gold/skip-validation";
import { submitValidation } from "@/lib/gold/submit-validation";
import { addProjectMember } from "@/lib/projects/add-project-member";
import { claimNextItem } from "@/lib/queue/claim-next-item";
import { submitAnnotation } from "@/lib/queue/submit-annotation";
import { makeQueueProject, sampleAnnotation } from "../concurrency/queue-fixtures";
import { makeUser } from "../factories";

// SPEC §3: validators have neither annotated nor adjudicated the item (nor set its gold). Two gold
// READMEs: `agreed` (Ana and Ben agreed; then the lead edited its gold) and `decided` (they
// disagreed; Cy adjudicated it). Vic took part in neither.
async function round() {
  const {
    projectId,
    lead,
    annotators: [ana, ben, cy, vic],
  } = await makeQueueProject({
    kind: "readme",
    items: 2,
    annotators: 4,
    settings: { readmeValidation: true },
  });
  const ids: number[] = [];
  for (const [actor, variants] of [
    [ana, [0, 0]],
    [ben, [1, 2]],
  ] as const) {
    for (const variant of variants) {
      const claim = await claimNextItem({ actor, projectId });
      await submitAnnotation({
        actor,
        assignmentId: claim!.assignmentId,
        annotation: sampleAnnotation("readme", variant),
      });
      if (actor === ana) ids.push(claim!.item.id);
    }
  }
  const [agreed, decided] = ids;
  const adjudication = await claimNextAdjudication({ actor: cy, projectId });
  expect(adjudication?.item.id).toBe(decided);
  await resolveAdjudication({
    actor: cy,
    adjudicationId: adjudication!.adjudicationId,
    input: { choice: "a", rationale: "A lists the main feature" },
  });
  await editGold({
    actor: lead,
    itemId: agreed,
    input: { gold: sampleAnnotation("readme", 1), rationale: "wording" },
  });
  expect(await db.item.findMany({ where: { id: { in: ids } }, select: { status: true } })).toEqual([
    { status: "gold" },
    { status: "gold" },
  ]);
  return { projectId, lead, ana, ben, cy, vic, agreed, decided };
}

/** Every list the queue offers `actor`, skipping each so the next one comes. */
async function offered(actor: SessionUser, projectId: number): Promise<number[]> {
  const seen: number[] = [];
  for (
    let task = await claimNextValidation({ actor, projectId });
    task;
    task = await claimNextValidation({ actor, projectId })
  ) {
    seen.push(task.itemId);
    await skipValidation({ actor, itemId: task.itemId, input: { reason: "seen" } });
  }
  return seen.sort();
}

const outcome = (p: Promise<unknown>) =>
  p.then(
    () => "done",
    (e: { code?: string; message?: string }) => ({ code: e.code, message: e.message }),
  );

describe("who may validate a gold list", () => {
  it("offers a list to nobody who annotated it, adjudicated it or edited its gold, and counts it in nobody's round", async () => {
    const { projectId, lead, ana, ben, cy, vic, agreed, decided } = await round();
    const expected: [SessionUser, number[]][] = [
      [ana, []],
      [ben, []],
      [cy, [agreed]],
      [lead, [decided]],
      [vic, [agreed, decided].sort()],
    ];
    for (const [actor, items] of expected) {
      expect((await getValidationProgress({ actor, projectId })).gold).toBe(items.length);
      expect(await offered(actor, projectId)).toEqual(items);
    }
  });

  it("answers skip and submit on such a list exactly as for an item that does not exist", async () => {
    const { projectId, lead, ana, ben, cy, vic, agreed, decided } = await round();
    const missing = { code: "not_found", message: "Item not found." };
    for (const [actor, itemId] of [
      [ana, agreed],
      [ana, decided],
      [ben, agreed],
      [ben, decided],
      [cy, decided],
      [lead, agreed],
    ] as const) {
      expect(await outcome(submitValidation({ actor, itemId, input: { rating: 4 } }))).toEqual(
        missing,
      );
      expect(await outcome(skipValidation({ actor, itemId, input: { reason: "x" } }))).toEqual(
        missing,
      );
      expect(
        await outcome(submitValidation({ actor, itemId: 2_000_000_000, input: { rating: 4 } })),
      ).toEqual(missing);
    }
    expect(await db.validationRating.count({ where: { itemId: { in: [agreed, decided] } } })).toBe(
      0,
    );
    expect(await db.validationSkip.count({ where: { itemId: { in: [agreed, decided] } } })).toBe(0);
    // The others rate them as usual.
    await submitValidation({ actor: cy, itemId: agreed, input: { rating: 3 } });
    await submitValidation({ actor: vic, itemId: agreed, input: { rating: 4 } });
    await submitValidation({ actor: lead, itemId: decided, input: { rating: 2 } });
    expect(await db.validationRating.count({ where: { itemId: { in: [agreed, decided] } } })).toBe(
      3,
    );
    // A stranger cannot tell either: the same 404 as for a missing item.
    const stranger = await makeUser("annotator");
    expect(
      await outcome(skipValidation({ actor: stranger, itemId: agreed, input: { reason: "x" } })),
    ).toEqual(missing);
    await addProjectMember({
      actor: lead,
      projectId,
      input: { email: stranger.email, role: "annotator" },
    });
    expect(
      await outcome(submitValidation({ actor: stranger, itemId: decided, input: { rating: 1 } })),
    ).toEqual("done");
  });
});
