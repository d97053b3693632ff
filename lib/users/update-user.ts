import "server-only";
import { writeAuditEvent } from "@/lib/audit/write-audit-event";
import { endUserSessions } from "@/lib/auth/end-user-sessions";
import { hashPassword } from "@/lib/auth/password";
import { can } from "@/lib/auth/permissions";
import type { SessionUser } from "@/lib/auth/session-user";
import { updateUserSchema } from "@/lib/auth/user-schemas";
import { withPgTransaction, type Sql } from "@/lib/db/pg-pool";
import { AppError, fieldErrors } from "@/lib/errors";
import { isRowId } from "@/lib/validation/row-id";
import { releaseHeldClaims } from "@/lib/queue/release-held-claims";
import { removesAdmin } from "./removes-admin";
import { toUserDto, userColumns, type UserDto } from "./user-dto";

type UserRow = Parameters<typeof toUserDto>[0];

/** Locked in id order, so two callers never deadlock; an admin demoted meanwhile no longer counts. */
async function lockActiveAdmins(sql: Sql): Promise<number[]> {
  const rows = await sql<{ id: number }>(
    `SELECT id FROM users WHERE role = 'admin' AND is_active ORDER BY id FOR UPDATE`,
  );
  return rows.map((r) => r.id);
}

/** A role change, a new password and a deactivation end the person's sessions and tokens. */
export async function updateUser(opts: {
  actor: SessionUser | null;
  userId: number;
  input: unknown;
}): Promise<UserDto> {
  if (opts.actor && !can(opts.actor, "user.manage"))
    throw new AppError("forbidden", "Only admins can change users.");
  const parsed = updateUserSchema.safeParse(opts.input);
  if (!parsed.success)
    throw new AppError("validation_failed", "The change is not valid.", {
      fields: fieldErrors(parsed.error.issues),
    });
  const { role, name, password, active } = parsed.data;
  if (!isRowId(opts.userId)) throw new AppError("not_found", "User not found.");
  const passwordHash = password === undefined ? undefined : await hashPassword(password);
  // On pg (decision 003): a deactivation releases the person's claims in the same transaction.
  const { user, endsSessions } = await withPgTransaction(async (sql) => {
    const [target] = await sql<UserRow>(
      `SELECT ${userColumns} FROM users WHERE id = $1 FOR UPDATE`,
      opts.userId,
    );
    if (!target) throw new AppError("not_found", "User not found.");
    if (removesAdmin({ target, change: { role, active } })) {
      // Locked, so two admins demoting each other at once cannot both succeed.
      const admins = await lockActiveAdmins(sql);
      if (!admins.some((id) => id !== target.id)) {
        throw new AppError(
          "conflict",
          `${target.email} is the last active admin: make someone else an admin first.`,
        );
      }
    }
    const [updated] = await sql<UserRow>(
      `UPDATE users SET role = COALESCE($2::"Role", role), name = COALESCE($3, name), password_hash = COALESCE($4, password_hash), is_active = COALESCE($5, is_active)
        WHERE id = $1 RETURNING ${userColumns}`,
      target.id,
      role ?? null,
      name ?? null,
      passwordHash ?? null,
      active ?? null,
    );
    const deactivated = target.isActive && !updated.isActive;
    const released = deactivated
      ? await releaseHeldClaims(sql, { userId: target.id, projectId: null })
      : null;
    const changed = (["role", "name", "isActive"] as const).filter((k) => updated[k] !== target[k]);
    const pick = (u: typeof target) => Object.fromEntries(changed.map((k) => [k, u[k]]));
    // A save that changes nothing (the same role chosen again) is not an event.
    if (changed.length || passwordHash) {
      await writeAuditEvent(sql, {
        actorId: opts.actor?.id ?? null,
        projectId: null,
        action: "user.update",
        entityType: "user",
        entityId: target.id,
        before: pick(target),
        after: {
          ...pick(updated),
          ...(passwordHash ? { passwordReset: true } : {}),
          ...(released ? { released } : {}),
        },
      });
    }
    return {
      user: updated,
      endsSessions: deactivated || updated.role !== target.role || passwordHash !== undefined,
    };
  });
  // After the commit: a failed change must not sign anyone out.
  if (endsSessions) await endUserSessions({ userId: user.id });
  return toUserDto(user);
}
