import { describe, it, expect } from "vitest";
import { compareCodePoints, labelIndex, sortedLabels } from "./label-scale";
import type { Label } from "./label-scale";

describe("sortedLabels", () => {
  it.each<{ name: string; values: Label[]; expected: Label[] }>([
    { name: "numbers numerically", values: [10, 9, 2, 9, -1.5], expected: [-1.5, 2, 9, 10] },
    { name: "strings by code point", values: ["b", "B", "a", "ä"], expected: ["B", "a", "b", "ä"] },
    // U+FF61 is one UTF-16 unit above the surrogates; U+1F600 is a surrogate pair but a larger code point.
    {
      name: "astral after BMP like NumPy",
      values: ["\u{1F600}", "\uFF61"],
      expected: ["\uFF61", "\u{1F600}"],
    },
    { name: "prefix first", values: ["ab", "a"], expected: ["a", "ab"] },
    { name: "empty", values: [], expected: [] },
  ])("$name", ({ values, expected }) => {
    expect(sortedLabels(values)).toEqual(expected);
  });

  it.each<{ name: string; values: Label[] }>([
    { name: "mixed strings and numbers", values: [1, "1"] },
    { name: "NaN", values: [Number.NaN] },
  ])("throws on $name", ({ values }) => {
    expect(() => sortedLabels(values)).toThrow();
  });
});

describe("compareCodePoints", () => {
  it.each([
    { x: "a", y: "b", sign: -1 },
    { x: "b", y: "a", sign: 1 },
    { x: "same", y: "same", sign: 0 },
  ])("$x vs $y", ({ x, y, sign }) => {
    expect(Math.sign(compareCodePoints(x, y))).toBe(sign);
  });
});

describe("labelIndex", () => {
  it("maps declared labels to positions, keeping 1 and '1' apart", () => {
    expect([...labelIndex([1, "1", "x"])]).toEqual([
      [1, 0],
      ["1", 1],
      ["x", 2],
    ]);
  });
  it.each<{ labels: Label[] }>([{ labels: [1, 1] }, { labels: [Number.NaN] }])(
    "throws on $labels",
    ({ labels }) => {
      expect(() => labelIndex(labels)).toThrow();
    },
  );
});
