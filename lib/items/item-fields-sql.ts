// Each kind's fields as one SQL expression (JSON shaped like ItemFields), so a query that finds
// an item can return its content in the same round trip: the queue's claim, the annotator's and
// the lead's item views. Built from each kind's `table` (lib/items/<kind>/), the one definition
// of which columns an item's fields are; the export reads the same definition.
import { itemKinds } from "./item-kinds";
import { kindModule } from "./kinds";

/** Who is shown the fields: an annotator gets a column's `annotatorSql` where it has one. */
export type FieldsAudience = "annotator" | "staff";

/** `json_build_object('kind', …, <view name>, <sql>, …)` of one kind's row, aliased `k`. */
function fieldsJson(kind: (typeof itemKinds)[number], audience: FieldsAudience): string {
  const { table } = kindModule(kind);
  const pairs = table.columns.flatMap((c) => (c.view ? [`'${c.view}', ${audience === "annotator" ? (c.annotatorSql ?? c.sql) : c.sql}`] : []));
  return `json_build_object('kind', '${kind}', ${pairs.join(", ")})`;
}

/**
 * JSON of the fields of item `item` (a table alias of `items`, not `k`), by its kind; SQL NULL
 * when the row of its kind is missing.
 */
export const itemFieldsSql = (item: string, audience: FieldsAudience = "staff") => {
  if (item === "k") throw new Error("itemFieldsSql: the alias k is taken by the kind's row");
  const branches = itemKinds.map(
    (kind) => `  WHEN '${kind}' THEN (
    SELECT ${fieldsJson(kind, audience)}
      FROM ${kindModule(kind).table.name} k WHERE k.item_id = ${item}.id)`,
  );
  return `CASE ${item}.kind\n${branches.join("\n")}\nEND`;
};
