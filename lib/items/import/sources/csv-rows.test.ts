import { describe, expect, it } from "vitest";
import { csvColumns, csvRows } from "./csv-rows";
import type { SourceRow } from "./source-row";

function chunked(text: string | Uint8Array, size = 3): AsyncIterable<Uint8Array> {
  const bytes = typeof text === "string" ? new TextEncoder().encode(text) : text;
  return (async function* () {
    for (let i = 0; i < bytes.length; i += size) yield bytes.subarray(i, i + size);
  })();
}

async function rows(
  text: string | Uint8Array,
  delimiter: "," | "\t" = ",",
  size = 3,
): Promise<SourceRow[]> {
  const out: SourceRow[] = [];
  for await (const row of csvRows(chunked(text, size), { delimiter }))
    if (row.status !== "header") out.push(row);
  return out;
}

describe("csvRows", () => {
  it("numbers rows by the line they start on, across quoted line breaks, CRLF and blank lines", async () => {
    const text = '\ufeffq,a\r\n"one\r\ntwo",1\r\n\r\n"x ""quoted""",2\r\nlast,3';
    expect(await rows(text)).toEqual([
      { status: "row", line: 2, index: 0, cells: { q: "one\r\ntwo", a: "1" } },
      { status: "row", line: 5, index: 1, cells: { q: 'x "quoted"', a: "2" } },
      { status: "row", line: 6, index: 2, cells: { q: "last", a: "3" } },
    ]);
  });

  it("gives the same rows and lines whatever the chunk size", async () => {
    const text = 'a,b\r\n"x\r\n\r\ny",1\r\n\r\n2,3\n4,"5\n"\n6,7,8\n9,"broken"x\n10,11\n';
    const expected = await rows(text, ",", 1);
    expect(expected.map((r) => [r.status, r.line])).toEqual([
      ["row", 2],
      ["row", 6],
      ["row", 7],
      ["error", 9],
      ["error", 10],
    ]);
    for (const size of [2, 5, 16, 1024]) expect(await rows(text, ",", size)).toEqual(expected);
  });

  it("reports a ragged row and a whitespace-only line at their lines, and goes on", async () => {
    expect(await rows("a,b\n1\n  \n2,3,4\n5,6\n")).toEqual([
      { status: "error", line: 2, error: "row has 1 fields, the header has 2" },
      { status: "blank", line: 3 },
      { status: "error", line: 4, error: "row has 3 fields, the header has 2" },
      { status: "row", line: 5, index: 2, cells: { a: "5", b: "6" } },
    ]);
  });

  it("ends at a broken quote with an error citing its line", async () => {
    const out = await rows('a,b\n1,2\n3,"x"y\n4,5\n');
    expect(out[0]).toEqual({ status: "row", line: 2, index: 0, cells: { a: "1", b: "2" } });
    expect(out).toHaveLength(2);
    expect(out[1]).toMatchObject({ status: "error", line: 3 });
    expect((out[1] as { error: string }).error).toMatch(/^invalid CSV: /);
  });

  it("refuses bytes that are not UTF-8 rather than storing U+FFFD", async () => {
    const bytes = new Uint8Array([
      ...new TextEncoder().encode("a,b\n1,2\n"),
      0xff,
      0x2c,
      0x33,
      0x0a,
    ]);
    const out = await rows(bytes);
    expect(out.at(-1)).toEqual({
      status: "error",
      line: 3,
      error: "the file is not valid UTF-8 (at or after this line)",
    });
  });

  it("reads TSV, where a quote inside a field is text", async () => {
    expect(await rows('a\tb\nsay "hi" now\t2\n', "\t")).toEqual([
      { status: "row", line: 2, index: 0, cells: { a: 'say "hi" now', b: "2" } },
    ]);
  });

  it("refuses a header with a repeated or empty column", async () => {
    expect(await rows("a,a\n1,2\n")).toEqual([
      { status: "error", line: 1, error: 'the header names column "a" twice' },
    ]);
    expect(await rows("")).toEqual([
      { status: "error", line: 1, error: "the file has no header row" },
    ]);
  });

  it("reads the header's columns", async () => {
    expect(
      await csvColumns(chunked("\ufeffproblem,golden_answer\nx,y\n"), { delimiter: "," }),
    ).toEqual(["problem", "golden_answer"]);
  });
});
