import "server-only";
import { pgPool } from "@/lib/db/pg-pool";
import {
  hiddenFromAnnotatorsSql,
  itemFieldsSql,
  type FieldsAudience,
} from "@/lib/items/item-fields-sql";
import type { ItemKind } from "@/lib/items/item-kinds";
import { toAnnotatorItem, type AnnotatorItemRow } from "./annotator-item";
import type { AnnotatorItemDto } from "./queue-dto";

/**
 * JSON of item `item` (a table alias of `items`) as an annotator sees it (AnnotatorItemDto):
 * its content only, no status, annotation count or meta; read it with toAnnotatorItem. With
 * `audience: "staff"` (an adjudicator's screen) hidden columns and the external id are shown.
 */
export const annotatorItemSql = (
  item: string,
  audience: FieldsAudience = "annotator",
) => `json_build_object(
  'id', ${item}.id, 'projectId', ${item}.project_id, 'kind', ${item}.kind, 'externalId', ${item}.external_id, 'language', ${item}.language,
  'isExternalIdHidden', ${audience === "annotator" ? `COALESCE(${hiddenFromAnnotatorsSql(item)}, false)` : "false"},
  'fields', ${itemFieldsSql(item, audience)})`;

/** The item's content for the person annotating it (or, `audience: "staff"`, adjudicating it); callers have checked their assignment. */
export async function loadAnnotatorItem(opts: {
  itemId: number;
  kind?: ItemKind;
  audience?: FieldsAudience;
}): Promise<AnnotatorItemDto> {
  const { rows } = await pgPool().query<{ item: AnnotatorItemRow }>(
    `SELECT ${annotatorItemSql("i", opts.audience)} AS item FROM items i WHERE i.id = $1`,
    [opts.itemId],
  );
  return toAnnotatorItem(rows[0]?.item);
}
