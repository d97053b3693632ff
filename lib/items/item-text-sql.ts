import type { ItemKind } from "./item-kinds";
import { itemKinds } from "./item-kinds";
import { kindModule } from "./kinds";

const subquery = (kind: ItemKind, itemId: string): string | null => {
  const m = kindModule(kind);
  return m.itemTextSql
    ? `(SELECT ${m.itemTextSql} FROM ${m.table.name} k WHERE k.item_id = ${itemId})`
    : null;
};

/**
 * SQL for the text an item's annotation schema checks spans against (the kind's `itemTextSql`),
 * NULL for a kind without one. `itemId`: an SQL expression; `kind`: when known, only its table.
 */
export function itemTextSql(itemId: string, kind?: ItemKind): string {
  const parts = (kind ? [kind] : itemKinds).flatMap((k) => subquery(k, itemId) ?? []);
  return parts.length === 0
    ? "NULL::text"
    : parts.length === 1
      ? parts[0]
      : `COALESCE(${parts.join(", ")})`;
}
