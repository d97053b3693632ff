import "server-only";
import type { SessionUser } from "@/lib/auth/session-user";
import { pgPool } from "@/lib/db/pg-pool";
import { loadOwnAssignment } from "@/lib/queue/load-own-assignment";
import { isRevisableSql } from "./revisable-sql";

/** My submitted annotation (or check answer) of one assignment, to prefill the revise form (decision 048). */
export type OwnSubmission = { data: unknown; revisableUntil: string | null; isRevisable: boolean };

/**
 * The caller's submitted annotation of their assignment and its revise window (judged by the
 * database clock); null when nothing was submitted. Someone else's assignment is a 404.
 */
export async function getOwnSubmission(opts: {
  actor: SessionUser;
  assignmentId: number;
}): Promise<OwnSubmission | null> {
  const own = await loadOwnAssignment(opts);
  const { rows } = await pgPool().query<{
    data: unknown;
    revisable_until: Date | null;
    is_revisable: boolean;
  }>(
    `SELECT s.data, s.revisable_until, ${isRevisableSql("s.revisable_until", "$2", "$3")} AS is_revisable
       FROM (SELECT data, revisable_until FROM annotations WHERE assignment_id = $1
             UNION ALL SELECT data, revisable_until FROM check_answers WHERE assignment_id = $1) s`,
    [own.assignmentId, own.project.id, opts.actor.id],
  );
  const row = rows[0];
  return row
    ? {
        data: row.data,
        revisableUntil: row.revisable_until?.toISOString() ?? null,
        isRevisable: row.is_revisable,
      }
    : null;
}
