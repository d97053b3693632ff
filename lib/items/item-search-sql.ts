// The items list's search text and preview (decision 053), from each kind's `searchFields`
// (lib/items/<kind>/). `items.search_text` holds the external id, a newline, then the fields
// joined by newlines, so one pg_trgm index serves a search over either; written at import.
import type { ItemKind } from "./item-kinds";
import { kindModule } from "./kinds";

const ofKindRow = (kind: ItemKind, item: string, expr: string) => `(SELECT ${expr} FROM ${kindModule(kind).table.name} k WHERE k.item_id = ${item}.id)`;

/** The search text of item `item` (an alias of `items`, not `k`) of a project of `kind`. */
export function itemSearchTextSql(kind: ItemKind, item: string): string {
  return `${item}.external_id || E'\\n' || COALESCE(${ofKindRow(kind, item, `concat_ws(E'\\n', ${kindModule(kind).searchFields.join(", ")})`)}, '')`;
}

/** The start (`chars` characters) of the item's first content field, for the list's preview. */
export function itemPreviewSql(kind: ItemKind, item: string, chars = 400): string {
  return ofKindRow(kind, item, `left(${kindModule(kind).searchFields[0]}, ${chars})`);
}
