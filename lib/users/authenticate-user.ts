import "server-only";
import { verifyPassword } from "@/lib/auth/password";
import { signInSchema } from "@/lib/auth/user-schemas";
import { db } from "@/lib/db";
import type { SessionUser } from "@/lib/auth/session-user";

// Compared against when the e-mail is unknown, so both failures take the same time.
const DUMMY_HASH = "$2b$11$OsoNkoxTB.HE9DiMBkDYdONI5KU4XJLRDkM/UpBxVQVHJm/IJB6S.";

/** The user for these credentials, or null — never says which half was wrong. */
export async function authenticateUser(input: unknown): Promise<SessionUser | null> {
  const parsed = signInSchema.safeParse(input);
  if (!parsed.success) return null;
  const user = await db.user.findUnique({
    where: { email: parsed.data.email },
    select: { id: true, email: true, name: true, role: true, isActive: true, passwordHash: true },
  });
  const ok = await verifyPassword(parsed.data.password, user?.passwordHash ?? DUMMY_HASH);
  if (!user || !ok || !user.isActive) return null;
  return { id: user.id, email: user.email, name: user.name, role: user.role };
}
