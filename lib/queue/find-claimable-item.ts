import "server-only";
import type { Sql } from "@/lib/db/pg-pool";
import { OPEN_STATUSES, SLOT_TAKEN, slotsTaken } from "./queue-sql";

export type ClaimedRow = { id: number; item_id: number; lease_expires_at: Date; draft: unknown };
type Opts = { projectId: number; userId: number; overlap: number; leaseMinutes: number };

// Where to look, in order; each statement locks at most one item (FOR UPDATE SKIP LOCKED, so
// concurrent claimers fan out instead of queueing) and pre-filters on slots in its snapshot.
// 1. items already started (finish them first): my own expired claim, then most annotations, lowest id.
//    One CASE, so slots are counted only for items I may take, not for every item waiting on
//    others (a fast annotator has hundreds: 5 ms for 300 when it was a separate condition);
// 2. untouched items by lowest id. `project_id BETWEEN $1 AND $1` (not `=`) keeps project_id in
//    the sort order, which only the index (project_id, status, id) provides: with `=`, the
//    planner may walk the primary key past every item already claimed (10 ms after 3,000 of
//    100k, growing with each claim) instead of starting at the first pending item (0.1 ms);
// 3. items I released, or my expired claims on items that went back to pending: "later" is now.
// An item I submitted, skipped or hold an unexpired claim on is never a candidate.
const candidates = [
  `SELECT i.id FROM items i LEFT JOIN assignments m ON m.item_id = i.id AND m.user_id = $2
    WHERE i.project_id = $1 AND i.status = 'in_annotation' AND i.id <> ALL($3::int[])
      AND CASE WHEN m.id IS NULL OR (m.status = 'active' AND m.lease_expires_at <= now()) THEN ${slotsTaken("i.id")} < $4 ELSE false END
    ORDER BY (m.id IS NOT NULL) DESC, i.annotation_count DESC, i.id
    LIMIT 1 FOR UPDATE OF i SKIP LOCKED`,
  `SELECT i.id FROM items i
    WHERE i.project_id BETWEEN $1 AND $1 AND i.status = 'pending' AND i.id <> ALL($3::int[])
      AND NOT EXISTS (SELECT 1 FROM assignments m WHERE m.item_id = i.id AND m.user_id = $2)
    ORDER BY i.project_id, i.id LIMIT 1 FOR UPDATE SKIP LOCKED`,
  `SELECT i.id FROM assignments m JOIN items i ON i.id = m.item_id
    WHERE m.user_id = $2 AND i.project_id = $1 AND i.status IN ${OPEN_STATUSES} AND i.id <> ALL($3::int[])
      AND (m.status = 'released' OR (m.status = 'active' AND m.lease_expires_at <= now()))
      AND ${slotsTaken("i.id")} < $4
    ORDER BY i.id LIMIT 1 FOR UPDATE OF i SKIP LOCKED`,
];
// The second statement has no slot pre-filter: a pending item has no live claim.
const usesOverlap = [true, false, true];

// A new statement after the lock, so it counts slots in a fresh snapshot; the item's row lock
// serializes it with every other claim and submit of this item. The caller's own row is reused
// (unique item_id, user_id) when released or expired, keeping its draft.
const claimSql = `
  WITH slots AS (SELECT count(*) AS taken FROM assignments s WHERE s.item_id = $1 AND ${SLOT_TAKEN}),
  claimed AS (
    INSERT INTO assignments AS a (item_id, user_id, status, lease_expires_at, claimed_at, updated_at)
    SELECT $1, $2, 'active', now() + make_interval(mins => $4), now(), now() FROM slots WHERE taken < $3
    ON CONFLICT (item_id, user_id) DO UPDATE
      SET status = 'active', lease_expires_at = EXCLUDED.lease_expires_at, claimed_at = now(), updated_at = now()
      WHERE a.status = 'released' OR (a.status = 'active' AND a.lease_expires_at <= now())
    RETURNING a.id, a.item_id, a.lease_expires_at, a.draft),
  started AS (UPDATE items SET status = 'in_annotation', updated_at = now() WHERE id = $1 AND status = 'pending' AND EXISTS (SELECT 1 FROM claimed))
  SELECT * FROM claimed`;

/** Claims one item for the caller inside the caller's transaction; null when none is left. */
export async function findAndClaimItem(sql: Sql, opts: Opts): Promise<ClaimedRow | null> {
  const passedOver: number[] = [];
  // A locked item can turn out full only if another claim committed since our snapshot, so a
  // few retries suffice; the bound only guards against a livelock.
  for (const [n, candidate] of candidates.entries()) {
    for (let attempt = 0; attempt < 25; attempt++) {
      const params = [opts.projectId, opts.userId, passedOver, ...(usesOverlap[n] ? [opts.overlap] : [])];
      const [row] = await sql<{ id: number }>(candidate, ...params);
      if (!row) break;
      const [claimed] = await sql<ClaimedRow>(claimSql, row.id, opts.userId, opts.overlap, opts.leaseMinutes);
      if (claimed) return claimed;
      passedOver.push(row.id);
    }
  }
  return null;
}
