import "server-only";
import type { SessionUser } from "@/lib/auth/session-user";
import { pgPool, type Sql } from "@/lib/db/pg-pool";
import { AppError } from "@/lib/errors";
import {
  checkProjectAccess,
  projectAccessSql,
  type ProjectAccess,
  type ProjectAccessRow,
} from "@/lib/projects/load-project-access";
import type { AssignmentStatus } from "./queue-dto";
import { holdsSlotSql } from "./queue-sql";

export type OwnAssignment = { assignmentId: number; itemId: number; project: ProjectAccess };

/**
 * The caller's assignment and its project (checked for `item.annotate`). Someone else's
 * assignment is a 404, like one that does not exist: assignment ids must not reveal anything.
 */
export async function loadOwnAssignment(opts: {
  actor: SessionUser;
  assignmentId: number;
}): Promise<OwnAssignment> {
  const { rows } = await pgPool().query<{
    user_id: number;
    item_id: number;
    project: ProjectAccessRow | null;
  }>(
    `SELECT a.user_id, a.item_id, ${projectAccessSql("a.project_id", "$2")} AS project FROM assignments a WHERE a.id = $1`,
    [opts.assignmentId, opts.actor.id],
  );
  const row = rows[0];
  if (!row || row.user_id !== opts.actor.id)
    throw new AppError("not_found", "Assignment not found.");
  const project = checkProjectAccess({
    actor: opts.actor,
    project: row.project,
    action: "item.annotate",
  });
  return { assignmentId: opts.assignmentId, itemId: row.item_id, project };
}

export type LockedAssignment = {
  status: AssignmentStatus;
  /** Judged by the database clock, like every lease comparison. */
  isExpired: boolean;
  itemStatus: string;
  /** Submitted annotations of the item, and slots taken by other people (submitted or live claims). */
  submittedCount: number;
  othersSlots: number;
};

/** Locks the item, then the assignment: the same order as claims, so the two never deadlock. */
export async function lockAssignment(sql: Sql, own: OwnAssignment): Promise<LockedAssignment> {
  const [item] = await sql<{ status: string }>(
    `SELECT status FROM items WHERE id = $1 FOR UPDATE`,
    own.itemId,
  );
  // Counted after the item lock, in this statement's fresh snapshot.
  const [a] = await sql<{
    status: AssignmentStatus;
    is_expired: boolean;
    submitted: number;
    others: number;
  }>(
    `SELECT a.status, a.lease_expires_at <= now() AS is_expired,
            (SELECT count(*) FROM assignments s WHERE s.item_id = a.item_id AND s.status = 'submitted')::int AS submitted,
            (SELECT count(*) FROM assignments s WHERE s.item_id = a.item_id AND s.user_id IS DISTINCT FROM a.user_id AND ${holdsSlotSql("s")})::int AS others
       FROM assignments a WHERE a.id = $1 FOR UPDATE`,
    own.assignmentId,
  );
  if (!item || !a) throw new AppError("not_found", "Assignment not found.");
  return {
    status: a.status,
    isExpired: a.is_expired,
    itemStatus: item.status,
    submittedCount: a.submitted,
    othersSlots: a.others,
  };
}
