import type { SessionUser } from "@/lib/auth/session-user";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";

/**
 * The CLI runs on the server with database access, so it acts as a named user (`--as`,
 * ACCORD_USER) or else as the oldest admin; every change is audited under that user.
 */
export async function cliActor(as: string | undefined): Promise<SessionUser> {
  const email = as ?? process.env.ACCORD_USER;
  const user = await db.user.findFirst({
    where: email ? { email: email.toLowerCase() } : { role: "admin", isActive: true },
    orderBy: { id: "asc" },
    select: { id: true, email: true, name: true, role: true },
  });
  if (!user) {
    throw new AppError(
      "not_found",
      email
        ? `No user has the e-mail ${email}.`
        : "No admin exists yet: run `npm run accord -- user add --role admin …` first.",
    );
  }
  return user;
}
