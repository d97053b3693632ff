import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { afterFailure, forgetBefore, retryAfterSeconds, type ThrottleState } from "./sign-in-throttle-rule";
import { waitText } from "./sign-in-error";

type Row = ThrottleState & { key: string };

/**
 * Runs a credential check under the throttle of `keys` ("account:…", "address:…"). Before the
 * check, in one transaction with the keys' rows locked, a key still locked out refuses the
 * attempt (429, and the password is not even tried) and otherwise the attempt is counted as a
 * failure up front, so parallel guesses, on any app instance, each take a number. A success
 * then clears the keys.
 */
export async function throttleSignIn<T>(opts: { keys: string[]; attempt: () => Promise<T | null> }): Promise<T | null> {
  const keys = [...new Set(opts.keys)].sort(); // one lock order for every caller: no deadlock
  const now = new Date();
  const retryAfter = await db.$transaction(async (tx) => {
    await tx.$executeRaw`INSERT INTO auth_throttles (key) SELECT unnest(${keys}::text[]) ORDER BY 1 ON CONFLICT (key) DO NOTHING`;
    const rows = await tx.$queryRaw<Row[]>`
      SELECT key, failures, last_failure_at AS "lastFailureAt", locked_until AS "lockedUntil"
      FROM auth_throttles WHERE key = ANY(${keys}::text[]) ORDER BY key FOR UPDATE`;
    const wait = Math.max(0, ...rows.map((r) => retryAfterSeconds(r, now)));
    if (wait > 0) return wait;
    for (const row of rows) await tx.authThrottle.update({ where: { key: row.key }, data: afterFailure(row, now) });
    return 0;
  });
  if (retryAfter > 0) {
    throw new AppError("too_many_requests", `Too many failed sign-ins. Try again in ${waitText(retryAfter)}.`, { retry_after: retryAfter });
  }
  const result = await opts.attempt();
  if (result !== null) await db.authThrottle.deleteMany({ where: { key: { in: keys } } });
  // Forgotten rows go; SKIP LOCKED so this never waits on, or deadlocks with, an attempt.
  await db.$executeRaw`
    DELETE FROM auth_throttles WHERE key IN (
      SELECT key FROM auth_throttles WHERE last_failure_at < ${forgetBefore(now)} AND (locked_until IS NULL OR locked_until < ${now})
      FOR UPDATE SKIP LOCKED)`;
  return result;
}
