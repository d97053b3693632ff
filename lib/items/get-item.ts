import "server-only";
import type { SessionUser } from "@/lib/auth/session-user";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { AppError } from "@/lib/errors";
import { loadProjectAccess } from "@/lib/projects/load-project-access";
import type { ItemDetailDto } from "./item-dto";
import { allKindFieldsSelect, toItemFields } from "./item-fields-select";

const itemSelect = {
  id: true, projectId: true, kind: true, externalId: true, language: true, status: true, annotationCount: true, meta: true, createdAt: true,
  ...allKindFieldsSelect,
} satisfies Prisma.ItemSelect;

/** One item with its kind's fields, for a lead browsing the project (no annotations here). */
export async function getItem(opts: { actor: SessionUser; projectId: number; itemId: number }): Promise<ItemDetailDto> {
  const project = await loadProjectAccess({ actor: opts.actor, projectId: opts.projectId, action: "item.browse" });
  const item = await db.item.findFirst({
    where: { id: opts.itemId, projectId: project.id },
    select: itemSelect,
  });
  if (!item) throw new AppError("not_found", "Item not found.");
  return {
    id: item.id, projectId: item.projectId, kind: item.kind, externalId: item.externalId, language: item.language, status: item.status,
    annotationCount: item.annotationCount, createdAt: item.createdAt.toISOString(),
    meta: (item.meta as Record<string, unknown> | null) ?? null,
    fields: toItemFields(item),
  };
}
