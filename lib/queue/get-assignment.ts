import "server-only";
import type { SessionUser } from "@/lib/auth/session-user";
import { pgPool } from "@/lib/db/pg-pool";
import { loadAnnotatorItem } from "./load-annotator-item";
import { loadOwnAssignment } from "./load-own-assignment";
import type { AssignmentStatus, AssignmentView } from "./queue-dto";

/** The caller's own assignment, to reopen the annotation screen: item, draft and lease. */
export async function getAssignment(opts: {
  actor: SessionUser;
  assignmentId: number;
}): Promise<AssignmentView> {
  const own = await loadOwnAssignment(opts);
  const [{ rows }, item] = await Promise.all([
    pgPool().query<{
      status: AssignmentStatus;
      lease_expires_at: Date;
      is_expired: boolean;
      draft: unknown;
    }>(
      `SELECT status, lease_expires_at, lease_expires_at <= now() AS is_expired, draft FROM assignments WHERE id = $1`,
      [own.assignmentId],
    ),
    loadAnnotatorItem({ itemId: own.itemId, kind: own.project.kind }),
  ]);
  const a = rows[0];
  return {
    assignmentId: own.assignmentId,
    status: a.status,
    item,
    leaseExpiresAt: a.lease_expires_at.toISOString(),
    isLeaseExpired: a.is_expired,
    draft: a.draft ?? null,
  };
}
