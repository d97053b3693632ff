import { describe, expect, it } from "vitest";
import { isRowId, parseRowId, routeRowId, rowIdField } from "./row-id";

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
    ["0x10", null],
    ["1.5", null],
    ["+1", null],
    ["١", null],
    [7, 7],
    [2147483647, 2147483647],
    [2147483648, null],
    [1e20, null],
    [1.5, null],
    [-1, null],
    [0, null],
    [Number.NaN, null],
    [true, null],
    [{}, null],
  ])("%j → %j", (input, expected) => {
    expect(parseRowId(input)).toBe(expected);
  });

  it("routeRowId and rowIdField: NaN (not found) for anything that is not an id", () => {
    expect(routeRowId("12")).toBe(12);
    expect(routeRowId("2147483648")).toBeNaN();
    expect(rowIdField.parse("12")).toBe(12);
    expect(rowIdField.parse(undefined)).toBeNaN();
    expect(rowIdField.parse("1e3")).toBeNaN();
  });

  it("isRowId keeps to int4", () => {
    expect([1, 2147483647, 2147483648, 0, -3, 1.5, Number.NaN].map(isRowId)).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});
