import { describe, expect, inject, it } from "vitest";
import { withPgTransaction } from "@/lib/db/pg-pool";
import { importItems } from "@/lib/items/import/import-items";
import { itemLineExamples } from "@/lib/items/import/item-line-examples";
import type { ItemLine } from "@/lib/items/import/item-line-schema";
import { insertItemBatch } from "@/lib/items/import/insert-item-batch";
import { openImport, publishImport, tagTransaction } from "@/lib/items/import/unpublished-imports";
import { prepareImportedItems, sampleImportedItems } from "@/lib/sampling/sample-items";
import { jsonlSource } from "../factories";
import { asOwner, ownerDo } from "./helpers/as-owner";
import { comments, project } from "./helpers/sampling-fixtures";

// Decision 055: an embedded import's publish is one transaction holding the only backend, and it
// used to write every new item's sampling choice in it (100k comments, f = 0.5: a 21 s stall).
// The choices are now written ahead, a batch per transaction while the items are hidden
// (prepareImportedItems), and the publish keeps them only if the settings and the rest of the
// project are as they were; otherwise it decides again, so the counts stay exact (SPEC §2).
const isEmbedded = inject("databaseKind") === "embedded";

describe("an embedded import with sampling", () => {
  it.runIf(isEmbedded)("writes no item in its publish when nothing changed meanwhile", async () => {
    const { projectId, lead } = await project({
      overlapFraction: 0.5,
      validationFraction: 0.5,
      overlapStrata: ["language"],
      order: "interleaved",
    });
    // Which transaction updated items, and which one published (deleted the imports row).
    await ownerDo(`
      CREATE TABLE IF NOT EXISTS test_item_updates (xid bigint, n int, published boolean);
      GRANT ALL ON test_item_updates TO PUBLIC;
      CREATE OR REPLACE FUNCTION test_note_item_updates() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER AS $$
        BEGIN INSERT INTO test_item_updates SELECT txid_current(), count(*), false FROM new_items; RETURN NULL; END $$;
      CREATE OR REPLACE FUNCTION test_note_publish() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER AS $$
        BEGIN INSERT INTO test_item_updates VALUES (txid_current(), 0, true); RETURN NULL; END $$;
      CREATE TRIGGER test_item_updates AFTER UPDATE ON items REFERENCING NEW TABLE AS new_items FOR EACH STATEMENT EXECUTE FUNCTION test_note_item_updates();
      CREATE TRIGGER test_publish AFTER DELETE ON imports FOR EACH ROW EXECUTE FUNCTION test_note_publish();`);
    try {
      const lines = comments("h", (s) => 3 + s);
      expect(
        (await importItems({ actor: lead, projectId, records: jsonlSource(lines, 64 * 1024) }))
          .imported,
      ).toBe(lines.length);
      const notes = await asOwner<{ xid: string; n: number; published: boolean }>(
        "SELECT xid::text, n, published FROM test_item_updates",
      );
      const publish = notes.filter((r) => r.published).map((r) => r.xid);
      expect(publish).toHaveLength(1);
      // Every item got its choices and key, in transactions before the publish.
      expect(
        notes.filter((r) => !r.published && r.n > 0).reduce((a, r) => a + r.n, 0),
      ).toBeGreaterThanOrEqual(lines.length);
      expect(notes.filter((r) => !r.published && r.n > 0 && r.xid === publish[0])).toEqual([]);
      const undecided = await asOwner<{ n: number }>(
        "SELECT count(*)::int AS n FROM items WHERE project_id = $1 AND (sampled IS NULL OR validation_sampled IS NULL OR stratum IS NULL)",
        projectId,
      );
      expect(undecided[0].n).toBe(0);
    } finally {
      await ownerDo(`DROP TRIGGER IF EXISTS test_item_updates ON items; DROP TRIGGER IF EXISTS test_publish ON imports;
        DROP FUNCTION IF EXISTS test_note_item_updates(); DROP FUNCTION IF EXISTS test_note_publish(); DROP TABLE IF EXISTS test_item_updates;`);
    }
  });
});

describe("choices made ahead of a publish", () => {
  it("are made again when another import was published in between, so every stratum's count stays exact", async () => {
    const { projectId, lead } = await project({
      overlapFraction: 0.5,
      overlapStrata: ["language"],
    });
    const lines = (prefix: string) =>
      [0, 1, 2].map((i) => ({
        ...itemLineExamples.generated_comment,
        external_id: `${prefix}-${i}`,
        language: "en",
      }));
    // A hidden import of 3 items, decided ahead: 2 of 3 (⌊1.5 + ½⌋) chosen, counting nothing else.
    const importId = await openImport(withPgTransaction, projectId);
    const inImport = <T>(
      fn: (sql: Parameters<Parameters<typeof withPgTransaction>[0]>[0]) => Promise<T>,
    ) =>
      withPgTransaction(async (sql) => {
        await tagTransaction(sql, importId);
        return fn(sql);
      });
    await inImport((sql) =>
      insertItemBatch(sql, {
        projectId,
        kind: "generated_comment",
        lines: lines("a") as unknown as ItemLine[],
      }),
    );
    const prepared = await prepareImportedItems(inImport, {
      projectId,
      kind: "generated_comment",
      importId,
      batch: 2,
    });
    // Meanwhile another import of 3 publishes: 2 of its 3 chosen.
    await importItems({ actor: lead, projectId, records: jsonlSource(lines("b"), 64 * 1024) });
    // The first publishes: 6 items, so 3 chosen in all, not 2 + 2.
    await inImport(async (sql) => {
      await sampleImportedItems(sql, {
        projectId,
        actorId: lead.id,
        kind: "generated_comment",
        prepared,
      });
      await publishImport(sql, importId);
    });
    const rows = await asOwner<{ external_id: string; sampled: boolean }>(
      "SELECT external_id, sampled FROM items WHERE project_id = $1 ORDER BY external_id",
      projectId,
    );
    expect(rows).toHaveLength(6);
    expect(rows.filter((r) => r.sampled).length).toBe(3);
    // Embedded, the second import did not see the first's hidden items: 2 of its 3 (on a server,
    // where nothing is hidden from the owner, it counted the first's choices).
    if (isEmbedded)
      expect(rows.filter((r) => r.external_id.startsWith("b-") && r.sampled).length).toBe(2);
    // The single-annotator bucket counts the 3 items left out, once each.
    const single = await asOwner<{ n: number }>(
      "SELECT COALESCE(sum(items), 0)::int AS n FROM item_tallies WHERE project_id = $1 AND state = 'single'",
      projectId,
    );
    expect(single[0].n).toBe(3);
  });
});
