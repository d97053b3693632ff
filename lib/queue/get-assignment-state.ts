import "server-only";
import type { SessionUser } from "@/lib/auth/session-user";
import { pgPool } from "@/lib/db/pg-pool";
import { loadOwnAssignment } from "./load-own-assignment";
import type { AssignmentStatus } from "./queue-dto";

/** My assignment's state now, and my own annotation of it once submitted (nobody else's). */
export type AssignmentState = { status: AssignmentStatus; annotation: unknown };

/**
 * For a tab that may be stale (another tab submitted, Back showed a cached page): is the caller's
 * assignment still open, and what did they submit? Someone else's assignment is a 404.
 */
export async function getAssignmentState(opts: {
  actor: SessionUser;
  assignmentId: number;
}): Promise<AssignmentState> {
  const own = await loadOwnAssignment(opts);
  const { rows } = await pgPool().query<{ status: AssignmentStatus; annotation: unknown }>(
    `SELECT a.status, COALESCE((SELECT an.data FROM annotations an WHERE an.assignment_id = a.id), (SELECT c.data FROM check_answers c WHERE c.assignment_id = a.id)) AS annotation
       FROM assignments a WHERE a.id = $1`,
    [own.assignmentId],
  );
  return { status: rows[0].status, annotation: rows[0].annotation ?? null };
}
