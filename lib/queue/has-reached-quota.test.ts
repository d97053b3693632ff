import { describe, expect, it } from "vitest";
import { hasReachedQuota } from "./has-reached-quota";

describe("hasReachedQuota", () => {
  it.each([
    [null, 0, false],
    [null, 10_000, false],
    [3, 2, false],
    [3, 3, true],
    [3, 4, true],
    [1, 0, false],
  ])("quota %s, %s submitted → %s", (quota, submitted, reached) => {
    expect(hasReachedQuota({ quota, submitted })).toBe(reached);
  });
});
