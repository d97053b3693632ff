import { describe, expect, it } from "vitest";
import { countJsonArrayElements, jsonArrayElements } from "./json-array-elements";
import { jsonlRecords } from "./jsonl-records";

function chunks(text: string, size = 3) {
  const all = new TextEncoder().encode(text);
  return (async function* () {
    for (let i = 0; i < all.length; i += size) yield all.subarray(i, i + size);
  })();
}

async function elements(text: string, maxElementBytes = 1000) {
  const out = [];
  for await (const e of jsonArrayElements(chunks(text), { maxElementBytes })) out.push(e);
  return out;
}

describe("jsonArrayElements", () => {
  it("reads element k as line k, across chunk boundaries, strings with brackets and escapes", async () => {
    const text = '\uFEFF  [\n  {"a": "x,]}\\"["},\n  {"b": [1, {"c": 2}]} ,"s", 3\n]\n';
    expect(await elements(text)).toEqual([
      { line: 1, text: '\n  {"a": "x,]}\\"["}' },
      { line: 2, text: '\n  {"b": [1, {"c": 2}]} ' },
      { line: 3, text: '"s"' },
      { line: 4, text: " 3\n" },
    ]);
  });

  it.each([
    ["[]", []],
    [" [ ] ", []],
    ["[1,]", [{ line: 1 }, { line: 2, error: "invalid JSON: an empty element" }]],
    ["[1", [{ line: 1, error: "the file ends inside the array (no ])" }]],
    ["[1] x", [{ line: 1 }, { line: 2, error: "text after the array's closing ]" }]],
    ['["abcdefghij", 1]', [{ line: 1, error: "element is longer than 8 bytes" }, { line: 2 }]],
  ])("%j", async (text, expected) => {
    expect(await elements(text, 8)).toMatchObject(expected);
  });

  it("counts elements, stopping past the maximum", async () => {
    expect(await countJsonArrayElements(chunks("[1,2,3,4]"), 10)).toBe(4);
    expect(await countJsonArrayElements(chunks("[1,2,3,4]"), 2)).toBe(3);
  });
});

describe("jsonlRecords", () => {
  it("reads a top-level JSON array like JSONL, and JSONL as lines", async () => {
    const read = async (text: string) => {
      const out = [];
      for await (const r of jsonlRecords(chunks(text))) out.push(r);
      return out;
    };
    expect(await read('[{"a":1},\n{"a":2}]')).toEqual([
      { status: "value", line: 1, value: { a: 1 } },
      { status: "value", line: 2, value: { a: 2 } },
    ]);
    expect(await read('{"a":1}\n\n{"a":2}')).toMatchObject([
      { status: "value", line: 1 },
      { status: "blank", line: 2 },
      { status: "value", line: 3 },
    ]);
  });
});
