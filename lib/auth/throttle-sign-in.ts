import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import {
  afterFailure,
  forgetBefore,
  retryAfterSeconds,
  type ThrottleState,
} from "./sign-in-throttle-rule";
import { waitText } from "./sign-in-error";

type Row = ThrottleState & { key: string };

/** One row per transaction, so it never deadlocks with an attempt (Prisma has no SKIP LOCKED). */
async function forgetOldThrottles(now: Date): Promise<void> {
  const stale = {
    lastFailureAt: { lt: forgetBefore(now) },
    OR: [{ lockedUntil: null }, { lockedUntil: { lt: now } }],
  };
  const rows = await db.authThrottle.findMany({ where: stale, select: { key: true }, take: 100 });
  for (const { key } of rows) await db.authThrottle.deleteMany({ where: { key, ...stale } });
}

/** Counted as a failure up front, so parallel guesses on any instance each take a number. */
export async function throttleSignIn<T>(opts: {
  keys: string[];
  attempt: () => Promise<T | null>;
}): Promise<T | null> {
  const keys = [...new Set(opts.keys)].sort(); // one lock order for every caller: no deadlock
  const now = new Date();
  const retryAfter = await db.$transaction(async (tx) => {
    await tx.authThrottle.createMany({ data: keys.map((key) => ({ key })), skipDuplicates: true });
    // Prisma has no `FOR UPDATE`: a no-op UPDATE takes the same row lock and returns the row as
    // committed by whoever held it before, one key at a time in the sorted order.
    const rows: Row[] = [];
    for (const key of keys)
      rows.push(
        await tx.authThrottle.update({ where: { key }, data: { failures: { increment: 0 } } }),
      );
    const wait = Math.max(0, ...rows.map((r) => retryAfterSeconds(r, now)));
    if (wait > 0) return wait;
    for (const row of rows)
      await tx.authThrottle.update({ where: { key: row.key }, data: afterFailure(row, now) });
    return 0;
  });
  if (retryAfter > 0) {
    throw new AppError(
      "too_many_requests",
      `Too many failed sign-ins. Try again in ${waitText(retryAfter)}.`,
      { retry_after: retryAfter },
    );
  }
  const result = await opts.attempt();
  if (result !== null) await db.authThrottle.deleteMany({ where: { key: { in: keys } } });
  await forgetOldThrottles(now);
  return result;
}
