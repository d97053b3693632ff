// The item fields an overlap sample may be stratified by (decision 024), each as SQL.
import type { ItemKind } from "@/lib/items/item-kinds";
import { itemModelSql } from "@/lib/items/item-model-sql";
import { kindModule } from "@/lib/items/kinds";

// `meta.<key>`: a key of the item's imported meta object. Letters, digits and `_ - .` only, so the
// key goes into the SQL as a literal with nothing to escape.
const META = /^meta\.([A-Za-z0-9_.-]{1,64})$/;

/** The named strata of a kind: `language`, `model` when the kind has a model column, then the kind's own fields; any `meta.<key>` besides. */
export function strataChoices(kind: ItemKind): string[] {
  const m = kindModule(kind);
  return ["language", ...(m.modelColumn ? ["model"] : []), ...Object.keys(m.strataColumns ?? {})];
}

/** A message per stratum the kind does not have (or that is named twice); empty when all are fine. */
export function strataProblems(kind: ItemKind, strata: readonly string[]): string[] {
  const choices = strataChoices(kind);
  const named = choices.map((c) => `\`${c}\``).join(", ");
  return strata.flatMap((s, i) => {
    if (strata.indexOf(s) !== i) return [`\`${s}\` is named twice`];
    if (choices.includes(s) || META.test(s)) return [];
    return [`\`${s}\` is not a field of this kind's items (${named}, or meta.<key>)`];
  });
}

export const strataIssues = (kind: ItemKind, strata: readonly string[]) =>
  strataProblems(kind, strata).map((message) => ({ path: ["settings", "overlapStrata"], message }));

/** One stratum of item `item` (an alias of `items`) as an SQL expression; throws on a stratum strataProblems refuses. */
export function stratumSql(kind: ItemKind, stratum: string, item: string): string {
  if (stratum === "language") return `${item}.language`;
  if (stratum === "model" && kindModule(kind).modelColumn) return itemModelSql(kind, item);
  const meta = META.exec(stratum);
  if (meta) return `(${item}.meta ->> '${meta[1]}')`;
  const m = kindModule(kind);
  const column = Object.hasOwn(m.strataColumns ?? {}, stratum)
    ? m.strataColumns?.[stratum]
    : undefined;
  if (column) return `(SELECT s.${column} FROM ${m.table.name} s WHERE s.item_id = ${item}.id)`;
  throw new RangeError(`stratumSql: ${kind} items have no stratum ${stratum}`);
}

/** An md5, so any values fit an index entry and every database orders keys alike (decision 034). */
export function stratumKeySql(kind: ItemKind, strata: readonly string[], item: string): string {
  return `md5(jsonb_build_array(${strata.map((s) => stratumSql(kind, s, item)).join(", ")})::text)`;
}
