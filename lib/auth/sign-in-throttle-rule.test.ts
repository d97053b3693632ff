import { describe, expect, it } from "vitest";
import {
  afterFailure,
  lockoutSeconds,
  retryAfterSeconds,
  type ThrottleState,
} from "./sign-in-throttle-rule";

const t0 = new Date("2026-12-01T12:00:00Z");
const at = (seconds: number) => new Date(t0.getTime() + seconds * 1000);

describe("lockoutSeconds", () => {
  it.each([
    [1, 0],
    [4, 0], // the first four failures cost nothing
    [5, 30],
    [6, 60],
    [7, 120],
    [8, 240],
    [9, 480], // then the wait doubles
    [10, 900],
    [11, 900],
    [500, 900], // up to 15 minutes
  ])("after %i failures: %i s", (failures, seconds) => {
    expect(lockoutSeconds(failures)).toBe(seconds);
  });
});

describe("afterFailure and retryAfterSeconds", () => {
  it("locks after the fifth failure in a row, for 30 s, rounded up to whole seconds", () => {
    let state: ThrottleState | null = null;
    for (let i = 0; i < 4; i++) {
      state = afterFailure(state, at(i));
      expect(retryAfterSeconds(state, at(i))).toBe(0);
    }
    state = afterFailure(state, at(4));
    expect(state).toEqual({ failures: 5, lastFailureAt: at(4), lockedUntil: at(34) });
    expect(retryAfterSeconds(state, at(4))).toBe(30);
    expect(retryAfterSeconds(state, at(33.2))).toBe(1);
    expect(retryAfterSeconds(state, at(34))).toBe(0);
    // The next failure once the wait is over locks for twice as long.
    expect(afterFailure(state, at(40)).lockedUntil).toEqual(at(100));
  });

  it("forgets failures an hour after the last one", () => {
    const state: ThrottleState = { failures: 7, lastFailureAt: t0, lockedUntil: at(120) };
    expect(afterFailure(state, at(3599)).failures).toBe(8);
    expect(afterFailure(state, at(3601))).toEqual({
      failures: 1,
      lastFailureAt: at(3601),
      lockedUntil: null,
    });
  });

  it("is not locked without a state", () => {
    expect(retryAfterSeconds(null, t0)).toBe(0);
  });
});
