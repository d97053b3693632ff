import "server-only";
import { writeAuditEvent } from "@/lib/audit/write-audit-event";
import type { ProjectRole } from "@/lib/auth/permissions";
import type { SessionUser } from "@/lib/auth/session-user";
import { addMemberSchema } from "@/lib/auth/user-schemas";
import { withPgTransaction } from "@/lib/db/pg-pool";
import { AppError, fieldErrors } from "@/lib/errors";
import { loadProjectAccess } from "./load-project-access";
import type { MemberDto } from "./project-dto";

/** Adds the user, or changes the role of an existing member. */
export async function addProjectMember(opts: {
  actor: SessionUser;
  projectId: number;
  input: unknown;
}): Promise<MemberDto> {
  const project = await loadProjectAccess({
    actor: opts.actor,
    projectId: opts.projectId,
    action: "member.manage",
  });
  const parsed = addMemberSchema.safeParse(opts.input);
  if (!parsed.success)
    throw new AppError("validation_failed", "The member is not valid.", {
      fields: fieldErrors(parsed.error.issues),
    });
  const { email, role } = parsed.data;
  // On pg with its audit row in one transaction (decision 003: the one audit writer is pg's).
  return withPgTransaction(async (sql) => {
    const [user] = await sql<{ id: number; email: string; name: string }>(
      `SELECT id, email, name FROM users WHERE email = $1`,
      email,
    );
    if (!user)
      throw new AppError("validation_failed", `No user has the e-mail ${email}.`, {
        fields: { email: ["no such user"] },
      });
    const [previous] = await sql<{ role: ProjectRole }>(
      `SELECT role::text AS role FROM project_members WHERE project_id = $1 AND user_id = $2 FOR UPDATE`,
      project.id,
      user.id,
    );
    const [member] = await sql<{
      role: ProjectRole;
      is_active: boolean;
      languages: string[];
      created_at: Date;
    }>(
      `INSERT INTO project_members (project_id, user_id, role) VALUES ($1, $2, $3::"ProjectRole")
       ON CONFLICT (project_id, user_id) DO UPDATE SET role = EXCLUDED.role RETURNING role::text AS role, is_active, COALESCE(languages, '{}') AS languages, created_at`,
      project.id,
      user.id,
      role,
    );
    await writeAuditEvent(sql, {
      actorId: opts.actor.id,
      projectId: project.id,
      action: previous ? "member.update" : "member.add",
      entityType: "project_member",
      entityId: `${project.id}:${user.id}`,
      before: previous ?? null,
      after: { email, role },
    });
    return {
      userId: user.id,
      email: user.email,
      name: user.name,
      role: member.role,
      isActive: member.is_active,
      languages: member.languages,
      addedAt: member.created_at.toISOString(),
    };
  });
}
