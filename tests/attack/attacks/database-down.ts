// Issue #12 (j): an outage is reported as such. It stops the database, so the runner calls it last.
import { cookieHeader } from "../browser-session";
import type { AttackContext } from "./attack-context";

export async function runDatabaseDownAttack({ check, base, jar, db, database }: AttackContext) {
  await check("(j) with the database down, the API answers 503 with a message", async () => {
    await db.end();
    await database.stop();
    const res = await fetch(`${base}/api/v1/projects`, { headers: { cookie: cookieHeader(jar) } });
    const envelope = (await res.json().catch(() => null)) as {
      error?: { code?: string; message?: string };
    } | null;
    const ok =
      res.status === 503 &&
      envelope?.error?.code === "unavailable" &&
      /database/i.test(envelope.error.message ?? "");
    return [
      ok,
      `HTTP ${res.status} ${envelope?.error?.code ?? ""}: ${envelope?.error?.message ?? ""}`,
    ];
  });
}
