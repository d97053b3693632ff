import { describe, expect, it } from "vitest";
import { languageName, normalizeLanguageCode } from "./language-names";

describe("languageName", () => {
  it.each([
    ["en", "English"],
    ["zh", "Chinese"],
    ["ru", "Russian"],
    ["nl", "Dutch"],
    ["el", "Greek"],
    ["pl", "Polish"],
    ["de", "German"],
    ["fr", "French"],
    ["es", "Spanish"],
    ["ja", "Japanese"],
    ["ko", "Korean"],
    ["pt", "Portuguese"],
    ["it", "Italian"],
    ["uk", "Ukrainian"],
    ["ZH", "Chinese"],
    [" ru ", "Russian"],
    ["zh-Hans", "Chinese"],
    ["pt_BR", "Portuguese"],
  ])("%s → %s", (code, name) => {
    expect(languageName(code)).toBe(name);
  });

  it("falls back to the code for unknown or malformed codes", () => {
    expect(languageName("xx")).toBe("xx");
    expect(languageName("constructor")).toBe("constructor");
    expect(languageName("not a code!")).toBe("not a code!");
    expect(languageName("")).toBe("");
  });

  it("normalizes codes", () => {
    expect(normalizeLanguageCode(" EN ")).toBe("en");
    expect(normalizeLanguageCode("pt_BR")).toBe("pt-br");
    expect(normalizeLanguageCode("  ")).toBeNull();
    expect(normalizeLanguageCode(null)).toBeNull();
  });
});
