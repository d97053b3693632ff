import "server-only";
import { pgPool } from "@/lib/db/pg-pool";
import { AppError } from "@/lib/errors";
import { itemFieldsSql } from "@/lib/items/item-fields-sql";
import type { ItemKind } from "@/lib/items/item-kinds";
import type { AnnotatorItemDto } from "./queue-dto";

/**
 * JSON of item `item` (a table alias of `items`) as an annotator sees it (AnnotatorItemDto):
 * its content only, no status, annotation count or meta.
 */
export const annotatorItemSql = (item: string) => `json_build_object(
  'id', ${item}.id, 'projectId', ${item}.project_id, 'kind', ${item}.kind, 'externalId', ${item}.external_id, 'language', ${item}.language,
  'fields', ${itemFieldsSql(item, "annotator")})`;

/** Checks an item read with annotatorItemSql: the row of its kind must exist. */
export function toAnnotatorItem(item: AnnotatorItemDto | null | undefined): AnnotatorItemDto {
  if (!item) throw new AppError("not_found", "Item not found.");
  if (!item.fields) throw new AppError("internal", "The item has no fields of its kind.");
  return item;
}

/** The item's content for the person annotating it; callers have checked their assignment. */
export async function loadAnnotatorItem(opts: { itemId: number; kind?: ItemKind }): Promise<AnnotatorItemDto> {
  const { rows } = await pgPool().query<{ item: AnnotatorItemDto }>(`SELECT ${annotatorItemSql("i")} AS item FROM items i WHERE i.id = $1`, [opts.itemId]);
  return toAnnotatorItem(rows[0]?.item);
}
