import { describe, expect, it } from "vitest";
import { jsonEqual } from "./json-equal";

describe("jsonEqual", () => {
  it.each([
    [{ a: 1, b: [1, { c: "x" }] }, { b: [1, { c: "x" }], a: 1 }, true],
    [{ a: 1, b: undefined }, { a: 1 }, true],
    [{ a: null }, { a: 1 }, false],
    [{ a: null }, {}, false],
    [[1, 2], [2, 1], false],
    [[1], { 0: 1 }, false],
    ["x", "x", true],
    [0, false, false],
    [{ a: { b: 1 } }, { a: { b: 1, c: 2 } }, false],
  ])("%j vs %j → %s", (a, b, expected) => {
    expect(jsonEqual(a, b)).toBe(expected);
    expect(jsonEqual(b, a)).toBe(expected);
  });
});
