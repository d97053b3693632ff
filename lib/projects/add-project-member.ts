import "server-only";
import { recordAuditEvent } from "@/lib/audit/record-audit-event";
import type { SessionUser } from "@/lib/auth/session-user";
import { addMemberSchema } from "@/lib/auth/user-schemas";
import { db } from "@/lib/db";
import { AppError, fieldErrors } from "@/lib/errors";
import { loadProjectAccess } from "./load-project-access";
import type { MemberDto } from "./project-dto";

/** Adds the user, or changes the role of an existing member. */
export async function addProjectMember(opts: { actor: SessionUser; projectId: number; input: unknown }): Promise<MemberDto> {
  const project = await loadProjectAccess({ actor: opts.actor, projectId: opts.projectId, action: "member.manage" });
  const parsed = addMemberSchema.safeParse(opts.input);
  if (!parsed.success) throw new AppError("validation_failed", "The member is not valid.", { fields: fieldErrors(parsed.error.issues) });
  const { email, role } = parsed.data;
  return db.$transaction(async (tx) => {
    const user = await tx.user.findUnique({ where: { email }, select: { id: true, email: true, name: true } });
    if (!user) throw new AppError("validation_failed", `No user has the e-mail ${email}.`, { fields: { email: ["no such user"] } });
    const previous = await tx.projectMember.findUnique({ where: { projectId_userId: { projectId: project.id, userId: user.id } }, select: { role: true } });
    const member = await tx.projectMember.upsert({
      where: { projectId_userId: { projectId: project.id, userId: user.id } },
      create: { projectId: project.id, userId: user.id, role },
      update: { role },
      select: { role: true, isActive: true, createdAt: true },
    });
    await recordAuditEvent(tx, {
      actorId: opts.actor.id,
      projectId: project.id,
      action: previous ? "member.update" : "member.add",
      entityType: "project_member",
      entityId: `${project.id}:${user.id}`,
      before: previous ?? null,
      after: { email, role },
    });
    return { userId: user.id, email: user.email, name: user.name, role: member.role, isActive: member.isActive, addedAt: member.createdAt.toISOString() };
  });
}
