import "server-only";
import type { SessionUser } from "@/lib/auth/session-user";
import { writeAuditEvent } from "@/lib/audit/write-audit-event";
import { withPgTransaction } from "@/lib/db/pg-pool";
import { AppError, notFoundError } from "@/lib/errors";
import { loadProjectAccess } from "@/lib/projects/load-project-access";
import { lockMemberStanding } from "./member-standing";

/**
 * A lead qualifies a member by hand (decision 080, audited): a `by_hand` grant, so real work
 * starts for them; a running attempt stays as it is, unfinished. 409 when the member needs no
 * qualifying (qualified, exempt, or the project has no round for them); 404 for a non-member.
 */
export async function qualifyMember(opts: {
  actor: SessionUser;
  projectId: number;
  userId: number;
}): Promise<{ userId: number; status: "qualified" }> {
  const project = await loadProjectAccess({
    actor: opts.actor,
    projectId: opts.projectId,
    action: "member.manage",
  });
  return withPgTransaction(async (sql) => {
    const standing = await lockMemberStanding(sql, { project, userId: opts.userId });
    if (!standing) throw notFoundError("Member");
    const { status } = standing;
    if (["not_required", "exempt", "qualified"].includes(status))
      throw new AppError("conflict", "This member needs no qualifying in the project.", { status });
    await sql(
      `INSERT INTO qualification_grants (project_id, user_id, reason, granted_by_id) VALUES ($1, $2, 'by_hand', $3)`,
      project.id,
      opts.userId,
      opts.actor.id,
    );
    await writeAuditEvent(sql, {
      actorId: opts.actor.id,
      projectId: project.id,
      action: "member.qualified_by_hand",
      entityType: "project_member",
      entityId: `${project.id}:${opts.userId}`,
      before: { status },
      after: { status: "qualified" },
    });
    return { userId: opts.userId, status: "qualified" };
  });
}
