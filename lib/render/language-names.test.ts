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

  it("names a code in the reader's language, English where the platform has no name", () => {
    expect(languageName("el", "el")).toBe("Ελληνικά");
    expect(languageName("zh", "zh")).toBe("中文");
    expect(languageName("EL", "ru")).toBe("греческий");
    expect(languageName("nl", "pl")).toBe("niderlandzki");
    expect(languageName("de", "nl")).toBe("Duits");
    expect(languageName("xx", "el")).toBe("xx");
    expect(languageName("not a code!", "zh")).toBe("not a code!");
  });

  it("normalizes codes", () => {
    expect(normalizeLanguageCode(" EN ")).toBe("en");
    expect(normalizeLanguageCode("pt_BR")).toBe("pt-br");
    expect(normalizeLanguageCode("  ")).toBeNull();
    expect(normalizeLanguageCode(null)).toBeNull();
  });
});
