import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import { allKindFieldsSelect, kindFieldsSelect, toItemFields } from "@/lib/items/item-fields-select";
import type { ItemKind } from "@/lib/items/item-kinds";
import type { AnnotatorItemDto } from "./queue-dto";

// Only the relation of the project's kind is read, and no status or annotation count.
const baseSelect = { id: true, projectId: true, kind: true, externalId: true, language: true } satisfies Prisma.ItemSelect;
type Loaded = Prisma.ItemGetPayload<{ select: typeof baseSelect & typeof allKindFieldsSelect }>;

/** The item's content for the person annotating it; callers have checked their assignment. */
export async function loadAnnotatorItem(opts: { itemId: number; kind: ItemKind }): Promise<AnnotatorItemDto> {
  const item = (await db.item.findUnique({ where: { id: opts.itemId }, select: { ...baseSelect, ...kindFieldsSelect[opts.kind] } })) as Partial<Loaded> | null;
  if (!item || item.id === undefined) throw new AppError("not_found", "Item not found.");
  return {
    id: item.id, projectId: item.projectId as number, kind: item.kind as ItemKind, externalId: item.externalId as string, language: item.language ?? null,
    fields: toItemFields(item),
  };
}
