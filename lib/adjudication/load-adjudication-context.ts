import "server-only";
import type { SessionUser } from "@/lib/auth/session-user";
import { pgPool } from "@/lib/db/pg-pool";
import { notFoundError } from "@/lib/errors";
import { loadProjectAccess, type ProjectAccess } from "@/lib/projects/load-project-access";
import { mayAdjudicate } from "./adjudicator-rule";

export type AdjudicationContext = {
  adjudicationId: number;
  itemId: number;
  isOwn: boolean;
  project: ProjectAccess;
};

const notFound = () => notFoundError("Adjudication");

/**
 * An adjudication and its project, for someone allowed to adjudicate its item: 404 "Adjudication
 * not found." when it does not exist, and the same for the item's annotators and for members the
 * project's adjudicator rule leaves out. Blinding (SPEC §2): an adjudication exists only for a
 * disagreement, so any other answer to an annotator would tell them how their item came out.
 */
export async function loadAdjudicationContext(opts: {
  actor: SessionUser;
  adjudicationId: number;
}): Promise<AdjudicationContext> {
  const { rows } = await pgPool().query<{
    adjudicator_id: number;
    item_id: number;
    project_id: number;
    annotated: boolean;
  }>(
    `SELECT d.adjudicator_id, d.item_id, i.project_id,
            EXISTS (SELECT 1 FROM annotations a WHERE a.item_id = d.item_id AND a.user_id = $2) AS annotated
       FROM adjudications d JOIN items i ON i.id = d.item_id WHERE d.id = $1`,
    [opts.adjudicationId, opts.actor.id],
  );
  const row = rows[0];
  if (!row) throw notFound();
  const project = await loadProjectAccess({
    actor: opts.actor,
    projectId: row.project_id,
    action: "project.view",
    asked: "Adjudication",
  });
  if (
    row.annotated ||
    !mayAdjudicate({ actor: opts.actor, myRole: project.myRole, settings: project.settings })
  )
    throw notFound();
  return {
    adjudicationId: opts.adjudicationId,
    itemId: row.item_id,
    isOwn: row.adjudicator_id === opts.actor.id,
    project,
  };
}
