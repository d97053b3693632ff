// When sign-in and token requests must wait (SPEC §7). Pure: the state is stored per key (an
// account or a client address) by throttle-sign-in.ts.

/** Failures in a row that cost nothing; the next attempt after the 5th waits. */
const FREE_FAILURES = 4;
const FIRST_LOCKOUT_SECONDS = 30;
const MAX_LOCKOUT_SECONDS = 15 * 60;
/** Failures are forgotten an hour after the last one (longer than the longest lockout). */
const FORGET_AFTER_MS = 60 * 60 * 1000;

export type ThrottleState = {
  failures: number;
  lastFailureAt: Date | null;
  lockedUntil: Date | null;
};

/** The wait after `failures` failures in a row: none for the first 4, then 30 s doubling up to 15 min. */
export function lockoutSeconds(failures: number): number {
  if (failures <= FREE_FAILURES) return 0;
  return Math.min(MAX_LOCKOUT_SECONDS, FIRST_LOCKOUT_SECONDS * 2 ** (failures - FREE_FAILURES - 1));
}

/** Whole seconds to wait before an attempt may be made at `now`; 0 when it may. */
export function retryAfterSeconds(state: ThrottleState | null, now: Date): number {
  if (!state?.lockedUntil) return 0;
  return Math.max(0, Math.ceil((state.lockedUntil.getTime() - now.getTime()) / 1000));
}

/** The state after one more failure at `now`. */
export function afterFailure(state: ThrottleState | null, now: Date): ThrottleState {
  const isForgotten =
    !state?.lastFailureAt || now.getTime() - state.lastFailureAt.getTime() > FORGET_AFTER_MS;
  const failures = (isForgotten ? 0 : state.failures) + 1;
  const wait = lockoutSeconds(failures);
  return {
    failures,
    lastFailureAt: now,
    lockedUntil: wait ? new Date(now.getTime() + wait * 1000) : null,
  };
}

export const forgetBefore = (now: Date) => new Date(now.getTime() - FORGET_AFTER_MS);
