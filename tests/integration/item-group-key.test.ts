import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { pgPool } from "@/lib/db/pg-pool";
import { importItems } from "@/lib/items/import/import-items";
import { itemLineExamples } from "@/lib/items/import/item-line-examples";
import { importSourceOptionsSchema } from "@/lib/items/import/sources/import-source-options";
import { openImportSource } from "@/lib/items/import/sources/open-import-source";
import { itemKinds } from "@/lib/items/item-kinds";
import { jsonlSource, makeProject } from "../factories";

// items.group_key (decision 051): written at import from the kind module's groupKey, for every
// kind and format alike; the claim groups by it. A generated comment's is its file id.

const groupKeys = async (projectId: number) =>
  (
    await pgPool().query<{ external_id: string; group_key: string | null }>(
      `SELECT external_id, group_key FROM items WHERE project_id = $1 ORDER BY external_id`,
      [projectId],
    )
  ).rows.map((r) => [r.external_id, r.group_key]);

const comment = (externalId: string, fileId: string) => ({
  ...itemLineExamples.generated_comment,
  external_id: externalId,
  file_id: fileId,
});

describe("items.group_key", () => {
  it("a file-grouped project's items carry their file id, from JSONL and from a mapped CSV", async () => {
    const { id: projectId, lead } = await makeProject({
      kind: "generated_comment",
      settings: { claimGroup: "file_id" },
    });
    await importItems({
      actor: lead,
      projectId,
      records: jsonlSource([comment("a1", "fa"), comment("a2", "fa"), comment("b1", "fb")]),
    });
    const csv = [
      "id,file,language,model,programming_language,code_prefix,code_suffix,original_comment,predicted_comment",
      "c1,fc,en,m/1,java,class A {,},// Sums.,// Adds.",
      "c2,fa,en,m/2,java,class A {,},// Sums.,// Adds.",
    ].join("\n");
    await importItems({
      actor: lead,
      projectId,
      records: openImportSource(
        importSourceOptionsSchema.parse({
          format: "csv",
          map: { id: "external_id", file: "file_id" },
        }),
        async function* () {
          yield new TextEncoder().encode(csv + "\n");
        },
        { projectKind: "generated_comment" },
      ),
    });
    expect(await groupKeys(projectId)).toEqual([
      ["a1", "fa"],
      ["a2", "fa"],
      ["b1", "fb"],
      ["c1", "fc"],
      ["c2", "fa"],
    ]);
  });

  it.each(itemKinds.filter((k) => k !== "generated_comment"))(
    "a %s project's items have none",
    async (kind) => {
      const { id: projectId, lead } = await makeProject({ kind });
      await importItems({
        actor: lead,
        projectId,
        records: jsonlSource([{ ...itemLineExamples[kind], external_id: `${kind}-1` }]),
      });
      expect(await groupKeys(projectId)).toEqual([[`${kind}-1`, null]]);
    },
  );

  it("the migration's backfill gives existing comments their file id and no other item a key", async () => {
    const comments = await makeProject({ kind: "generated_comment" });
    const answers = await makeProject({ kind: "model_answer" });
    await importItems({
      actor: comments.lead,
      projectId: comments.id,
      records: jsonlSource([comment("x1", "fx"), comment("y1", "fy")]),
    });
    await importItems({
      actor: answers.lead,
      projectId: answers.id,
      records: jsonlSource([{ ...itemLineExamples.model_answer, external_id: "m1" }]),
    });
    // As before the column was written at import.
    await pgPool().query(`UPDATE items SET group_key = NULL WHERE project_id = ANY ($1)`, [
      [comments.id, answers.id],
    ]);
    const migration = readFileSync(
      path.join(
        import.meta.dirname,
        "../../prisma/migrations/20261216000000_item_group_key/migration.sql",
      ),
      "utf8",
    );
    await pgPool().query(/^UPDATE items [^;]*;/m.exec(migration)![0]);
    expect(await groupKeys(comments.id)).toEqual([
      ["x1", "fx"],
      ["y1", "fy"],
    ]);
    expect(await groupKeys(answers.id)).toEqual([["m1", null]]);
  });
});
