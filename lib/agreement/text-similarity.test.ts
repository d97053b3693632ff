import { describe, it, expect } from "vitest";
import { seededRandom } from "@/tests/seeded-random";
import { jaccardMatrix, textSimilarity, tokenize, tokenKeys } from "./text-similarity";

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

describe("jaccardMatrix", () => {
  it("equals the token sets' Jaccard for every pair, with one- and two-unit tokens, words and empty texts", () => {
    const random = seededRandom(17);
    const pieces = [
      "a",
      "ab",
      "abc",
      "登",
      "登録",
      "機能一覧",
      "é",
      "𠀀",
      "Ab",
      "x1",
      "!",
      " ",
      "  ",
    ];
    const text = () =>
      Array.from(
        { length: Math.floor(random() * 12) },
        () => pieces[Math.floor(random() * pieces.length)],
      ).join(random() < 0.5 ? " " : "");
    const a = Array.from({ length: 25 }, text);
    const b = Array.from({ length: 30 }, text);
    const vocabulary = new Map<string, number>();
    const matrix = jaccardMatrix(
      a.map((t) => tokenKeys(t, vocabulary)),
      b.map((t) => tokenKeys(t, vocabulary)),
    );
    const naive = (x: string, y: string) => {
      const [sx, sy] = [new Set(tokenize(x)), new Set(tokenize(y))];
      const shared = [...sx].filter((t) => sy.has(t)).length;
      return sx.size === 0 || sy.size === 0 ? 0 : shared / (sx.size + sy.size - shared);
    };
    a.forEach((x, i) => b.forEach((y, j) => expect(matrix[i][j]).toBe(naive(x, y))));
  });
});
