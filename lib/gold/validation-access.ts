import "server-only";
import type { SessionUser } from "@/lib/auth/session-user";
import { pgPool } from "@/lib/db/pg-pool";
import { AppError, notFoundError } from "@/lib/errors";
import type { ItemKind } from "@/lib/items/item-kinds";
import { kindModule } from "@/lib/items/kinds";
import type { ProjectSettings } from "@/lib/projects/project-settings";
import { loadProjectAccess, type ProjectAccess } from "@/lib/projects/load-project-access";
import { isRowId } from "@/lib/validation/row-id";

/** Two validators per gold item (SPEC §3, FuncRead's completeness check). */
export const VALIDATORS_PER_ITEM = 2;

export const hasValidationRound = (project: {
  kind: ItemKind;
  settings: ProjectSettings;
}): boolean => kindModule(project.kind).validationRound?.on(project.settings) ?? false;

/**
 * Validators rate other people's gold (SPEC §3): not who annotated, adjudicated or set it, and only
 * inside the round's share (decision 024).
 */
export const validatorExcludedSql = (itemRef: string, userRef: string) => `(
  EXISTS (SELECT 1 FROM items s WHERE s.id = ${itemRef} AND s.validation_sampled IS FALSE)
  OR EXISTS (SELECT 1 FROM annotations a WHERE a.item_id = ${itemRef} AND a.user_id = ${userRef})
  OR EXISTS (SELECT 1 FROM adjudications d WHERE d.item_id = ${itemRef} AND d.adjudicator_id = ${userRef})
  OR EXISTS (SELECT 1 FROM gold_records g WHERE g.item_id = ${itemRef} AND g.updated_by_id = ${userRef})
  OR EXISTS (SELECT 1 FROM audit_events e WHERE e.entity_type = 'item' AND e.entity_id = (${itemRef})::text
                AND e.action = 'gold.edit' AND e.actor_id = ${userRef}))`;

/** A project whose kind has a validation round, switched on, for any of its members. */
export async function loadValidationProject(opts: {
  actor: SessionUser;
  projectId: number;
  asked?: string;
}): Promise<ProjectAccess> {
  const project = await loadProjectAccess({
    actor: opts.actor,
    projectId: opts.projectId,
    action: "project.view",
    asked: opts.asked,
  });
  const round = kindModule(project.kind).validationRound;
  if (!round?.on(project.settings)) {
    const why = round ? `its setting \`${round.setting}\` is off` : "its kind has none";
    throw new AppError("conflict", `This project has no validation round (${why}).`);
  }
  return project;
}

const itemNotFound = () => notFoundError("Item");
const itemSql = `SELECT i.project_id, ${validatorExcludedSql("i.id", "$2")} AS excluded FROM items i WHERE i.id = $1`;

/** Otherwise a 404 before the status is read: an item being gold would tell them the partner agreed. */
export async function loadValidationItem(opts: {
  actor: SessionUser;
  itemId: number;
}): Promise<ProjectAccess> {
  const { rows } = isRowId(opts.itemId)
    ? await pgPool().query<{ project_id: number; excluded: boolean }>(itemSql, [
        opts.itemId,
        opts.actor.id,
      ])
    : { rows: [] };
  if (!rows[0]) throw itemNotFound();
  const project = await loadValidationProject({
    actor: opts.actor,
    projectId: rows[0].project_id,
    asked: "Item",
  });
  if (rows[0].excluded) throw itemNotFound();
  return project;
}
