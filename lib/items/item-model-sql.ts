// The model that produced an item, as one SQL expression: a column of the kind's table when its
// module names one (`modelColumn`), else NULL (the kind has no model). The item list, its model
// filter and facet, and the agreement report's model filter all read it here.
import type { ItemKind } from "./item-kinds";
import { kindModule } from "./kinds";

/** The model of item `item` (an alias of `items` in a project of `kind`), or SQL NULL. */
export function itemModelSql(kind: ItemKind, item: string): string {
  const { modelColumn, table } = kindModule(kind);
  return modelColumn
    ? `(SELECT m.${modelColumn} FROM ${table.name} m WHERE m.item_id = ${item}.id)`
    : "NULL::text";
}
