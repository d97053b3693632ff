import "server-only";
import { recordAuditEvent } from "@/lib/audit/record-audit-event";
import { endUserSessions } from "@/lib/auth/end-user-sessions";
import { hashPassword } from "@/lib/auth/password";
import { can } from "@/lib/auth/permissions";
import type { SessionUser } from "@/lib/auth/session-user";
import { updateUserSchema } from "@/lib/auth/user-schemas";
import { db } from "@/lib/db";
import { AppError, fieldErrors } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import { isRowId } from "@/lib/validation/row-id";
import { releaseHeldClaims } from "@/lib/queue/release-held-claims";
import { removesAdmin } from "./removes-admin";
import { toUserDto, userSelect, type UserDto } from "./user-dto";

/**
 * The ids of the active admins, each row locked until the transaction ends. Prisma has no
 * `FOR UPDATE`; a no-op UPDATE takes the same row lock. One row at a time in id order, so two
 * callers never deadlock, and the WHERE is checked again on the row as committed by whoever held
 * the lock first (an admin demoted meanwhile no longer counts).
 */
async function lockActiveAdmins(tx: Prisma.TransactionClient): Promise<number[]> {
  const candidates = await tx.user.findMany({ where: { role: "admin", isActive: true }, select: { id: true }, orderBy: { id: "asc" } });
  const locked: number[] = [];
  for (const { id } of candidates) {
    const { count } = await tx.user.updateMany({ where: { id, role: "admin", isActive: true }, data: { role: "admin" } });
    if (count) locked.push(id);
  }
  return locked;
}

/**
 * An admin changes an account's role, name or password, or (de)activates it. A deactivated account
 * keeps its annotations and history; its claims are released. A role change, a new password and a
 * deactivation end the person's sessions and tokens. The last active admin cannot be demoted or
 * deactivated.
 */
export async function updateUser(opts: { actor: SessionUser | null; userId: number; input: unknown }): Promise<UserDto> {
  if (opts.actor && !can(opts.actor, "user.manage")) throw new AppError("forbidden", "Only admins can change users.");
  const parsed = updateUserSchema.safeParse(opts.input);
  if (!parsed.success) throw new AppError("validation_failed", "The change is not valid.", { fields: fieldErrors(parsed.error.issues) });
  const { role, name, password, active } = parsed.data;
  if (!isRowId(opts.userId)) throw new AppError("not_found", "User not found.");
  const passwordHash = password === undefined ? undefined : await hashPassword(password);
  const { user, endsSessions } = await db.$transaction(async (tx) => {
    const target = await tx.user.findUnique({ where: { id: opts.userId }, select: userSelect });
    if (!target) throw new AppError("not_found", "User not found.");
    if (removesAdmin({ target, change: { role, active } })) {
      // Locked, so two admins demoting each other at once cannot both succeed.
      const admins = await lockActiveAdmins(tx);
      if (!admins.some((id) => id !== target.id)) {
        throw new AppError("conflict", `${target.email} is the last active admin: make someone else an admin first.`);
      }
    }
    const updated = await tx.user.update({ where: { id: target.id }, data: { role, name, passwordHash, isActive: active }, select: userSelect });
    const deactivated = target.isActive && !updated.isActive;
    const released = deactivated ? await releaseHeldClaims(tx, { userId: target.id, projectId: null }) : null;
    const changed = (["role", "name", "isActive"] as const).filter((k) => updated[k] !== target[k]);
    const pick = (u: typeof target) => Object.fromEntries(changed.map((k) => [k, u[k]]));
    // A save that changes nothing (the same role chosen again) is not an event.
    if (changed.length || passwordHash) {
      await recordAuditEvent(tx, {
        actorId: opts.actor?.id ?? null, action: "user.update", entityType: "user", entityId: target.id,
        before: pick(target), after: { ...pick(updated), ...(passwordHash ? { passwordReset: true } : {}), ...(released ? { released } : {}) },
      });
    }
    return { user: updated, endsSessions: deactivated || updated.role !== target.role || passwordHash !== undefined };
  });
  // After the commit: a failed change must not sign anyone out.
  if (endsSessions) await endUserSessions({ userId: user.id });
  return toUserDto(user);
}
