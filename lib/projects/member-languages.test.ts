import { describe, expect, it } from "vitest";
import { memberLanguagesFromText, memberLanguagesSchema } from "./member-languages";

describe("memberLanguagesSchema", () => {
  it.each([
    [["el"], ["el"]],
    [
      ["EL", " en "],
      ["el", "en"],
    ],
    [
      ["el", "en", "el"],
      ["el", "en"],
    ],
    [[], []],
    [null, []],
  ])("%j → %j", (input, output) => {
    expect(memberLanguagesSchema.parse(input)).toEqual(output);
  });

  it.each([[["ell"]], [["e"]], [["en-US"]], [["zh_CN"]], [[""]], [[7]], ["el"], [{}]])(
    "refuses %j",
    (input) => {
      expect(memberLanguagesSchema.safeParse(input).success).toBe(false);
    },
  );

  it("names the bad entry", () => {
    const r = memberLanguagesSchema.safeParse(["el", "greek"]);
    expect(r.success).toBe(false);
    expect(r.error?.issues[0].path).toEqual([1]);
    expect(r.error?.issues[0].message).toMatch(/two-letter/);
  });

  it("takes at most 20 distinct codes (duplicates do not count)", () => {
    const codes = Array.from({ length: 21 }, (_, i) => "a" + String.fromCharCode(97 + i));
    expect(memberLanguagesSchema.safeParse(codes).success).toBe(false);
    expect(
      memberLanguagesSchema.parse([...codes.slice(0, 20), ...codes.slice(0, 20)]),
    ).toHaveLength(20);
  });
});

describe("memberLanguagesFromText", () => {
  it.each([
    ["el,en", ["el", "en"]],
    [" el  en ", ["el", "en"]],
    ["el, en;ru", ["el", "en", "ru"]],
    ["", []],
  ])("%j → %j", (text, codes) => {
    expect(memberLanguagesFromText(text)).toEqual(codes);
  });
});
