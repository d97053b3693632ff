import "server-only";
import { z } from "zod";
import { verifyPassword } from "@/lib/auth/password";
import { emailSchema, signInSchema } from "@/lib/auth/user-schemas";
import { throttleSignIn } from "@/lib/auth/throttle-sign-in";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors";
import type { SessionUser } from "@/lib/auth/session-user";

// Compared against when the e-mail is unknown, so both failures take the same time.
const DUMMY_HASH = "$2b$11$OsoNkoxTB.HE9DiMBkDYdONI5KU4XJLRDkM/UpBxVQVHJm/IJB6S.";

const PASSWORD_SIGN_IN_OFF =
  "Password sign-in is switched off: sign in with your institution, and create API tokens on the Tokens page.";

/**
 * The user for these credentials, or null — never says which half was wrong. Throttled per
 * account (the normalised e-mail, known or not) and per client address (SPEC §7): throws
 * AppError `too_many_requests` with `details.retry_after` (seconds) while either is locked out.
 * Every sign-in path (the form's next-auth authorize, POST /api/v1/auth/token) comes through here,
 * so ACCORD_PASSWORD_SIGNIN=off (`isPasswordSignInOn` false) closes both: AppError `forbidden`.
 */
export async function authenticateUser(opts: {
  credentials: unknown;
  clientAddress: string | null;
  isPasswordSignInOn?: boolean;
}): Promise<SessionUser | null> {
  if (!(opts.isPasswordSignInOn ?? env.isPasswordSignInOn))
    throw new AppError("forbidden", PASSWORD_SIGN_IN_OFF);
  const parsed = signInSchema.safeParse(opts.credentials);
  const account = z.object({ email: emailSchema }).safeParse(opts.credentials);
  const keys = [
    ...(account.success ? [`account:${account.data.email}`] : []),
    ...(opts.clientAddress ? [`address:${opts.clientAddress}`] : []),
  ];
  return throttleSignIn({
    keys,
    attempt: async () => {
      if (!parsed.success) return null;
      const user = await db.user.findUnique({
        where: { email: parsed.data.email },
        select: {
          id: true,
          email: true,
          name: true,
          role: true,
          isActive: true,
          passwordHash: true,
        },
      });
      const ok = await verifyPassword(parsed.data.password, user?.passwordHash ?? DUMMY_HASH);
      if (!user || !ok || !user.isActive) return null;
      return { id: user.id, email: user.email, name: user.name, role: user.role };
    },
  });
}
