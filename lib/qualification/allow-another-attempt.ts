import "server-only";
import type { SessionUser } from "@/lib/auth/session-user";
import { writeAuditEvent } from "@/lib/audit/write-audit-event";
import { withPgTransaction } from "@/lib/db/pg-pool";
import { AppError, notFoundError } from "@/lib/errors";
import { loadProjectAccess } from "@/lib/projects/load-project-access";
import { lockMemberStanding } from "./member-standing";

/**
 * A lead allows a member whose last attempt failed another one (`…/requalify`, decision 080,
 * audited): stamped on that attempt; the member's next start draws a fresh order. 409 unless the
 * last attempt failed and no other was allowed yet; 404 for a non-member.
 */
export async function allowAnotherAttempt(opts: {
  actor: SessionUser;
  projectId: number;
  userId: number;
}): Promise<{ userId: number; attempts: number; canStart: true }> {
  const project = await loadProjectAccess({
    actor: opts.actor,
    projectId: opts.projectId,
    action: "member.manage",
  });
  return withPgTransaction(async (sql) => {
    const standing = await lockMemberStanding(sql, { project, userId: opts.userId });
    if (!standing) throw notFoundError("Member");
    const { status, canStart, attempt } = standing;
    if (status !== "failed" || !attempt)
      throw new AppError(
        "conflict",
        "Only a member whose last attempt failed can be allowed another.",
        { status },
      );
    if (canStart) throw new AppError("conflict", "This member may already start another attempt.");
    await sql(
      `UPDATE qualification_attempts SET retry_allowed_at = now(), retry_allowed_by_id = $2 WHERE id = $1`,
      attempt.id,
      opts.actor.id,
    );
    await writeAuditEvent(sql, {
      actorId: opts.actor.id,
      projectId: project.id,
      action: "member.requalify_allowed",
      entityType: "project_member",
      entityId: `${project.id}:${opts.userId}`,
      before: { attempts: attempt.number, score: attempt.score },
      after: { may_start: attempt.number + 1 },
    });
    return { userId: opts.userId, attempts: attempt.number, canStart: true };
  });
}
