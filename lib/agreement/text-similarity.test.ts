import { describe, it, expect } from "vitest";
import { textSimilarity, tokenize } from "./text-similarity";

describe("tokenize", () => {
  it.each([
    { text: "Export to CSV!", tokens: ["export", "to", "csv"] },
    { text: "don't", tokens: ["don", "t"] },
    { text: "Ｅｘｐｏｒｔ ２", tokens: ["export", "2"] },
    { text: "Cafe\u0301 menu", tokens: ["café", "menu"] },
    { text: "機能一覧", tokens: ["機能", "能一", "一覧"] },
    { text: "字", tokens: ["字"] },
    { text: "ユーザー登録", tokens: ["ユー", "ーザ", "ザー", "ー登", "登録"] },
    { text: "user登録", tokens: ["user", "登録"] },
    { text: "登録、削除", tokens: ["登録", "削除"] },
    { text: "사용자 로그인", tokens: ["사용자", "로그인"] },
    { text: "Вход в систему", tokens: ["вход", "в", "систему"] },
    { text: "  ...  ", tokens: [] },
    { text: "", tokens: [] },
  ])("$text", ({ text, tokens }) => {
    expect(tokenize(text)).toEqual(tokens);
  });
});

describe("textSimilarity", () => {
  it.each([
    { a: "Login", b: "LOGIN", expected: 1 },
    { a: "export csv", b: "export pdf", expected: 1 / 3 },
    { a: "export csv csv", b: "csv export", expected: 1 },
    { a: "login", b: "logout", expected: 0 },
    // Bigrams: 5 shared of 7 in the union.
    { a: "ユーザー登録", b: "ユーザー登録機能", expected: 5 / 7 },
    { a: "", b: "", expected: 0 },
    { a: "!!!", b: "!!!", expected: 0 },
    { a: "", b: "login", expected: 0 },
  ])("$a ~ $b", ({ a, b, expected }) => {
    expect(textSimilarity(a, b)).toBeCloseTo(expected, 12);
    expect(textSimilarity(b, a)).toBeCloseTo(expected, 12);
  });
});
