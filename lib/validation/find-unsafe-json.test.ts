import { describe, expect, it } from "vitest";
import { dottedPath, findUnsafeJson, MAX_JSON_DEPTH } from "./find-unsafe-json";
import { textProblem } from "./text-problem";

const NUL = "must not contain the NUL character (\\u0000), which PostgreSQL cannot store";
const SURROGATE = "must be valid Unicode (contains an unpaired surrogate \\ud800–\\udfff)";

const nested = (depth: number): unknown => {
  let v: unknown = "leaf";
  for (let i = 0; i < depth; i++) v = i % 2 ? [v] : { a: v };
  return v;
};

describe("textProblem", () => {
  it.each([
    ["plain", null],
    ["emoji 😀 and ΕΛ 中文", null],
    ["", null],
    ["a\u0000b", NUL],
    ["lone high \ud800 x", SURROGATE],
    ["lone low \udc00", SURROGATE],
    ["high at end \ud83d", SURROGATE],
    ["reversed pair \ude00\ud83d", SURROGATE],
  ])("%j → %j", (input, expected) => {
    expect(textProblem(input)).toBe(expected);
  });
});

describe("findUnsafeJson", () => {
  it.each([
    [null],
    [42],
    ["text"],
    [{ draft: { notes: "fine", list: [1, "two", { three: true }] } }],
    [nested(MAX_JSON_DEPTH)],
  ])("accepts %j", (value) => {
    expect(findUnsafeJson(value)).toBeNull();
  });

  it("reports the path of a bad string, a bad key, and the first bad one", () => {
    expect(findUnsafeJson({ annotation: { notes: "x\u0000" } })).toEqual({
      kind: "text",
      path: ["annotation", "notes"],
      message: NUL,
    });
    expect(findUnsafeJson({ turns: [{ content: "ok" }, { content: "\udfff" }] })).toMatchObject({
      kind: "text",
      path: ["turns", 1, "content"],
    });
    expect(findUnsafeJson({ meta: { "k\u0000": 1 } })).toEqual({
      kind: "text",
      path: ["meta"],
      message: `key ${NUL}`,
    });
    expect(findUnsafeJson({ a: "\u0000", b: "\u0000" })).toMatchObject({ path: ["a"] });
    expect(findUnsafeJson("\u0000")).toMatchObject({ path: [] });
    expect(dottedPath(["meta", "k\u0000", 2])).toBe("meta.k\ufffd.2");
  });

  it("refuses nesting beyond the limit without overflowing the stack", () => {
    expect(findUnsafeJson(nested(MAX_JSON_DEPTH + 1))).toMatchObject({
      kind: "depth",
      message: "must not be nested deeper than 64 levels",
    });
    const deep = JSON.parse("[".repeat(10_000) + "]".repeat(10_000));
    expect(findUnsafeJson(deep)).toMatchObject({ kind: "depth" });
    expect(findUnsafeJson({ a: [[1]] }, { maxDepth: 2 })).toMatchObject({
      kind: "depth",
      path: ["a", 0],
    });
    expect(findUnsafeJson({ a: [1] }, { maxDepth: 2 })).toBeNull();
  });
});
