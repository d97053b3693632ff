import { describe, expect, it } from "vitest";
import { PATCH as patchProject } from "@/app/api/v1/projects/[id]/route";
import { db } from "@/lib/db";
import { pgPool } from "@/lib/db/pg-pool";
import { claimNextItem } from "@/lib/queue/claim-next-item";
import { submitAnnotation } from "@/lib/queue/submit-annotation";
import { makeQueueProject, sampleAnnotation } from "../concurrency/queue-fixtures";
import { call, drain, type Route, setLanguages } from "./helpers/queue-languages";

describe("quota and order (SPEC §2 Order)", () => {
  it("quota: no claim beyond the quota; others go on; the running claim is still returned", async () => {
    const {
      projectId,
      annotators: [ana, ben],
    } = await makeQueueProject({
      kind: "generated_comment",
      items: 5,
      annotators: 2,
      settings: { overlap: 1, quota: 2 },
    });
    expect(await drain(ana, projectId)).toHaveLength(2);
    expect(await claimNextItem({ actor: ana, projectId })).toBeNull();
    const held = await claimNextItem({ actor: ben, projectId });
    expect(await claimNextItem({ actor: ben, projectId })).toMatchObject({
      assignmentId: held!.assignmentId,
    });
    await submitAnnotation({
      actor: ben,
      assignmentId: held!.assignmentId,
      annotation: sampleAnnotation("generated_comment"),
    });
    expect(await drain(ben, projectId)).toHaveLength(1);
    expect(await db.item.count({ where: { projectId, status: "pending" } })).toBe(1);
  });

  /** The order one annotator would be given the untouched items, found inside a transaction that is rolled back. */
  async function dryRunOrder(projectId: number, userId: number): Promise<string[]> {
    const client = await pgPool().connect();
    try {
      await client.query("BEGIN");
      const order: string[] = [];
      for (;;) {
        const { rows } = await client.query<{ assignment_id: number; external_id: string }>(
          `SELECT c.assignment_id, i.external_id FROM accord_claim_item($1, $2, 1, 60, '{annotator}') c JOIN items i ON i.id = c.item_id`,
          [projectId, userId],
        );
        if (!rows.length) return order;
        order.push(rows[0].external_id);
        await client.query(`UPDATE assignments SET status = 'skipped' WHERE id = $1`, [
          rows[0].assignment_id,
        ]);
      }
    } finally {
      await client.query("ROLLBACK");
      client.release();
    }
  }

  it("random: a shuffle, the same each time for one annotator, another for the next annotator", async () => {
    const {
      projectId,
      annotators: [ana, ben],
    } = await makeQueueProject({
      kind: "generated_comment",
      items: 40,
      annotators: 2,
      settings: { overlap: 1, order: "random" },
    });
    const importOrder = Array.from({ length: 40 }, (_, i) => `q-${String(i).padStart(6, "0")}`);
    const anas = await dryRunOrder(projectId, ana.id);
    expect([...anas].sort()).toEqual(importOrder);
    expect(anas).not.toEqual(importOrder);
    expect(await dryRunOrder(projectId, ana.id)).toEqual(anas);
    const bens = await dryRunOrder(projectId, ben.id);
    expect([...bens].sort()).toEqual(importOrder);
    expect(bens).not.toEqual(anas);
    // The real claim follows the same order.
    expect((await claimNextItem({ actor: ana, projectId }))!.item.externalId).toBe(anas[0]);
  });

  it("random with languages: still only the member's languages", async () => {
    const {
      projectId,
      lead,
      annotators: [ana],
    } = await makeQueueProject({
      kind: "generated_comment",
      items: 30,
      annotators: 1,
      settings: { overlap: 1, order: "random" },
      language: (i) => ["el", "en", "ru"][i % 3],
    });
    await setLanguages(lead, projectId, ana, ["ru", "el"]);
    const seen = await drain(ana, projectId);
    expect(seen.sort()).toEqual([...Array(10).fill("el"), ...Array(10).fill("ru")]);
  });

  it("interleaved: round-robin over the languages, in import order within each", async () => {
    const { projectId, annotators } = await makeQueueProject({
      kind: "generated_comment",
      items: 12,
      annotators: 1,
      settings: { overlap: 1, order: "interleaved" },
      language: (i) => (i < 6 ? "el" : i < 9 ? "en" : "ru"),
    });
    expect(await drain(annotators[0], projectId)).toEqual([
      "el",
      "en",
      "ru",
      "el",
      "en",
      "ru",
      "el",
      "en",
      "ru",
      "el",
      "el",
      "el",
    ]);
  });

  it("the API validates order and quota (422, field messages, nothing written)", async () => {
    const { projectId, lead } = await makeQueueProject({
      kind: "generated_comment",
      items: 0,
      annotators: 0,
    });
    const bad = await call(patchProject as Route, lead, { id: projectId }, "PATCH", {
      settings: { order: "zigzag", quota: 0 },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.json.error.details.fields).sort()).toEqual([
      "settings.order",
      "settings.quota",
    ]);
    expect(
      (
        await call(patchProject as Route, lead, { id: projectId }, "PATCH", {
          settings: { quota: 2.5 },
        })
      ).status,
    ).toBe(422);
    expect(
      await db.project.findUniqueOrThrow({ where: { id: projectId }, select: { settings: true } }),
    ).toMatchObject({
      settings: expect.not.objectContaining({ order: "zigzag" }),
    });
    const ok = await call(patchProject as Route, lead, { id: projectId }, "PATCH", {
      settings: { order: "random", quota: 50 },
    });
    expect(ok).toMatchObject({
      status: 200,
      json: { project: { settings: { order: "random", quota: 50 } } },
    });
    expect(
      await call(patchProject as Route, lead, { id: projectId }, "PATCH", {
        settings: { quota: null },
      }),
    ).toMatchObject({
      status: 200,
      json: { project: { settings: { quota: null } } },
    });
  });
});
