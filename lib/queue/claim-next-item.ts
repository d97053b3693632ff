import "server-only";
import type { SessionUser } from "@/lib/auth/session-user";
import { pgPool } from "@/lib/db/pg-pool";
import { loadProjectAccess } from "@/lib/projects/load-project-access";
import { queueProgressSql } from "./get-queue-progress";
import { annotatorItemSql, toAnnotatorItem } from "./load-annotator-item";
import type { AnnotatorItemDto, ClaimResult, QueueProgress } from "./queue-dto";

// One round trip: the claim (accord_claim_item, prisma/migrations/20261130100000_queue_functions),
// the item's content and the progress.
const claimSql = `
  SELECT c.assignment_id, c.lease_expires_at, c.draft, ${annotatorItemSql("i")} AS item, ${queueProgressSql("$2", "$1", "$3")} AS progress
    FROM accord_claim_item($1, $2, $3, $4) c JOIN items i ON i.id = c.item_id`;

type Row = { assignment_id: number; lease_expires_at: Date; draft: unknown; item: AnnotatorItemDto; progress: QueueProgress };

/**
 * The next item for the caller to annotate, claimed with a lease, or null when nothing is left
 * for them. Asking again while a claim runs returns that claim (same assignment), so a reload or
 * a double click never holds two items. Never more than `overlap` people hold or have submitted
 * an item, however many claim at once on however many app instances.
 */
export async function claimNextItem(opts: { actor: SessionUser; projectId: number }): Promise<ClaimResult | null> {
  const project = await loadProjectAccess({ actor: opts.actor, projectId: opts.projectId, action: "item.annotate" });
  const { overlap, leaseMinutes } = project.settings;
  const { rows } = await pgPool().query<Row>(claimSql, [project.id, opts.actor.id, overlap, leaseMinutes]);
  const claimed = rows[0];
  if (!claimed) return null;
  return {
    assignmentId: claimed.assignment_id, item: toAnnotatorItem(claimed.item), leaseExpiresAt: claimed.lease_expires_at.toISOString(),
    draft: claimed.draft ?? null, progress: claimed.progress,
  };
}
