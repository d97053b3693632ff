import type pg from "pg";
import { describe, expect, inject, it } from "vitest";
import { pgPool } from "@/lib/db/pg-pool";
import { claimNextItem } from "@/lib/queue/claim-next-item";
import { submitAnnotation } from "@/lib/queue/submit-annotation";
import { makeQueueProject, sampleAnnotation } from "../concurrency/queue-fixtures";
import { asOwner } from "./helpers/as-owner";
import { itemTallies } from "./helpers/item-tallies";

const isEmbedded = inject("databaseKind") === "embedded";

/** Runs `fn` on two connections at once on a server (two shards), one after the other embedded. */
async function onTwoConnections(fn: (one: pg.PoolClient, two: pg.PoolClient) => Promise<void>) {
  const one = await pgPool().connect();
  const two = isEmbedded ? one : await pgPool().connect();
  const role = await currentRole(one);
  try {
    await fn(one, two);
  } finally {
    // Back to the role the connection had: RESET ROLE would leave the shared embedded session a
    // superuser, and every later file would see unpublished imports (decision 055).
    for (const c of new Set([one, two]))
      await c.query("SELECT set_config('role', $1, false)", [role]);
    one.release();
    if (two !== one) two.release();
  }
}

const currentRole = async (c: pg.PoolClient) =>
  (await c.query<{ role: string }>("SELECT current_user AS role")).rows[0].role;

describe("item_tallies in the connection's shard (accord_tally_shard)", () => {
  it("sum to the items' buckets after moves and deletes on different connections", async () => {
    const sessionRole = async () =>
      (await pgPool().query<{ role: string }>("SELECT current_user AS role")).rows[0].role;
    const roleBefore = await sessionRole();
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
    const ids = (
      await asOwner<{ id: number }>(
        "SELECT id FROM items WHERE project_id = $1 ORDER BY id",
        projectId,
      )
    ).map((r) => r.id);
    await onTwoConnections(async (one, two) => {
      await one.query("SET ROLE NONE");
      await two.query("SET ROLE NONE");
      await one.query(
        "UPDATE items SET annotation_count = 1, status = 'in_annotation' WHERE id = $1",
        [ids[1]],
      );
      await two.query("DELETE FROM items WHERE id = ANY($1::int[])", [[ids[0], ids[1]]]);
    });
    const { kept, recount } = await itemTallies(projectId);
    expect(recount).toEqual([["all", 0, 1]]);
    expect(kept).toEqual(recount);
    // A deleted project's tallies go with it (the items' trigger writes none for it).
    await onTwoConnections(async (one) => {
      await one.query("SET ROLE NONE");
      await one.query("DELETE FROM projects WHERE id = $1", [projectId]);
    });
    expect((await itemTallies(projectId)).kept).toEqual([]);
    // The session is left as found, so later files still cannot see unpublished imports.
    expect(await sessionRole()).toBe(roleBefore);
  });
});
