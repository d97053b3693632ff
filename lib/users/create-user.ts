import "server-only";
import { recordAuditEvent } from "@/lib/audit/record-audit-event";
import { can, type Actor } from "@/lib/auth/permissions";
import { hashPassword } from "@/lib/auth/password";
import { createUserSchema } from "@/lib/auth/user-schemas";
import { db } from "@/lib/db";
import { AppError, fieldErrors } from "@/lib/errors";
import { toUserDto, userSelect, type UserDto } from "./user-dto";

/** `actor` null is the operator's own CLI (demo, first admin), which has the machine already. */
export async function createUser(opts: { actor: (Actor & { id: number }) | null; input: unknown }): Promise<UserDto> {
  if (opts.actor && !can(opts.actor, "user.manage")) throw new AppError("forbidden", "Only admins can create users.");
  const parsed = createUserSchema.safeParse(opts.input);
  if (!parsed.success) throw new AppError("validation_failed", "The user is not valid.", { fields: fieldErrors(parsed.error.issues) });
  const { email, name, role, password } = parsed.data;
  const passwordHash = await hashPassword(password);
  return db.$transaction(async (tx) => {
    const existing = await tx.user.findUnique({ where: { email }, select: { id: true } });
    if (existing) throw new AppError("conflict", `A user with e-mail ${email} already exists.`, { fields: { email: ["is already taken"] } });
    const user = await tx.user.create({ data: { email, name, role, passwordHash }, select: userSelect });
    await recordAuditEvent(tx, { actorId: opts.actor?.id ?? null, action: "user.create", entityType: "user", entityId: user.id, after: { email, name, role } });
    return toUserDto(user);
  });
}
