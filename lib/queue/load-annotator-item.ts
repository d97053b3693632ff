import "server-only";
import { pgPool } from "@/lib/db/pg-pool";
import { AppError } from "@/lib/errors";
import { hiddenFromAnnotatorsSql, itemFieldsSql, type FieldsAudience } from "@/lib/items/item-fields-sql";
import type { ItemKind } from "@/lib/items/item-kinds";
import { opaqueItemLabel } from "./opaque-item-label";
import type { AnnotatorItemDto } from "./queue-dto";

/** The row annotatorItemSql reads: the DTO, and whether the external id is hidden from its reader. */
export type AnnotatorItemRow = AnnotatorItemDto & { isExternalIdHidden: boolean };

/**
 * JSON of item `item` (a table alias of `items`) as an annotator sees it (AnnotatorItemDto):
 * its content only, no status, annotation count or meta; read it with toAnnotatorItem. With
 * `audience: "staff"` (an adjudicator's screen) hidden columns and the external id are shown.
 */
export const annotatorItemSql = (item: string, audience: FieldsAudience = "annotator") => `json_build_object(
  'id', ${item}.id, 'projectId', ${item}.project_id, 'kind', ${item}.kind, 'externalId', ${item}.external_id, 'language', ${item}.language,
  'isExternalIdHidden', ${audience === "annotator" ? `COALESCE(${hiddenFromAnnotatorsSql(item)}, false)` : "false"},
  'fields', ${itemFieldsSql(item, audience)})`;

/**
 * Checks an item read with annotatorItemSql (the row of its kind must exist) and, where its kind
 * hides a column from the reader, puts an opaque label in place of the external id (which may
 * name what is hidden, as model_answer's `<model>:<row>` does).
 */
export function toAnnotatorItem(row: AnnotatorItemRow | null | undefined): AnnotatorItemDto {
  if (!row) throw new AppError("not_found", "Item not found.");
  if (!row.fields) throw new AppError("internal", "The item has no fields of its kind.");
  const { isExternalIdHidden, ...item } = row;
  return isExternalIdHidden ? { ...item, externalId: opaqueItemLabel(item.id) } : item;
}

/** The item's content for the person annotating it (or, `audience: "staff"`, adjudicating it); callers have checked their assignment. */
export async function loadAnnotatorItem(opts: { itemId: number; kind?: ItemKind; audience?: FieldsAudience }): Promise<AnnotatorItemDto> {
  const { rows } = await pgPool().query<{ item: AnnotatorItemRow }>(`SELECT ${annotatorItemSql("i", opts.audience)} AS item FROM items i WHERE i.id = $1`, [opts.itemId]);
  return toAnnotatorItem(rows[0]?.item);
}
