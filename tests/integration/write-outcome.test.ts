import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { withPgTransaction } from "@/lib/db/pg-pool";
import { writeOutcome } from "@/lib/gold/write-outcome";
import { makeQueueProject } from "../concurrency/queue-fixtures";

// The one writer of an item's outcome (status, gold, audit), as the adjudication, gold edit and
// reopen call it. Their own tests cover each caller; this covers the writer's refusals and its
// three gold modes.
describe("writeOutcome", () => {
  it("refuses a move the status table does not allow, and writes nothing", async () => {
    const { projectId, lead } = await makeQueueProject({
      kind: "dialogue",
      items: 1,
      annotators: 0,
    });
    const item = await db.item.findFirstOrThrow({
      where: { projectId },
      select: { id: true, status: true },
    });
    expect(item.status).toBe("pending");
    const illegal = withPgTransaction((sql) =>
      writeOutcome(sql, {
        itemId: item.id,
        projectId,
        actorId: lead.id,
        event: "gold.edit",
        from: item.status,
        to: "gold",
        gold: { source: "adjudicated", data: { x: 1 }, by: lead.id },
        before: {},
        after: {},
      }),
    );
    await expect(illegal).rejects.toThrow("cannot go from pending to gold by gold.edit");
    expect(
      await db.item.findUniqueOrThrow({ where: { id: item.id }, select: { status: true } }),
    ).toEqual({ status: "pending" });
    expect(await db.goldRecord.count({ where: { itemId: item.id } })).toBe(0);
    expect(
      await db.auditEvent.count({ where: { entityType: "item", entityId: String(item.id) } }),
    ).toBe(0);
  });

  it("sets the status, sets or keeps or removes the gold, and audits each write", async () => {
    const { projectId, lead } = await makeQueueProject({
      kind: "dialogue",
      items: 1,
      annotators: 0,
    });
    const { id: itemId } = await db.item.findFirstOrThrow({
      where: { projectId },
      select: { id: true },
    });
    await db.item.update({ where: { id: itemId }, data: { status: "disagreement" } });
    const write = (
      o: Omit<Parameters<typeof writeOutcome>[1], "itemId" | "projectId" | "actorId">,
    ) =>
      withPgTransaction((sql) => writeOutcome(sql, { itemId, projectId, actorId: lead.id, ...o }));
    const state = async () => ({
      status: (await db.item.findUniqueOrThrow({ where: { id: itemId } })).status,
      gold: await db.goldRecord.findUnique({
        where: { itemId },
        select: { source: true, data: true, updatedById: true },
      }),
    });

    await write({
      event: "gold.edit",
      from: "disagreement",
      to: "gold",
      gold: { source: "adjudicated", data: { v: 1 }, by: lead.id },
      before: { n: 1 },
      after: { n: 2 },
    });
    expect(await state()).toEqual({
      status: "gold",
      gold: { source: "adjudicated", data: { v: 1 }, updatedById: lead.id },
    });
    await write({ event: "gold.edit", from: "gold", to: "rejected", before: {}, after: {} });
    expect(await state()).toEqual({
      status: "rejected",
      gold: { source: "adjudicated", data: { v: 1 }, updatedById: lead.id },
    });
    await write({
      event: "item.reopen",
      from: "rejected",
      to: "disagreement",
      gold: null,
      before: {},
      after: {},
    });
    expect(await state()).toEqual({ status: "disagreement", gold: null });

    const audit = await db.auditEvent.findMany({
      where: { entityType: "item", entityId: String(itemId) },
      orderBy: { id: "asc" },
    });
    expect(audit.map((a) => [a.action, a.actorId, a.projectId])).toEqual([
      ["gold.edit", lead.id, projectId],
      ["gold.edit", lead.id, projectId],
      ["item.reopen", lead.id, projectId],
    ]);
    expect([audit[0].before, audit[0].after]).toEqual([{ n: 1 }, { n: 2 }]);
  });
});
