// Issue #12 (c): guessing passwords is slowed down. The runner calls this late, since the
// throttle may also hold back this client address for a while.
import type { AttackContext } from "./attack-context";

export async function runPasswordThrottleAttack({ check, base, victim }: AttackContext) {
  await check("(c) 6 quick wrong passwords → 429 with Retry-After", async () => {
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let i = 0; i < 6; i++) {
      const res = await fetch(`${base}/api/v1/auth/token`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: victim.email, password: `wrong-password-${i}` }),
      });
      await res.arrayBuffer();
      statuses.push(res.status);
      retryAfter = res.headers.get("retry-after");
    }
    const last = statuses.at(-1);
    return [
      last === 429 && retryAfter !== null && Number(retryAfter) > 0,
      `statuses ${statuses.join(",")}, Retry-After ${retryAfter ?? "none"}`,
    ];
  });
}
