import { describe, expect, it } from "vitest";
import { importItems } from "@/lib/items/import/import-items";
import { itemLineExamples } from "@/lib/items/import/item-line-examples";
import { itemSearchTextSql } from "@/lib/items/item-search";
import { itemKinds, type ItemKind } from "@/lib/items/item-kinds";
import { jsonlSource, makeProject } from "../factories";
import { asOwner } from "./helpers/as-owner";

// Decision 053: the import writes items.search_text in the item's INSERT, from the line
// (itemSearchText); the kinds' `searchFields` also say where each field is stored (`sql`), which
// the preview and itemSearchTextSql read. The two must give the same text for every kind, with
// absent and empty fields too: this imports lines of each kind and compares what was stored with
// the text read back from the kind's rows.
const variants: Record<ItemKind, Record<string, unknown>[]> = {
  generated_comment: [
    { predicted_comment: "" },
    { original_comment: "Gibt die Summe zurück.\nZweite Zeile" },
  ],
  readme: [{ repo: undefined }, { content: "# Title\n\nBody with `code`" }],
  qa_pair: [{ answer: "Use `git rebase -i`." }],
  dialogue: [
    {
      turns: [
        { role: "user", content: "" },
        { role: "assistant", content: "Second turn" },
      ],
    },
  ],
  model_answer: [{ predicted_answer: "用 git stash。" }],
};

describe("the search text written at import", () => {
  it.each(itemKinds)("equals the one read back from the %s rows", async (kind) => {
    const { id: projectId, lead } = await makeProject({ kind });
    const lines = [
      itemLineExamples[kind],
      ...variants[kind].map((v) => ({ ...itemLineExamples[kind], ...v })),
    ].map((l, i) => ({ ...l, external_id: `search-${kind}-${i}` }));
    const result = await importItems({ actor: lead, projectId, records: jsonlSource(lines) });
    expect(result.imported).toBe(lines.length);
    const rows = await asOwner<{ stored: string | null; read: string }>(
      `SELECT i.search_text AS stored, ${itemSearchTextSql(kind, "i")} AS read FROM items i WHERE i.project_id = $1 ORDER BY i.id`,
      projectId,
    );
    expect(rows).toHaveLength(lines.length);
    for (const r of rows) {
      expect(r.stored).not.toBeNull();
      expect(r.stored).toBe(r.read);
    }
  });
});
