import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { editGold } from "@/lib/gold/edit-gold";
import { reopenItem } from "@/lib/gold/reopen-item";
import { submitValidation } from "@/lib/gold/submit-validation";
import { addProjectMember } from "@/lib/projects/add-project-member";
import { claimNextItem } from "@/lib/queue/claim-next-item";
import { submitAnnotation } from "@/lib/queue/submit-annotation";
import { makeQueueProject, sampleAnnotation } from "../concurrency/queue-fixtures";
import { makeUser } from "../factories";

/** One README item that reached gold (two annotators agree), rated 3 and 4 by two validators. */
async function ratedGold() {
  const { projectId, lead, annotators } = await makeQueueProject({
    kind: "readme",
    items: 1,
    annotators: 2,
    settings: { readmeValidation: true },
  });
  let itemId = 0;
  for (const [variant, actor] of annotators.entries()) {
    const claim = await claimNextItem({ actor, projectId });
    itemId = claim!.item.id;
    await submitAnnotation({
      actor,
      assignmentId: claim!.assignmentId,
      annotation: sampleAnnotation("readme", variant as 0 | 1),
    });
  }
  const validators = [await makeUser("annotator"), await makeUser("annotator")];
  for (const [i, v] of validators.entries()) {
    await addProjectMember({
      actor: lead,
      projectId,
      input: { email: v.email, role: "annotator" },
    });
    await submitValidation({ actor: v, itemId, input: { rating: 3 + i, notes: "" } });
  }
  const gold = (await db.goldRecord.findUniqueOrThrow({ where: { itemId } })).data as Record<
    string,
    unknown
  >;
  return { projectId, lead, itemId, gold };
}

const ratings = (itemId: number) => db.validationRating.count({ where: { itemId } });
const lastAudit = (itemId: number) =>
  db.auditEvent.findFirstOrThrow({
    where: { entityType: "item", entityId: String(itemId) },
    orderBy: { id: "desc" },
  });

describe("validation ratings follow the gold list they rated", () => {
  it("a lead's edit that keeps the list keeps the ratings; one that changes it removes them, into the audit", async () => {
    const { lead, itemId, gold } = await ratedGold();
    expect(await ratings(itemId)).toBe(2);
    await editGold({
      actor: lead,
      itemId,
      input: { gold: { ...gold, notes: gold.notes }, rationale: "Same list, checked" },
    });
    expect(await ratings(itemId)).toBe(2);

    const changed = {
      ...gold,
      functionalities: [
        ...(gold.functionalities as object[]),
        ...(sampleAnnotation("readme", 2).functionalities as object[]),
      ],
    };
    await editGold({
      actor: lead,
      itemId,
      input: { gold: changed, rationale: "Adds the project name" },
    });
    expect(await ratings(itemId)).toBe(0);
    const audit = await lastAudit(itemId);
    expect(audit.action).toBe("gold.edit");
    expect(
      (audit.before as { validation: { rating: number }[] }).validation.map((r) => r.rating).sort(),
    ).toEqual([3, 4]);
  });

  it("reopening removes the ratings with the gold record, into the audit", async () => {
    const { lead, itemId } = await ratedGold();
    await reopenItem({ actor: lead, itemId, input: { reason: "The list misses the CLI" } });
    expect(await ratings(itemId)).toBe(0);
    const audit = await lastAudit(itemId);
    expect(audit.action).toBe("item.reopen");
    expect((audit.before as { validation: unknown[] }).validation).toHaveLength(2);
  });
});
