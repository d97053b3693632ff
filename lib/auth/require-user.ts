import "server-only";
import { forbidden, redirect } from "next/navigation";
import { can, type GlobalAction } from "./permissions";
import { getSessionUser } from "./get-session-user";
import type { SessionUser } from "./session-user";

/** For pages: the signed-in user, or a redirect to sign-in; `action` is checked when given (else the 403 page). */
export async function requireUser(
  opts: { action?: GlobalAction; from?: string } = {},
): Promise<SessionUser> {
  const user = await getSessionUser();
  if (!user)
    redirect(`/sign-in${opts.from ? `?callbackUrl=${encodeURIComponent(opts.from)}` : ""}`);
  if (opts.action && !can(user, opts.action)) forbidden();
  return user;
}
