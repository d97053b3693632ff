// Issue #12 (a) and (d): cookies sent from another origin, and redirects to another host.
import { randomUUID } from "node:crypto";
import { cookieHeader, signIn } from "../browser-session";
import type { AttackContext } from "./attack-context";

export async function runOriginAttacks(ctx: AttackContext) {
  const { check, base, evilOrigin, jar, admin, password, db } = ctx;
  const userCount = async (email: string) =>
    Number(
      (await db.query<{ n: string }>("SELECT count(*) AS n FROM users WHERE email = $1", [email]))
        .rows[0].n,
    );

  await check("(a) cross-origin cookie POST to /api/v1/users is refused", async () => {
    const email = `forged-${randomUUID().slice(0, 8)}@attack.example`;
    const body = JSON.stringify({
      email,
      name: "Forged",
      role: "admin",
      password: "Forged-admin-password-1",
    });
    // What a `text/plain` form (or fetch mode:"no-cors") on another port of the same host sends.
    const res = await fetch(`${base}/api/v1/users`, {
      method: "POST",
      headers: {
        cookie: cookieHeader(jar),
        origin: evilOrigin,
        "sec-fetch-site": "same-site",
        "sec-fetch-mode": "no-cors",
        "content-type": "text/plain;charset=UTF-8",
      },
      body,
    });
    const envelope = (await res.json().catch(() => null)) as { error?: { code?: string } } | null;
    const written = await userCount(email);
    return [
      res.status === 403 && envelope?.error?.code === "forbidden" && written === 0,
      `HTTP ${res.status} ${envelope?.error?.code ?? ""}, users written: ${written}`,
    ];
  });

  await check("(a) a server action from a foreign origin is a 403, not a 500", async () => {
    const res = await fetch(`${base}/admin/users`, {
      method: "POST",
      headers: {
        cookie: cookieHeader(jar),
        origin: evilOrigin,
        "sec-fetch-site": "same-site",
        "next-action": "0".repeat(42),
        "content-type": "text/plain;charset=UTF-8",
      },
      body: "[]",
    });
    return [res.status === 403, `HTTP ${res.status}`];
  });

  await check("(a) the same cookie from Accord's own origin still works (control)", async () => {
    const email = `control-${randomUUID().slice(0, 8)}@attack.example`;
    const res = await fetch(`${base}/api/v1/users`, {
      method: "POST",
      headers: {
        cookie: cookieHeader(jar),
        origin: base,
        "sec-fetch-site": "same-origin",
        "content-type": "application/json",
      },
      body: JSON.stringify({
        email,
        name: "Control",
        role: "annotator",
        password: "Control-user-password-1",
      }),
    });
    return [res.status === 201 && (await userCount(email)) === 1, `HTTP ${res.status}`];
  });

  await check("(d) /sign-in?callbackUrl=/%5C<host>/x stays on Accord", async () => {
    const res = await fetch(`${base}/sign-in?callbackUrl=/%5Cevil.example/x`, {
      redirect: "manual",
      headers: { cookie: cookieHeader(jar) },
    });
    const location = res.headers.get("location");
    const target = location ? new URL(location, base) : null;
    // next-auth's own callback must not hand the browser another host either.
    const fresh = await signIn({
      baseUrl: base,
      email: admin.email,
      password,
      callbackUrl: "/\\evil.example/x",
    });
    const authTarget = fresh.redirectUrl ? new URL(fresh.redirectUrl, base) : null;
    const ok = target?.origin === base && authTarget?.origin === base;
    return [
      ok,
      `page redirects to ${target?.href ?? `nothing (HTTP ${res.status})`}, next-auth to ${authTarget?.href ?? "nothing"}`,
    ];
  });
}
