import type pg from "pg";
import { describe, expect, inject, it } from "vitest";
import { migrateDatabase } from "@/lib/db/migrate-database";
import { pgPool } from "@/lib/db/pg-pool";
import { ImportWriter } from "@/lib/items/import/import-writer";
import { itemLineExamples } from "@/lib/items/import/item-line-examples";
import type { ItemLine } from "@/lib/items/import/item-line-schema";
import { parseProjectSettings } from "@/lib/projects/project-settings";
import { asOwner } from "./helpers/as-owner";
import { makeQueueProject, sampleAnnotation } from "../concurrency/queue-fixtures";

// Decision 055: on the embedded database an import writes each batch in its own short transaction,
// hidden from everyone else by the items_published policy until a short publish; its counts wait
// in import_tallies. The writer's `hidden` path is the same code on a server (the tallies are
// checked on both), but only the embedded session runs as a role the policy binds.
const isEmbedded = inject("databaseKind") === "embedded";

const line = (externalId: string, withPrior = false) =>
  ({
    ...itemLineExamples.generated_comment,
    external_id: externalId,
    ...(withPrior
      ? {
          prior_annotations: [
            { annotator: "expert-el", annotation: sampleAnnotation("generated_comment", 0) },
          ],
        }
      : {}),
  }) as unknown as ItemLine;

const visible = async (projectId: number) =>
  Number(
    (
      await pgPool().query<{ n: string }>("SELECT count(*) AS n FROM items WHERE project_id = $1", [
        projectId,
      ])
    ).rows[0].n,
  );
/** item_tallies per bucket, as the progress bars read them, and the same buckets recounted from the items. */
async function tallies(projectId: number) {
  const kept = await pgPool().query<{ state: string; annotation_count: number; n: string }>(
    "SELECT state, annotation_count, sum(items) AS n FROM item_tallies WHERE project_id = $1 GROUP BY 1, 2 HAVING sum(items) <> 0 ORDER BY 1, 2",
    [projectId],
  );
  const recount = await asOwner<{ state: string; annotation_count: number; n: string }>(
    `SELECT b.state, b.annotation_count, count(*) AS n FROM items i,
            LATERAL (VALUES ('all', 0), (accord_tally_state(i.status, i.annotation_count), i.annotation_count)) b(state, annotation_count)
      WHERE i.project_id = $1 AND b.state IS NOT NULL GROUP BY 1, 2 ORDER BY 1, 2`,
    projectId,
  );
  return {
    kept: kept.rows.map((r) => [r.state, r.annotation_count, Number(r.n)]),
    recount: recount.map((r) => [r.state, r.annotation_count, Number(r.n)]),
  };
}

async function writer(overlap: number) {
  const { projectId, lead } = await makeQueueProject({
    kind: "generated_comment",
    items: 0,
    annotators: 1,
    settings: { overlap },
  });
  const settings = parseProjectSettings({ overlap });
  return {
    projectId,
    w: new ImportWriter({
      actorId: lead.id,
      projectId,
      kind: "generated_comment",
      settings,
      hidden: true,
    }),
  };
}

describe("an import written in short transactions (decision 055)", () => {
  it("is counted nowhere until its publish, then everywhere at once, priors' annotation counts included", async () => {
    const { projectId, w } = await writer(2);
    await w.add([line("h-1", true), line("h-2"), line("h-3", true)]);
    await w.add([line("h-4"), line("h-2")]);
    // Both batches are committed: the rows are in the database, with their import's tallies.
    await w.add([]);
    expect(await asOwner("SELECT 1 FROM items WHERE project_id = $1", projectId)).toHaveLength(4);
    expect((await tallies(projectId)).kept).toEqual([]);
    if (isEmbedded) expect(await visible(projectId)).toBe(0);
    expect(await w.commit({ lines: 5, validLines: 5 })).toBe(4);
    expect(await visible(projectId)).toBe(4);
    const after = await tallies(projectId);
    expect(after.kept).toEqual([
      ["all", 0, 4],
      ["open", 1, 2],
    ]);
    expect(after.kept).toEqual(after.recount);
    expect(
      await asOwner(
        "SELECT 1 FROM imports WHERE project_id = $1 UNION ALL SELECT 1 FROM import_tallies WHERE project_id = $1",
        projectId,
      ),
    ).toEqual([]);
  });

  it("leaves nothing, seen or counted, when it is rolled back", async () => {
    const { projectId, w } = await writer(2);
    await w.add([line("r-1", true), line("r-2")]);
    await w.add([]);
    await w.rollback();
    expect(await asOwner("SELECT id FROM items WHERE project_id = $1", projectId)).toEqual([]);
    expect(await asOwner("SELECT id FROM imports WHERE project_id = $1", projectId)).toEqual([]);
    expect(await asOwner("SELECT 1 FROM import_tallies WHERE project_id = $1", projectId)).toEqual(
      [],
    );
    expect((await tallies(projectId)).kept).toEqual([]);
    expect(
      await asOwner(
        "SELECT 1 FROM annotations a WHERE a.external_annotator = 'expert-el' AND NOT EXISTS (SELECT 1 FROM items i WHERE i.id = a.item_id)",
      ),
    ).toEqual([]);
  });

  it("is discarded when its own connection breaks, on a new one", async () => {
    const { projectId, w } = await writer(2);
    await w.add([line("b-1"), line("b-2")]);
    await w.add([]);
    // The writer keeps one connection for the import (a bulk one, lib/db/sticky-query-queue.ts): cut it.
    const lane = await (w as unknown as { lane: Promise<pg.Client> }).lane;
    (
      lane as unknown as { connection: { stream: { destroy(): void } } }
    ).connection.stream.destroy();
    await new Promise((r) => setTimeout(r, 50));
    await w.rollback();
    expect(await asOwner("SELECT id FROM items WHERE project_id = $1", projectId)).toEqual([]);
    expect(await asOwner("SELECT id FROM imports WHERE project_id = $1", projectId)).toEqual([]);
  });

  it.runIf(isEmbedded)(
    "runs the embedded app's session as a role that cannot skip the policy",
    async () => {
      const { rows } = await pgPool().query<{ role: string; bypasses: boolean }>(
        "SELECT current_user AS role, rolsuper OR rolbypassrls AS bypasses FROM pg_roles WHERE rolname = current_user",
      );
      expect(rows).toEqual([{ role: "accord_app", bypasses: false }]);
    },
  );

  it.runIf(isEmbedded)(
    "keeps the role when another process joins the running server and finds no migration due",
    async () => {
      // As the CLI beside the app (resolveDatabase → migrateDatabase on the same server): the checks
      // run as the app's role, never as the owner, so nobody's statement meanwhile skips the policy.
      expect(await migrateDatabase({ url: inject("databaseUrl") })).toEqual([]);
      const { rows } = await pgPool().query<{ role: string }>("SELECT current_user AS role");
      expect(rows).toEqual([{ role: "accord_app" }]);
    },
  );
});
