import "server-only";
import type { Sql } from "@/lib/db/pg-pool";
import type { AdjudicationRow } from "./build-adjudication-view";

const RETURNING = `id, item_id, status, lease_expires_at, lease_expires_at <= now() AS is_expired, draft`;

// An item waiting for a decision that nobody holds: in disagreement, or in adjudication with
// every claim expired. Never one the caller annotated. FOR UPDATE SKIP LOCKED, so concurrent
// adjudicators fan out instead of queueing behind one item.
const candidateSql = `
  SELECT i.id FROM items i
   WHERE i.project_id = $1 AND i.status IN ('disagreement', 'in_adjudication') AND i.id <> ALL($3::int[])
     AND NOT EXISTS (SELECT 1 FROM annotations a WHERE a.item_id = i.id AND a.user_id = $2)
     AND NOT EXISTS (SELECT 1 FROM adjudications d WHERE d.item_id = i.id AND d.status = 'active' AND d.lease_expires_at > now())
   ORDER BY i.id LIMIT 1 FOR UPDATE OF i SKIP LOCKED`;

// A fresh statement after the item lock, so it sees any claim committed since the candidate
// query's snapshot. Expired claims of others are taken over: they become `released`, and a
// late resolve by their holder is a 409.
const claimSql = `
  WITH taken_over AS (
    UPDATE adjudications SET status = 'released' WHERE item_id = $1 AND status = 'active' AND lease_expires_at <= now() RETURNING id),
  claimed AS (
    INSERT INTO adjudications (item_id, adjudicator_id, status, lease_expires_at, claimed_at)
    SELECT $1, $2, 'active', now() + make_interval(mins => $3), now()
     WHERE EXISTS (SELECT 1 FROM items WHERE id = $1 AND status IN ('disagreement', 'in_adjudication'))
       AND NOT EXISTS (SELECT 1 FROM adjudications d WHERE d.item_id = $1 AND d.status = 'active' AND d.lease_expires_at > now())
    RETURNING ${RETURNING}),
  moved AS (UPDATE items SET status = 'in_adjudication', updated_at = now() WHERE id = $1 AND EXISTS (SELECT 1 FROM claimed))
  SELECT * FROM claimed`;

/** Claims one item for the caller inside the caller's transaction; null when none is left for them. */
export async function findAndClaimAdjudication(
  sql: Sql,
  opts: { projectId: number; userId: number; leaseMinutes: number },
): Promise<AdjudicationRow | null> {
  const passedOver: number[] = [];
  // A locked candidate can only turn out taken if a claim committed since our snapshot; the
  // bound guards against a livelock.
  for (let attempt = 0; attempt < 25; attempt++) {
    const [candidate] = await sql<{ id: number }>(
      candidateSql,
      opts.projectId,
      opts.userId,
      passedOver,
    );
    if (!candidate) return null;
    const [claimed] = await sql<AdjudicationRow>(
      claimSql,
      candidate.id,
      opts.userId,
      opts.leaseMinutes,
    );
    if (claimed) return claimed;
    passedOver.push(candidate.id);
  }
  return null;
}

/** The caller's own active claim in the project, its lease renewed (also after expiry, if nobody took it over). */
export async function resumeOwnAdjudication(
  sql: Sql,
  opts: { projectId: number; userId: number; leaseMinutes: number },
): Promise<AdjudicationRow | null> {
  const [own] = await sql<{ id: number; item_id: number }>(
    `SELECT d.id, d.item_id FROM adjudications d JOIN items i ON i.id = d.item_id
      WHERE d.adjudicator_id = $1 AND i.project_id = $2 AND d.status = 'active' ORDER BY d.claimed_at, d.id LIMIT 1`,
    opts.userId,
    opts.projectId,
  );
  if (!own) return null;
  // Same lock order as a takeover (item first), so the UPDATE below sees a takeover that won.
  await sql(`SELECT 1 FROM items WHERE id = $1 FOR UPDATE`, own.item_id);
  const [renewed] = await sql<AdjudicationRow>(
    `UPDATE adjudications SET lease_expires_at = GREATEST(lease_expires_at, now() + make_interval(mins => $2))
      WHERE id = $1 AND status = 'active' RETURNING ${RETURNING}`,
    own.id,
    opts.leaseMinutes,
  );
  return renewed ?? null;
}
