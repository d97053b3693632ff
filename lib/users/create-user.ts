import "server-only";
import { writeAuditEvent } from "@/lib/audit/write-audit-event";
import { can, type Actor } from "@/lib/auth/permissions";
import { hashPassword } from "@/lib/auth/password";
import { createUserSchema } from "@/lib/auth/user-schemas";
import { withPgTransaction } from "@/lib/db/pg-pool";
import { AppError, fieldErrors } from "@/lib/errors";
import { toUserDto, userColumns, type UserDto } from "./user-dto";

/** `actor` null is the operator's own CLI (demo, first admin), which has the machine already. */
export async function createUser(opts: {
  actor: (Actor & { id: number }) | null;
  input: unknown;
}): Promise<UserDto> {
  if (opts.actor && !can(opts.actor, "user.manage"))
    throw new AppError("forbidden", "Only admins can create users.");
  const parsed = createUserSchema.safeParse(opts.input);
  if (!parsed.success)
    throw new AppError("validation_failed", "The user is not valid.", {
      fields: fieldErrors(parsed.error.issues),
    });
  const { email, name, role, password } = parsed.data;
  const passwordHash = await hashPassword(password);
  // On pg with its audit row in one transaction (decision 003: the one audit writer is pg's).
  return withPgTransaction(async (sql) => {
    // ON CONFLICT: a taken e-mail is a 409 even when two admins create it at once.
    const [user] = await sql<Parameters<typeof toUserDto>[0]>(
      `INSERT INTO users (email, name, role, password_hash) VALUES ($1, $2, $3::"Role", $4) ON CONFLICT (email) DO NOTHING RETURNING ${userColumns}`,
      email,
      name,
      role,
      passwordHash,
    );
    if (!user)
      throw new AppError("conflict", `A user with e-mail ${email} already exists.`, {
        fields: { email: ["is already taken"] },
      });
    await writeAuditEvent(sql, {
      actorId: opts.actor?.id ?? null,
      projectId: null,
      action: "user.create",
      entityType: "user",
      entityId: user.id,
      before: null,
      after: { email, name, role },
    });
    return toUserDto(user);
  });
}
