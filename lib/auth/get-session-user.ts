import "server-only";
import { getServerSession } from "next-auth";
import { db } from "@/lib/db";
import { authOptions } from "./auth-options";
import type { SessionUser } from "./session-user";

/**
 * The signed-in user from the session cookie, re-read from the database so a changed role or a
 * deactivated account takes effect at once (the JWT alone would keep it for its lifetime).
 */
export async function getSessionUser(): Promise<SessionUser | null> {
  const session = await getServerSession(authOptions);
  const id = Number(session?.user?.id);
  if (!Number.isSafeInteger(id)) return null;
  const user = await db.user.findUnique({ where: { id }, select: { id: true, email: true, name: true, role: true, isActive: true } });
  if (!user?.isActive) return null;
  return { id: user.id, email: user.email, name: user.name, role: user.role };
}
