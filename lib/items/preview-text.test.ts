import { describe, expect, it } from "vitest";
import { previewText } from "./preview-text";

describe("previewText", () => {
  it.each([
    ["short text", 80, "short text"],
    ["  two\n\nlines\t here ", 80, "two lines here"],
    ["a\u0007b\u200Bc\u202Ed", 80, "a b c d"],
    ["abcdefghij", 5, "abcd…"],
    ["你好世界中文很长", 4, "你好世…"],
    ["😀😀😀😀😀", 3, "😀😀…"],
    ["", 80, ""],
  ])("%j (max %i) → %j", (text, max, expected) => {
    expect(previewText(text, max)).toBe(expected);
  });
  it("gives an empty string for no text", () => expect(previewText(null)).toBe(""));
});
