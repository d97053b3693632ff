import { describe, expect, it } from "vitest";
import { isRowId, parseRowId } from "./row-id";

describe("parseRowId", () => {
  it.each([
    ["1", 1],
    ["0042", 42],
    ["2147483647", 2147483647],
    ["2147483648", null],
    ["99999999999999999999", null],
    ["0", null],
    ["-1", null],
    ["1e3", null],
    [" 1", null],
    ["1.0", null],
    ["abc", null],
    ["", null],
    [undefined, null],
    [null, null],
  ])("%j → %j", (input, expected) => {
    expect(parseRowId(input)).toBe(expected);
  });

  it("isRowId keeps to int4", () => {
    expect([1, 2147483647, 2147483648, 0, -3, 1.5, Number.NaN].map(isRowId)).toEqual([true, true, false, false, false, false, false]);
  });
});
