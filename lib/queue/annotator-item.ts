import { AppError } from "@/lib/errors";
import { opaqueItemLabel } from "./opaque-item-label";
import type { AnnotatorItemDto } from "./queue-dto";

/** The row annotatorItemSql reads: the DTO, and whether the external id is hidden from its reader. */
export type AnnotatorItemRow = AnnotatorItemDto & { isExternalIdHidden: boolean };

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
