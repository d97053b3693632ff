import { describe, expect, it } from "vitest";
import { isUnderstaffed } from "./language-coverage";

describe("isUnderstaffed", () => {
  it.each([
    [{ language: "el", openItems: 10, annotators: 1 }, 2, true],
    [{ language: "el", openItems: 10, annotators: 2 }, 2, false],
    [{ language: "el", openItems: 0, annotators: 0 }, 2, false],
    [{ language: null, openItems: 3, annotators: 0 }, 1, true],
    [{ language: "zh", openItems: 1, annotators: 3 }, 3, false],
  ])("%j at overlap %i → %s", (row, overlap, expected) => {
    expect(isUnderstaffed(row, overlap)).toBe(expected);
  });
});
