import "server-only";
import type { SessionUser } from "@/lib/auth/session-user";
import { writeAuditEvent } from "@/lib/audit/write-audit-event";
import { withPgTransaction } from "@/lib/db/pg-pool";
import { AppError, notFoundError } from "@/lib/errors";
import { loadProjectAccess } from "@/lib/projects/load-project-access";

/**
 * A lead resumes an annotator their check scores paused (decision 025): they may claim again, and
 * the pause rule counts only checks answered from now on. 409 when they are not paused; 404 for
 * someone who is not a member, as for a user id that does not exist.
 */
export async function resumeAnnotator(opts: {
  actor: SessionUser;
  projectId: number;
  userId: number;
}): Promise<{ userId: number; paused: false }> {
  const project = await loadProjectAccess({
    actor: opts.actor,
    projectId: opts.projectId,
    action: "member.manage",
  });
  return withPgTransaction(async (sql) => {
    const [member] = await sql(
      `SELECT 1 FROM project_members WHERE project_id = $1 AND user_id = $2`,
      project.id,
      opts.userId,
    );
    if (!member) throw notFoundError("Member");
    const [resumed] = await sql<{ reason: string }>(
      `UPDATE check_pauses SET resumed_at = now(), resumed_by_id = $3 WHERE project_id = $1 AND user_id = $2 AND resumed_at IS NULL RETURNING reason`,
      project.id,
      opts.userId,
      opts.actor.id,
    );
    if (!resumed) throw new AppError("conflict", "This member is not paused in the project.");
    await writeAuditEvent(sql, {
      actorId: opts.actor.id,
      projectId: project.id,
      action: "member.resumed",
      entityType: "project_member",
      entityId: `${project.id}:${opts.userId}`,
      before: { paused: true, reason: resumed.reason },
      after: { paused: false },
    });
    return { userId: opts.userId, paused: false };
  });
}
