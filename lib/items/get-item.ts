import "server-only";
import type { SessionUser } from "@/lib/auth/session-user";
import { pgPool } from "@/lib/db/pg-pool";
import { AppError } from "@/lib/errors";
import { loadProjectAccess } from "@/lib/projects/load-project-access";
import { isRowId } from "@/lib/validation/row-id";
import type { ItemDetailDto, ItemFields } from "./item-dto";
import { itemFieldsSql } from "./item-fields-sql";
import type { ItemKind, ItemStatus } from "./item-kinds";

type Row = {
  id: number;
  project_id: number;
  kind: ItemKind;
  external_id: string;
  language: string | null;
  status: ItemStatus;
  annotation_count: number;
  annotations_needed: number;
  meta: Record<string, unknown> | null;
  created_at: Date;
  fields: ItemFields | null;
};

/** One item with its kind's fields, for a lead browsing the project (no annotations here). */
export async function getItem(opts: {
  actor: SessionUser;
  projectId: number;
  itemId: number;
}): Promise<ItemDetailDto> {
  const project = await loadProjectAccess({
    actor: opts.actor,
    projectId: opts.projectId,
    action: "item.browse",
  });
  const { rows } = isRowId(opts.itemId)
    ? await pgPool().query<Row>(
        `SELECT i.id, i.project_id, i.kind, i.external_id, i.language, i.status, i.annotation_count, accord_item_overlap(i.sampled, $3) AS annotations_needed,
                i.meta, i.created_at, ${itemFieldsSql("i")} AS fields
           FROM items i WHERE i.id = $1 AND i.project_id = $2`,
        [opts.itemId, project.id, project.settings.overlap],
      )
    : { rows: [] };
  const item = rows[0];
  if (!item) throw new AppError("not_found", "Item not found.");
  if (!item.fields) throw new AppError("internal", "The item has no fields of its kind.");
  return {
    id: item.id,
    projectId: item.project_id,
    kind: item.kind,
    externalId: item.external_id,
    language: item.language,
    status: item.status,
    annotationCount: item.annotation_count,
    annotationsNeeded: item.annotations_needed,
    createdAt: item.created_at.toISOString(),
    meta: item.meta ?? null,
    fields: item.fields,
  };
}
