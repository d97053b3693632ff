import { describe, expect, it } from "vitest";
import { annotationCountText } from "./annotation-count-text";

describe("annotationCountText", () => {
  it.each([
    [0, 2, "0 of 2 annotations"],
    [1, 1, "1 of 1 annotation"],
    [2, 3, "2 of 3 annotations"],
    [2, 1, "2 annotations (1 needed: the item is outside the overlap sample)"],
  ])("%d of %d → %s", (count, needed, text) => {
    expect(annotationCountText({ count, needed })).toBe(text);
  });
});
