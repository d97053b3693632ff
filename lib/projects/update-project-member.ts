import "server-only";
import { recordAuditEvent } from "@/lib/audit/record-audit-event";
import type { SessionUser } from "@/lib/auth/session-user";
import { updateMemberSchema } from "@/lib/auth/user-schemas";
import { db } from "@/lib/db";
import { AppError, fieldErrors } from "@/lib/errors";
import { releaseHeldClaims } from "@/lib/queue/release-held-claims";
import { isRowId } from "@/lib/validation/row-id";
import { loadProjectAccess } from "./load-project-access";
import type { MemberDto } from "./project-dto";

/**
 * A lead of the project (or an admin) changes a member's role or (de)activates the membership. A
 * deactivated member stays in the project's history and gets no work. Deactivation and a role
 * change release the member's claims in the project (their submitted work stays): the old role's
 * claims are not theirs to finish any more.
 */
export async function updateProjectMember(opts: { actor: SessionUser; projectId: number; userId: number; input: unknown }): Promise<MemberDto> {
  const project = await loadProjectAccess({ actor: opts.actor, projectId: opts.projectId, action: "member.manage" });
  const parsed = updateMemberSchema.safeParse(opts.input);
  if (!parsed.success) throw new AppError("validation_failed", "The change is not valid.", { fields: fieldErrors(parsed.error.issues) });
  const { role, active } = parsed.data;
  if (!isRowId(opts.userId)) throw new AppError("not_found", "Member not found.");
  const key = { projectId_userId: { projectId: project.id, userId: opts.userId } };
  return db.$transaction(async (tx) => {
    const before = await tx.projectMember.findUnique({ where: key, select: { role: true, isActive: true } });
    if (!before) throw new AppError("not_found", "Member not found.");
    // The row lock taken here waits for a claim in flight (accord_claim_item share-locks this row).
    const after = await tx.projectMember.update({
      where: key, data: { role, isActive: active },
      select: { role: true, isActive: true, createdAt: true, user: { select: { id: true, email: true, name: true } } },
    });
    const releases = (before.isActive && !after.isActive) || before.role !== after.role;
    const released = releases ? await releaseHeldClaims(tx, { userId: opts.userId, projectId: project.id }) : null;
    if (before.isActive !== after.isActive || before.role !== after.role) {
      await recordAuditEvent(tx, {
        actorId: opts.actor.id, projectId: project.id, action: "member.update", entityType: "project_member", entityId: `${project.id}:${opts.userId}`,
        before, after: { email: after.user.email, role: after.role, isActive: after.isActive, ...(released ? { released } : {}) },
      });
    }
    return { userId: after.user.id, email: after.user.email, name: after.user.name, role: after.role, isActive: after.isActive, addedAt: after.createdAt.toISOString() };
  });
}
