// The items list's search text and preview (decision 053), from each kind's `searchFields`
// (lib/items/<kind>/). `items.search_text` holds the external id, a newline, then the fields
// joined by newlines (absent ones left out), so one pg_trgm index serves a search over either.
// The import writes it in the item's own INSERT, from the line (itemSearchText); the same text
// from the stored rows (itemSearchTextSql) is for scripts that write items without lines (bench)
// and is held equal to it by tests/integration/item-search-text.test.ts.
import type { ItemKind } from "./item-kinds";
import { kindModule } from "./kinds";

const ofKindRow = (kind: ItemKind, item: string, expr: string) =>
  `(SELECT ${expr} FROM ${kindModule(kind).table.name} k WHERE k.item_id = ${item}.id)`;

/** The search text of an import line of `kind` (its external id and its content fields). */
export function itemSearchText(kind: ItemKind, line: { external_id: string }): string {
  const fields = kindModule(kind).searchFields.map((f) => f.of(line));
  return `${line.external_id}\n${fields.filter((f) => f !== null && f !== undefined).join("\n")}`;
}

/** The search text of item `item` (an alias of `items`, not `k`), read from its kind's rows. */
export function itemSearchTextSql(kind: ItemKind, item: string): string {
  return `${item}.external_id || E'\\n' || COALESCE(${ofKindRow(
    kind,
    item,
    `concat_ws(E'\\n', ${kindModule(kind)
      .searchFields.map((f) => f.sql)
      .join(", ")})`,
  )}, '')`;
}

/** The start (`chars` characters) of the item's first content field, for the list's preview. */
export function itemPreviewSql(kind: ItemKind, item: string, chars = 400): string {
  return ofKindRow(kind, item, `left(${kindModule(kind).searchFields[0].sql}, ${chars})`);
}
