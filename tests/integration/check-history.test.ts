import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { listItemMarks } from "@/lib/checks/list-item-marks";
import { getItemHistory } from "@/lib/gold/get-item-history";
import { checkProject, work } from "./helpers/check-fixtures";

describe("check items in the lead's item history (decision 027)", () => {
  it("the item's history lists each check answer with its annotator and score, apart from the annotations", async () => {
    const { projectId, lead, ana, cy, dan } = await checkProject({
      items: 4,
      gold: 1,
      checks: 1,
      settings: { checkRate: 1 },
    });
    const item = await db.item.findFirstOrThrow({ where: { projectId, externalId: "q-000000" } });
    expect(await work(cy, projectId, 2)).toEqual({ externalId: "q-000000", isCheck: true });
    expect(await work(dan, projectId, 0)).toEqual({ externalId: "q-000000", isCheck: true });
    // Saw it fail: the history had no check answers (the answers were nowhere on the item's page).
    const history = await getItemHistory({ actor: lead, projectId, itemId: item.id });
    expect(history.checkAnswers.map((c) => [c.annotator.email, c.score])).toEqual([
      [cy.email, 0],
      [dan.email, 1],
    ]);
    expect(history.checkAnswers[0].data).toEqual(
      expect.objectContaining({ accuracy: expect.any(String) }),
    );
    expect(history.annotations).toHaveLength(2);
    expect(history.events.map((e) => e.action)).toContain("item.check_marked");
    // An annotator never sees the history (lead only), nor which items are checks.
    await expect(getItemHistory({ actor: ana, projectId, itemId: item.id })).rejects.toMatchObject({
      code: "forbidden",
    });
    await expect(
      listItemMarks({ actor: ana, projectId, itemIds: [item.id] }),
    ).rejects.toMatchObject({ code: "forbidden" });
    expect(
      await listItemMarks({ actor: lead, projectId, itemIds: [item.id, item.id + 1] }),
    ).toEqual({ checks: [item.id], training: [] });
  });
});
