import "server-only";
import type { SessionUser } from "@/lib/auth/session-user";
import { withPgTransaction } from "@/lib/db/pg-pool";
import { loadProjectAccess } from "@/lib/projects/load-project-access";
import { findAndClaimItem, type ClaimedRow } from "./find-claimable-item";
import { queueProgress } from "./get-queue-progress";
import { loadAnnotatorItem } from "./load-annotator-item";
import type { ClaimResult } from "./queue-dto";

// The caller's current claim in the project, if its lease still runs.
const currentClaimSql = `
  SELECT a.id, a.item_id, a.lease_expires_at, a.draft FROM assignments a JOIN items i ON i.id = a.item_id
   WHERE a.user_id = $1 AND i.project_id = $2 AND a.status = 'active' AND a.lease_expires_at > now()
     AND i.status IN ('pending', 'in_annotation')
   ORDER BY a.claimed_at, a.id LIMIT 1`;

/**
 * The next item for the caller to annotate, claimed with a lease, or null when nothing is left
 * for them. Asking again while a claim runs returns that claim (same assignment), so a reload or
 * a double click never holds two items. Never more than `overlap` people hold or have submitted
 * an item, however many claim at once on however many app instances.
 */
export async function claimNextItem(opts: { actor: SessionUser; projectId: number }): Promise<ClaimResult | null> {
  const project = await loadProjectAccess({ actor: opts.actor, projectId: opts.projectId, action: "item.annotate" });
  const { overlap, leaseMinutes } = project.settings;
  const claimed = await withPgTransaction<ClaimedRow | null>(async (sql) => {
    // One claim at a time per person and project; taken before the statements below so their
    // snapshots see a claim that a concurrent request of the same person just committed.
    await sql(`SELECT pg_advisory_xact_lock(hashtextextended('accord.queue:' || $1::text || ':' || $2::text, 0))`, opts.actor.id, project.id);
    const [current] = await sql<ClaimedRow>(currentClaimSql, opts.actor.id, project.id);
    return current ?? findAndClaimItem(sql, { projectId: project.id, userId: opts.actor.id, overlap, leaseMinutes });
  });
  if (!claimed) return null;
  const [item, progress] = await Promise.all([
    loadAnnotatorItem({ itemId: claimed.item_id, kind: project.kind }),
    queueProgress({ userId: opts.actor.id, projectId: project.id, overlap }),
  ]);
  return { assignmentId: claimed.id, item, leaseExpiresAt: claimed.lease_expires_at.toISOString(), draft: claimed.draft ?? null, progress };
}
