import { describe, expect, it } from "vitest";
import { seededRandom } from "@/tests/seeded-random";
import { diffSource, diffTarget, tokenize, wordDiff, type DiffPart } from "./word-diff";

function expectReconstructs(a: string, b: string, parts: DiffPart[]) {
  expect(diffSource(parts)).toBe(a);
  expect(diffTarget(parts)).toBe(b);
  for (const part of parts) expect(part.text.length).toBeGreaterThan(0);
  // Normalized: no two neighbours with the same op.
  for (let i = 1; i < parts.length; i++)
    expect(parts[i].op === parts[i - 1].op, JSON.stringify(parts)).toBe(false);
}

describe("tokenize", () => {
  it("splits words, whitespace and punctuation", () => {
    expect(tokenize("Returns the sum, or -1.")).toEqual([
      "Returns",
      " ",
      "the",
      " ",
      "sum",
      ",",
      " ",
      "or",
      " ",
      "-",
      "1",
      ".",
    ]);
  });

  it("keeps non-Latin words whole and splits CJK per character", () => {
    expect(tokenize("Привет мир")).toEqual(["Привет", " ", "мир"]);
    expect(tokenize("Καλημέρα!")).toEqual(["Καλημέρα", "!"]);
    expect(tokenize("返回两个数的和。")).toEqual(["返", "回", "两", "个", "数", "的", "和", "。"]);
    expect(tokenize("use HashMap存储")).toEqual(["use", " ", "HashMap", "存", "储"]);
    expect(tokenize("テストです")).toEqual(["テ", "ス", "ト", "で", "す"]);
  });

  it("round-trips arbitrary text", () => {
    const text = "a\t\tb\n\n  c😀d — é́ 𠀀x";
    expect(tokenize(text).join("")).toBe(text);
  });
});

describe("wordDiff", () => {
  it("identical strings are one equal part", () => {
    expect(wordDiff("same text here", "same text here")).toEqual([
      { op: "equal", text: "same text here" },
    ]);
  });

  it("empty strings", () => {
    expect(wordDiff("", "")).toEqual([]);
    expect(wordDiff("", "new words")).toEqual([{ op: "insert", text: "new words" }]);
    expect(wordDiff("old words", "")).toEqual([{ op: "delete", text: "old words" }]);
  });

  it("fully different strings are one replacement", () => {
    expect(wordDiff("alpha beta", "gamma delta")).toEqual([
      { op: "delete", text: "alpha beta" },
      { op: "insert", text: "gamma delta" },
    ]);
  });

  it("insertion in the middle", () => {
    expect(wordDiff("Returns the sum of values", "Returns the weighted sum of values")).toEqual([
      { op: "equal", text: "Returns the " },
      { op: "insert", text: "weighted " },
      { op: "equal", text: "sum of values" },
    ]);
  });

  it("deletion and substitution at word granularity", () => {
    expect(wordDiff("Closes the input stream quietly.", "Closes the output stream.")).toEqual([
      { op: "equal", text: "Closes the " },
      { op: "delete", text: "input" },
      { op: "insert", text: "output" },
      { op: "equal", text: " stream" },
      { op: "delete", text: " quietly" },
      { op: "equal", text: "." },
    ]);
  });

  it("does not match partial words", () => {
    const parts = wordDiff("counter", "count");
    expect(parts).toEqual([
      { op: "delete", text: "counter" },
      { op: "insert", text: "count" },
    ]);
  });

  it("diffs CJK text per character", () => {
    expect(wordDiff("返回两个数的和", "返回三个数的和")).toEqual([
      { op: "equal", text: "返回" },
      { op: "delete", text: "两" },
      { op: "insert", text: "三" },
      { op: "equal", text: "个数的和" },
    ]);
  });

  it("diffs Cyrillic and Greek words", () => {
    expect(wordDiff("Возвращает сумму чисел", "Возвращает разность чисел")).toEqual([
      { op: "equal", text: "Возвращает " },
      { op: "delete", text: "сумму" },
      { op: "insert", text: "разность" },
      { op: "equal", text: " чисел" },
    ]);
    expectReconstructs(
      "Επιστρέφει το άθροισμα",
      "Επιστρέφει το γινόμενο",
      wordDiff("Επιστρέφει το άθροισμα", "Επιστρέφει το γινόμενο"),
    );
  });

  it("is minimal: unchanged words stay equal", () => {
    const a = "one two three four five six";
    const b = "one 2 three four 5 six";
    const parts = wordDiff(a, b);
    const equalText = parts
      .filter((p) => p.op === "equal")
      .map((p) => p.text)
      .join("");
    expect(equalText.replace(/\s+/g, " ").trim().split(" ")).toEqual([
      "one",
      "three",
      "four",
      "six",
    ]);
  });

  it("reconstructs both sides for hand-picked cases", () => {
    const cases: [string, string][] = [
      ["/** Returns x. */", "/** Returns y. */"],
      ["a b c", "c b a"],
      ["  leading", "leading  "],
      ["line one\nline two", "line one\nline 2\nline three"],
      ["中文 and English 混合", "English and 中文 混合"],
    ];
    for (const [a, b] of cases) expectReconstructs(a, b, wordDiff(a, b));
  });

  it("property: equal+delete rebuilds a and equal+insert rebuilds b (randomized)", () => {
    const vocabulary = [
      "the",
      "a",
      "sum",
      "returns",
      "value",
      " ",
      " ",
      "  ",
      "\n",
      ",",
      ".",
      "(",
      ")",
      "和",
      "数",
      "的",
      "мир",
      "κόσμε",
      "x1",
      "_id",
    ];
    const random = seededRandom(20261129);
    const pick = () => vocabulary[Math.floor(random() * vocabulary.length)];
    const sentence = () => Array.from({ length: Math.floor(random() * 25) }, pick).join("");
    for (let run = 0; run < 500; run++) {
      const a = sentence();
      // b: often a mutation of a, sometimes unrelated
      const b =
        random() < 0.7
          ? tokenize(a)
              .flatMap((t) =>
                random() < 0.15
                  ? []
                  : random() < 0.15
                    ? [t, pick()]
                    : random() < 0.1
                      ? [pick()]
                      : [t],
              )
              .join("")
          : sentence();
      const parts = wordDiff(a, b);
      expectReconstructs(a, b, parts);
      if (a === b) expect(parts.every((p) => p.op === "equal")).toBe(true);
    }
  });

  it("handles inputs too large for the LCS table", () => {
    const a = Array.from({ length: 3000 }, (_, i) => `w${i}`).join(" ");
    const b = Array.from({ length: 3000 }, (_, i) => `v${i}`).join(" ");
    const parts = wordDiff(`start ${a} end`, `start ${b} end`);
    expectReconstructs(`start ${a} end`, `start ${b} end`, parts);
    expect(parts[0]).toEqual({ op: "equal", text: "start " });
  });
});
