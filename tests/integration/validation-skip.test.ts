import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { claimNextValidation } from "@/lib/gold/claim-next-validation";
import { getValidationProgress } from "@/lib/gold/get-validation-progress";
import { skipValidation } from "@/lib/gold/skip-validation";
import { submitValidation } from "@/lib/gold/submit-validation";
import { addProjectMember } from "@/lib/projects/add-project-member";
import { claimNextItem } from "@/lib/queue/claim-next-item";
import { submitAnnotation } from "@/lib/queue/submit-annotation";
import { makeQueueProject, sampleAnnotation } from "../concurrency/queue-fixtures";
import { makeUser } from "../factories";

/** Two README items that reached gold, and a validator who annotated neither. */
async function goldReadmes() {
  const { projectId, lead, annotators } = await makeQueueProject({
    kind: "readme",
    items: 2,
    annotators: 2,
    settings: { readmeValidation: true },
  });
  for (const [variant, actor] of annotators.entries()) {
    for (let i = 0; i < 2; i++) {
      const claim = await claimNextItem({ actor, projectId });
      await submitAnnotation({
        actor,
        assignmentId: claim!.assignmentId,
        annotation: sampleAnnotation("readme", variant as 0 | 1),
      });
    }
  }
  const vic = await makeUser("annotator");
  await addProjectMember({
    actor: lead,
    projectId,
    input: { email: vic.email, role: "annotator" },
  });
  return { projectId, lead, annotators, vic };
}

const errorOf = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: { code?: string; details?: unknown }) => ({ code: e.code, details: e.details }),
  );

describe("skipping a validation", () => {
  it("needs a reason, writes nothing without one, and then never offers the list to that person again", async () => {
    const { projectId, vic } = await goldReadmes();
    const first = await claimNextValidation({ actor: vic, projectId });
    expect((await getValidationProgress({ actor: vic, projectId })).open).toBe(2);

    expect(
      await errorOf(skipValidation({ actor: vic, itemId: first!.itemId, input: { reason: "  " } })),
    ).toMatchObject({
      code: "validation_failed",
      details: { fields: { reason: expect.any(Array) } },
    });
    expect(await db.validationSkip.count({ where: { itemId: first!.itemId } })).toBe(0);

    await skipValidation({
      actor: vic,
      itemId: first!.itemId,
      input: { reason: "I cannot read Greek" },
    });
    await skipValidation({ actor: vic, itemId: first!.itemId, input: { reason: "again" } }); // not an error, not a second row
    expect(
      await db.validationSkip.findMany({
        where: { itemId: first!.itemId },
        select: { reason: true },
      }),
    ).toEqual([{ reason: "I cannot read Greek" }]);
    expect(
      await db.auditEvent.count({
        where: { action: "validation.skip", entityId: String(first!.itemId) },
      }),
    ).toBe(1);

    const next = await claimNextValidation({ actor: vic, projectId });
    expect(next?.itemId).not.toBe(first!.itemId);
    expect((await getValidationProgress({ actor: vic, projectId })).open).toBe(1);
    await skipValidation({
      actor: vic,
      itemId: next!.itemId,
      input: { reason: "Outside my expertise" },
    });
    expect(await claimNextValidation({ actor: vic, projectId })).toBeNull();
    expect((await getValidationProgress({ actor: vic, projectId })).open).toBe(0);
  });

  it("refuses to skip a list one rated (409), and people outside the project", async () => {
    const { projectId, vic } = await goldReadmes();
    const task = await claimNextValidation({ actor: vic, projectId });
    await submitValidation({ actor: vic, itemId: task!.itemId, input: { rating: 3, notes: "" } });
    expect(
      await errorOf(
        skipValidation({ actor: vic, itemId: task!.itemId, input: { reason: "changed my mind" } }),
      ),
    ).toMatchObject({ code: "conflict" });
    const stranger = await makeUser("annotator");
    expect(
      (
        await errorOf(
          skipValidation({ actor: stranger, itemId: task!.itemId, input: { reason: "x" } }),
        )
      )?.code,
    ).toMatch(/forbidden|not_found/);
  });
});
