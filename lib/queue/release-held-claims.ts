import "server-only";
import type { Sql } from "@/lib/db/pg-pool";
import { holdsSlotSql } from "./queue-sql";

export type ReleasedClaims = { assignments: number; adjudications: number };

// $1 the person, $2 a project id or NULL for all their projects, $3 languages whose items they
// keep (NULL: release everything; items without a language are offered to everyone, so kept).
const outside = (i: string) => `($3::text[] IS NULL OR ${i}.language <> ALL ($3::text[]))`;

const lockItemsSql = `
  SELECT i.id FROM items i
   WHERE i.id IN (SELECT a.item_id FROM assignments a WHERE a.user_id = $1 AND ($2::int IS NULL OR a.project_id = $2) AND a.status = 'active'
                  UNION SELECT d.item_id FROM adjudications d WHERE $3::text[] IS NULL AND d.adjudicator_id = $1 AND d.status = 'active')
     AND ($2::int IS NULL OR i.project_id = $2) AND ${outside("i")}
   ORDER BY i.id FOR UPDATE`;

const releaseAssignmentsSql = `
  UPDATE assignments a SET status = 'released', updated_at = now() FROM items i
   WHERE i.id = a.item_id AND a.user_id = $1 AND ($2::int IS NULL OR a.project_id = $2) AND a.status = 'active' AND ${outside("i")} RETURNING a.item_id`;

const reopenItemsSql = `
  UPDATE items SET status = 'pending', updated_at = now()
   WHERE id = ANY ($1::int[]) AND status = 'in_annotation' AND NOT EXISTS (SELECT 1 FROM assignments s WHERE s.item_id = items.id AND ${holdsSlotSql("s")})`;

const releaseAdjudicationsSql = `
  UPDATE adjudications d SET status = 'released' FROM items i
   WHERE i.id = d.item_id AND d.adjudicator_id = $1 AND d.status = 'active' AND ($2::int IS NULL OR i.project_id = $2) RETURNING d.item_id`;

const reopenDisagreementsSql = `
  UPDATE items SET status = 'disagreement', updated_at = now()
   WHERE id = ANY ($1::int[]) AND status = 'in_adjudication' AND NOT EXISTS (SELECT 1 FROM adjudications d WHERE d.item_id = items.id AND d.status = 'active')`;

/** Locks, releases and reopens the person's annotation claims the arguments select ($3: keep the items in these languages, or null). */
async function releaseAssignments(
  sql: Sql,
  args: readonly [number, number | null, string[] | null],
): Promise<number> {
  await sql(lockItemsSql, ...args);
  const assignments = await sql<{ item_id: number }>(releaseAssignmentsSql, ...args);
  if (assignments.length)
    await sql(
      reopenItemsSql,
      assignments.map((a) => a.item_id),
    );
  return assignments.length;
}

/** Drafts stay; items are locked in id order, as every writer of claims does. */
export async function releaseHeldClaims(
  sql: Sql,
  opts: { userId: number; projectId: number | null },
): Promise<ReleasedClaims> {
  const assignments = await releaseAssignments(sql, [opts.userId, opts.projectId, null]);
  const adjudications = await sql<{ item_id: number }>(
    releaseAdjudicationsSql,
    opts.userId,
    opts.projectId,
  );
  if (adjudications.length)
    await sql(
      reopenDisagreementsSql,
      adjudications.map((a) => a.item_id),
    );
  return { assignments, adjudications: adjudications.length };
}

/** A member the check rule paused (decision 027): gives back their annotation claims in the project, drafts kept; adjudications stay. */
export async function releaseAnnotationClaims(
  sql: Sql,
  opts: { userId: number; projectId: number },
): Promise<number> {
  return releaseAssignments(sql, [opts.userId, opts.projectId, null]);
}

/** Adjudications are not routed by language, so they stay. */
export async function releaseClaimsOutsideLanguages(
  sql: Sql,
  opts: { userId: number; projectId: number; languages: string[] },
): Promise<number> {
  if (!opts.languages.length) return 0;
  return releaseAssignments(sql, [opts.userId, opts.projectId, opts.languages]);
}
