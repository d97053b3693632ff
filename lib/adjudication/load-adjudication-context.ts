import "server-only";
import type { SessionUser } from "@/lib/auth/session-user";
import { pgPool } from "@/lib/db/pg-pool";
import { AppError } from "@/lib/errors";
import { loadProjectAccess, type ProjectAccess } from "@/lib/projects/load-project-access";
import { mayAdjudicate } from "./adjudicator-rule";

export type AdjudicationContext = { adjudicationId: number; itemId: number; isOwn: boolean; project: ProjectAccess };

/**
 * An adjudication and its project, for someone allowed to adjudicate there: 404 when it does
 * not exist or the caller is not a member; 403 for one of the item's annotators (whoever holds
 * the claim) and for members the project's adjudicator rule leaves out.
 */
export async function loadAdjudicationContext(opts: { actor: SessionUser; adjudicationId: number }): Promise<AdjudicationContext> {
  const { rows } = await pgPool().query<{ adjudicator_id: number; item_id: number; project_id: number; annotated: boolean }>(
    `SELECT d.adjudicator_id, d.item_id, i.project_id,
            EXISTS (SELECT 1 FROM annotations a WHERE a.item_id = d.item_id AND a.user_id = $2) AS annotated
       FROM adjudications d JOIN items i ON i.id = d.item_id WHERE d.id = $1`,
    [opts.adjudicationId, opts.actor.id],
  );
  const row = rows[0];
  if (!row) throw new AppError("not_found", "Adjudication not found.");
  const project = await loadProjectAccess({ actor: opts.actor, projectId: row.project_id, action: "project.view" });
  if (row.annotated) throw new AppError("forbidden", "You annotated this item: an item's annotators never adjudicate it.");
  if (!mayAdjudicate({ actor: opts.actor, myRole: project.myRole, settings: project.settings })) {
    throw new AppError("forbidden", "In this project only leads and adjudicators may adjudicate.");
  }
  return { adjudicationId: opts.adjudicationId, itemId: row.item_id, isOwn: row.adjudicator_id === opts.actor.id, project };
}
