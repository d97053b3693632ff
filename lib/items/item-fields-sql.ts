// An item's fields as one SQL expression, so the query that finds an item returns its content in
// the same round trip.
import { itemKinds } from "./item-kinds";
import { kindModule } from "./kinds";

/** Who is shown the fields: an annotator does not get a column hidden from annotators (its `hiddenFromAnnotatorsSql`). */
export type FieldsAudience = "annotator" | "staff";

type Kind = (typeof itemKinds)[number];

function fieldsJson(kind: Kind, audience: FieldsAudience): string {
  const { table } = kindModule(kind);
  const read = (c: (typeof table.columns)[number]) =>
    audience === "annotator" && c.hiddenFromAnnotatorsSql
      ? `CASE WHEN ${c.hiddenFromAnnotatorsSql} THEN NULL ELSE ${c.sql} END`
      : c.sql;
  const pairs = table.columns.flatMap((c) => (c.view ? [`'${c.view}', ${read(c)}`] : []));
  return `json_build_object('kind', '${kind}', ${pairs.join(", ")})`;
}

/** `CASE <item>.kind WHEN … THEN (SELECT <expr of kind> FROM <its table> k …) … END` over the kinds `expr` gives an expression for. */
function perKind(item: string, expr: (kind: Kind) => string | null, otherwise: string): string {
  if (item === "k") throw new Error("item-fields-sql: the alias k is taken by the kind's row");
  const branches = itemKinds.flatMap((kind) => {
    const e = expr(kind);
    return e === null
      ? []
      : [
          `  WHEN '${kind}' THEN (\n    SELECT ${e}\n      FROM ${kindModule(kind).table.name} k WHERE k.item_id = ${item}.id)`,
        ];
  });
  return branches.length
    ? `CASE ${item}.kind\n${branches.join("\n")}\n  ELSE ${otherwise}\nEND`
    : otherwise;
}

export const itemFieldsSql = (item: string, audience: FieldsAudience = "staff") =>
  perKind(item, (kind) => fieldsJson(kind, audience), "NULL");

/** When true, the item's external id is hidden from annotators too (decision 032). */
export const hiddenFromAnnotatorsSql = (item: string) =>
  perKind(
    item,
    (kind) => {
      const conditions = kindModule(kind).table.columns.flatMap((c) =>
        c.hiddenFromAnnotatorsSql ? [`(${c.hiddenFromAnnotatorsSql})`] : [],
      );
      return conditions.length ? `COALESCE(${conditions.join(" OR ")}, false)` : null;
    },
    "false",
  );
