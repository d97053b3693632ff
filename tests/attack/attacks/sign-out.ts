// Issue #12 (b): signing out must end the session on the server, not only in the browser.
import { cookieHeader, signIn, signOut } from "../browser-session";
import type { AttackContext } from "./attack-context";

export async function runSignOutAttack({ check, base, admin, password }: AttackContext) {
  await check("(b) a cookie copied before sign-out is refused after it (401)", async () => {
    const session = await signIn({ baseUrl: base, email: admin.email, password });
    const copied = cookieHeader(session.jar);
    const before = await fetch(`${base}/api/v1/projects`, { headers: { cookie: copied } });
    await signOut({ baseUrl: base, jar: session.jar });
    const after = await fetch(`${base}/api/v1/projects`, { headers: { cookie: copied } });
    return [
      before.status === 200 && after.status === 401,
      `before sign-out HTTP ${before.status}, after HTTP ${after.status}`,
    ];
  });
}
