import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { qaParquet } from "../qa-parquet";
import { db } from "@/lib/db";
import { importItems } from "@/lib/items/import/import-items";
import { getItem } from "@/lib/items/get-item";
import { listItems } from "@/lib/items/list-items";
import { importSourceOptionsSchema } from "@/lib/items/import/sources/import-source-options";
import { openImportSource } from "@/lib/items/import/sources/open-import-source";
import type { ItemKind } from "@/lib/items/item-kinds";
import { katzyRows } from "../katzy-rows";
import { realDataPath } from "../real-data-path";
import { makeProject } from "../factories";

function chunks(data: Uint8Array, size = 4096) {
  return async function* () {
    for (let i = 0; i < data.length; i += size) yield data.subarray(i, i + size);
  };
}

function records(options: object, data: Uint8Array, projectKind: ItemKind) {
  return openImportSource(importSourceOptionsSchema.parse(options), chunks(data), { projectKind });
}

async function allItems(lead: Parameters<typeof listItems>[0]["actor"], projectId: number) {
  const page = await listItems({ actor: lead, projectId, filters: {}, limit: 200 });
  return page.items;
}

const sample = (name: string) => new Uint8Array(readFileSync(realDataPath("simpledevqa", name)));

describe("import through the presets, from the real samples", () => {
  it("imports SimpleDevQA's data_difficult and data_easy samples as QA pairs in en/zh/ru, and a re-import is a no-op", async () => {
    const { id: projectId, lead } = await makeProject({ kind: "qa_pair" });
    const difficult = {
      format: "csv",
      preset: "simpledevqa",
      set: { difficulty: "difficult" },
      file_name: "data_difficult.sample.csv",
    };
    expect(
      await importItems({
        actor: lead,
        projectId,
        records: records(difficult, sample("data_difficult.sample.csv"), "qa_pair"),
      }),
    ).toEqual({
      imported: 60,
      duplicates: 0,
      lines: 60,
    });
    const easy = {
      format: "csv",
      preset: "simpledevqa",
      set: { difficulty: "easy" },
      file_name: "data_easy.sample.csv",
    };
    expect(
      await importItems({
        actor: lead,
        projectId,
        records: records(easy, sample("data_easy.sample.csv"), "qa_pair"),
      }),
    ).toEqual({ imported: 30, duplicates: 0, lines: 30 });

    const items = await allItems(lead, projectId);
    expect(items).toHaveLength(90);
    const count = (language: string) => items.filter((i) => i.language === language).length;
    expect([count("en"), count("zh"), count("ru")]).toEqual([30, 30, 30]);
    const first = await getItem({
      actor: lead,
      projectId,
      itemId: items.find((i) => i.externalId === "sdqa-difficult-0")!.id,
    });
    expect(first.fields).toMatchObject({ kind: "qa_pair", difficulty: "difficult" });
    // The sample's own column is kept, not dropped.
    expect(first.meta).toEqual({ source_row: expect.any(String) as string });

    expect(
      await importItems({
        actor: lead,
        projectId,
        records: records(difficult, sample("data_difficult.sample.csv"), "qa_pair"),
      }),
    ).toEqual({
      imported: 0,
      duplicates: 60,
      lines: 60,
    });
  });

  it("imports a Parquet file in several row groups", async () => {
    const { id: projectId, lead } = await makeProject({ kind: "qa_pair" });
    const n = 25;
    const parquet = qaParquet(n, 10);
    const result = await importItems({
      actor: lead,
      projectId,
      records: records({ format: "parquet", map: { id: "external_id" } }, parquet, "qa_pair"),
    });
    expect(result).toEqual({ imported: n, duplicates: 0, lines: n });
    const items = await allItems(lead, projectId);
    expect(items.map((i) => i.externalId).sort()).toEqual(
      Array.from({ length: n }, (_, i) => `pq-${i}`).sort(),
    );
  });

  it("imports Katzy et al.'s rows as one generated comment per file and model", async () => {
    const { id: projectId, lead } = await makeProject({ kind: "generated_comment" });
    // The item fields, without the expert's labels (the next test brings them).
    const rows = katzyRows().map((row) =>
      Object.fromEntries(Object.entries(row).filter(([k]) => !k.startsWith("expert_accuracy_"))),
    );
    const jsonl = new TextEncoder().encode(rows.map((r) => JSON.stringify(r)).join("\n") + "\n");
    const result = await importItems({
      actor: lead,
      projectId,
      records: records(
        { format: "jsonl", preset: "multilingual-code-comments", file_name: "English.jsonl" },
        jsonl,
        "generated_comment",
      ),
    });
    expect(result).toEqual({ imported: rows.length * 5, duplicates: 0, lines: rows.length * 5 });
    const items = await allItems(lead, projectId);
    const item = await getItem({
      actor: lead,
      projectId,
      itemId: items.find((i) => i.externalId === "1946_5:codegemma-7b")!.id,
    });
    const row = rows.find((r) => r.file_id === "1946_5")!;
    expect(item.language).toBe("en");
    expect(item.fields).toMatchObject({
      kind: "generated_comment",
      model: "google/codegemma-7b",
      fileId: "1946_5",
      programmingLanguage: "java",
      originalComment: row.original_comment,
    });
    const fields = item.fields as { codePrefix: string; codeSuffix: string };
    const content = row.content as string;
    expect(content.startsWith(fields.codePrefix)).toBe(true);
    expect(content.endsWith(fields.codeSuffix)).toBe(true);
    expect(item.meta).toEqual({ repo: row.repo, path: row.path });
  });

  it("brings Katzy's expert labels as prior annotations by katzy-expert-<lang>, in the app's codes", async () => {
    const { id: projectId, lead } = await makeProject({ kind: "generated_comment" });
    const rows = katzyRows();
    const jsonl = new TextEncoder().encode(rows.map((r) => JSON.stringify(r)).join("\n") + "\n");
    const result = await importItems({
      actor: lead,
      projectId,
      records: records(
        { format: "jsonl", preset: "multilingual-code-comments", set: { language: "English" } },
        jsonl,
        "generated_comment",
      ),
    });
    expect(result.imported).toBe(rows.length * 5);
    const of = (externalId: string) =>
      db.item.findUniqueOrThrow({
        where: { projectId_externalId: { projectId, externalId } },
        include: { annotations: true },
      });
    // katzyRows' made-up labels for file 1946_5: codegemma-7b is the third model → "incorrect" with released "LG-GR6, ST-IF2".
    const labelled = await of("1946_5:codegemma-7b");
    expect(labelled.annotationCount).toBe(1);
    expect(labelled.annotations).toMatchObject([
      {
        userId: null,
        externalAnnotator: "katzy-expert-en",
        data: { accuracy: "incorrect", error_codes: ["LG-GR5", "SE-OI"] },
      },
    ]);
    // granite-8b-code-base (the fourth) has no expert accuracy: no prior annotation.
    const unlabelled = await of("1946_5:granite-8b-code-base");
    expect(unlabelled.annotations).toEqual([]);
  });
});
