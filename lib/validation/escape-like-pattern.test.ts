import { describe, expect, it } from "vitest";
import { escapeLikePattern } from "./escape-like-pattern";

describe("escapeLikePattern", () => {
  it.each([
    ["plain-id", "plain-id"],
    ["%", "\\%"],
    ["a_b", "a\\_b"],
    ["back\\slash", "back\\\\slash"],
    ["50%_\\", "50\\%\\_\\\\"],
  ])("%j → %j", (input, expected) => {
    expect(escapeLikePattern(input)).toBe(expected);
  });
});
