import { describe, expect, it } from "vitest";
import { localeFromAcceptLanguage } from "./locales";

describe("localeFromAcceptLanguage", () => {
  it.each([
    [null, "en"],
    ["", "en"],
    ["el-GR,el;q=0.9,en;q=0.8", "el"],
    ["zh-CN,zh;q=0.9", "zh"],
    ["zh-TW", "zh"],
    ["de-DE,pl;q=0.7,ru;q=0.8", "ru"],
    ["nl-BE", "nl"],
    ["fr-FR,de;q=0.9", "en"],
    ["*", "en"],
    ["x-€€€;;;q=abc", "en"],
  ])("%s → %s", (header, want) => {
    expect(localeFromAcceptLanguage(header)).toBe(want);
  });
});
