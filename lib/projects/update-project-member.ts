import "server-only";
import { writeAuditEvent } from "@/lib/audit/write-audit-event";
import type { SessionUser } from "@/lib/auth/session-user";
import { updateMemberSchema } from "@/lib/auth/user-schemas";
import { withPgTransaction } from "@/lib/db/pg-pool";
import { AppError, fieldErrors } from "@/lib/errors";
import { releaseClaimsOutsideLanguages, releaseHeldClaims } from "@/lib/queue/release-held-claims";
import { isRowId } from "@/lib/validation/row-id";
import { loadProjectAccess } from "./load-project-access";
import type { MemberDto } from "./project-dto";

/**
 * A lead of the project (or an admin) changes a member's role or languages or (de)activates the
 * membership. A deactivated member stays in the project's history and gets no work. Deactivation
 * and a role change release the member's claims in the project (their submitted work stays): the
 * old role's claims are not theirs to finish any more. New languages release the claims on items
 * outside them (drafts kept); the claim reads the languages under the lock taken here.
 */
export async function updateProjectMember(opts: {
  actor: SessionUser;
  projectId: number;
  userId: number;
  input: unknown;
}): Promise<MemberDto> {
  const project = await loadProjectAccess({
    actor: opts.actor,
    projectId: opts.projectId,
    action: "member.manage",
  });
  const parsed = updateMemberSchema.safeParse(opts.input);
  if (!parsed.success)
    throw new AppError("validation_failed", "The change is not valid.", {
      fields: fieldErrors(parsed.error.issues),
    });
  const { role, active, languages } = parsed.data;
  if (!isRowId(opts.userId)) throw new AppError("not_found", "Member not found.");
  // On pg (decision 003): a deactivation or role change releases the member's claims in the same transaction.
  return withPgTransaction(async (sql) => {
    // The row lock taken here waits for a claim in flight (accord_claim_item share-locks this row).
    const [before] = await sql<{ role: string; isActive: boolean; languages: string[] }>(
      `SELECT role::text AS role, is_active AS "isActive", COALESCE(languages, '{}') AS languages FROM project_members WHERE project_id = $1 AND user_id = $2 FOR UPDATE`,
      project.id,
      opts.userId,
    );
    if (!before) throw new AppError("not_found", "Member not found.");
    const [after] = await sql<{
      role: MemberDto["role"];
      isActive: boolean;
      languages: string[];
      createdAt: Date;
      user: { id: number; email: string; name: string };
    }>(
      `UPDATE project_members m SET role = COALESCE($3::"ProjectRole", m.role), is_active = COALESCE($4, m.is_active), languages = COALESCE($5::text[], m.languages, '{}')
         FROM users u WHERE m.project_id = $1 AND m.user_id = $2 AND u.id = m.user_id
       RETURNING m.role::text AS role, m.is_active AS "isActive", m.languages, m.created_at AS "createdAt", json_build_object('id', u.id, 'email', u.email, 'name', u.name) AS "user"`,
      project.id,
      opts.userId,
      role ?? null,
      active ?? null,
      languages ?? null,
    );
    const languagesChanged = before.languages.join(",") !== after.languages.join(",");
    const releases = (before.isActive && !after.isActive) || before.role !== after.role;
    const released = releases
      ? await releaseHeldClaims(sql, { userId: opts.userId, projectId: project.id })
      : null;
    // After a full release there is nothing left to release by language.
    const releasedByLanguage =
      !releases && languagesChanged
        ? await releaseClaimsOutsideLanguages(sql, {
            userId: opts.userId,
            projectId: project.id,
            languages: after.languages,
          })
        : 0;
    if (before.isActive !== after.isActive || before.role !== after.role || languagesChanged) {
      await writeAuditEvent(sql, {
        actorId: opts.actor.id,
        projectId: project.id,
        action: "member.update",
        entityType: "project_member",
        entityId: `${project.id}:${opts.userId}`,
        // The languages only when they changed, so the other changes' rows read as before.
        before: {
          role: before.role,
          isActive: before.isActive,
          ...(languagesChanged ? { languages: before.languages } : {}),
        },
        after: {
          email: after.user.email,
          role: after.role,
          isActive: after.isActive,
          ...(languagesChanged ? { languages: after.languages } : {}),
          ...(released
            ? { released }
            : releasedByLanguage
              ? { released: { assignments: releasedByLanguage, adjudications: 0 } }
              : {}),
        },
      });
    }
    return {
      userId: after.user.id,
      email: after.user.email,
      name: after.user.name,
      role: after.role,
      isActive: after.isActive,
      languages: after.languages,
      addedAt: after.createdAt.toISOString(),
    };
  });
}
