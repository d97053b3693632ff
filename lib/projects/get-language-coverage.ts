import "server-only";
import { projectRolesAllowed } from "@/lib/auth/permissions";
import type { SessionUser } from "@/lib/auth/session-user";
import { pgPool } from "@/lib/db/pg-pool";
import type { LanguageCoverage } from "./language-coverage";
import { loadProjectAccess } from "./load-project-access";

// Per language of the project's items: those still open (pending or in annotation), and the
// active annotators (active account and membership, an annotating role) the claim would offer
// them to (accord_claim_item's rule: no languages, or the item's among them; an item without a
// language goes to everyone). One pass over the per-language index, a few rows of members.
const coverageSql = `
  SELECT l.language, l.open_items::int AS "openItems",
         (SELECT count(*)::int FROM project_members m JOIN users u ON u.id = m.user_id
           WHERE m.project_id = $1 AND m.is_active AND u.is_active AND m.role::text = ANY ($2::text[])
             AND (COALESCE(cardinality(m.languages), 0) = 0 OR l.language IS NULL OR l.language = ANY (m.languages))) AS annotators
    FROM (SELECT i.language, count(*) FILTER (WHERE i.status IN ('pending', 'in_annotation')) AS open_items
            FROM items i WHERE i.project_id = $1 GROUP BY i.language) l
   ORDER BY l.language NULLS LAST`;

/** For the lead's overview: who can take each language's items, and how many are left. */
export async function getLanguageCoverage(opts: {
  actor: SessionUser;
  projectId: number;
}): Promise<LanguageCoverage[]> {
  const project = await loadProjectAccess({
    actor: opts.actor,
    projectId: opts.projectId,
    action: "item.browse",
  });
  // The membership roles that annotate, as the claim is told them (asked for a non-admin account).
  const roles = projectRolesAllowed({ role: "annotator" }, "item.annotate") ?? [];
  const { rows } = await pgPool().query<LanguageCoverage>(coverageSql, [project.id, roles]);
  return rows;
}
