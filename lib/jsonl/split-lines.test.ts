import { describe, expect, it } from "vitest";
import { splitLines } from "./split-lines";
import type { SplitLine, SplitLinesOptions } from "./split-lines";

const utf8 = (text: string) => new TextEncoder().encode(text);

async function* stream(chunks: (Uint8Array | string)[]): AsyncGenerator<Uint8Array | string> {
  for (const chunk of chunks) yield chunk;
}

async function collect(
  chunks: (Uint8Array | string)[],
  options?: SplitLinesOptions,
): Promise<SplitLine[]> {
  const out: SplitLine[] = [];
  for await (const line of splitLines(stream(chunks), options)) out.push(line);
  return out;
}

const texts = (lines: SplitLine[]) => lines.map((l) => l.text);

describe("splitLines", () => {
  it.each([
    { name: "empty input", chunks: [], expected: [] },
    { name: "one line without break", chunks: ["a"], expected: ["a"] },
    { name: "trailing newline adds no line", chunks: ["a\nb\n"], expected: ["a", "b"] },
    { name: "blank lines are kept", chunks: ["a\n\n  \nb"], expected: ["a", "", "  ", "b"] },
    { name: "only newlines", chunks: ["\n\n"], expected: ["", ""] },
    { name: "CRLF", chunks: ["a\r\nb\r\n\r\nc"], expected: ["a", "b", "", "c"] },
    { name: "CRLF split between chunks", chunks: ["a\r", "\nb\r", "\n"], expected: ["a", "b"] },
    { name: "lone CR is text", chunks: ["a\rb\n"], expected: ["a\rb"] },
    { name: "final CR without LF is dropped", chunks: ["a\r"], expected: ["a"] },
    {
      name: "line spread over many chunks",
      chunks: ['{"a"', ":", "1}", "\n{", "}"],
      expected: ['{"a":1}', "{}"],
    },
    { name: "BOM at start", chunks: [utf8("\uFEFFa\nb")], expected: ["a", "b"] },
    {
      name: "BOM split across chunks",
      chunks: [new Uint8Array([0xef]), new Uint8Array([0xbb, 0xbf, 0x61])],
      expected: ["a"],
    },
    { name: "BOM later in the file is kept", chunks: ["a\n\uFEFFb"], expected: ["a", "\uFEFFb"] },
    { name: "string chunks", chunks: ["héllo\n", "wörld"], expected: ["héllo", "wörld"] },
    {
      name: "mixed string and byte chunks",
      chunks: ["a", utf8("b\nc"), "d"],
      expected: ["ab", "cd"],
    },
  ])("$name", async ({ chunks, expected }) => {
    expect(texts(await collect(chunks))).toEqual(expected);
  });

  it("numbers lines from 1, counting blank ones", async () => {
    const lines = await collect(["x\r\n\r\n", "y\n", "\n", "z"]);
    expect(lines).toEqual([
      { line: 1, text: "x" },
      { line: 2, text: "" },
      { line: 3, text: "y" },
      { line: 4, text: "" },
      { line: 5, text: "z" },
    ]);
  });

  describe("multi-byte characters split between chunks", () => {
    const samples = ["数据集标注工具", "Ελληνικά κείμενα", "Привет, мир", "emoji 😀 𠀋"];
    it.each(samples)("reassembles %s at every byte offset", async (sample) => {
      const bytes = utf8(`${sample}\n${sample}`);
      for (let cut = 0; cut <= bytes.length; cut++) {
        const lines = await collect([bytes.slice(0, cut), bytes.slice(cut)]);
        expect(texts(lines), `cut at byte ${cut}`).toEqual([sample, sample]);
      }
    });

    it("reassembles a line fed one byte at a time", async () => {
      const sample = "标注 Ελληνικά\r\nПривет";
      const bytes = utf8(sample);
      const chunks = Array.from(bytes, (b) => new Uint8Array([b]));
      expect(texts(await collect(chunks))).toEqual(["标注 Ελληνικά", "Привет"]);
    });
  });

  it("reports invalid UTF-8 per line and continues", async () => {
    const lines = await collect([
      new Uint8Array([0x61, 0x0a, 0xff, 0xfe, 0x0a, 0xe6, 0x95, 0x0a, 0x62]),
    ]);
    expect(lines).toEqual([
      { line: 1, text: "a" },
      { line: 2, text: null, error: "line is not valid UTF-8" },
      { line: 3, text: null, error: "line is not valid UTF-8" },
      { line: 4, text: "b" },
    ]);
  });

  describe("maxLineBytes", () => {
    const tooLong = (line: number) => ({ line, text: null, error: "line is longer than 8 bytes" });

    it.each([
      { name: "in one chunk", chunks: ["ok\n123456789\nok2"] },
      { name: "over many chunks", chunks: ["ok\n1234", "5678", "9", "\nok2"] },
      { name: "at the end of input", chunks: ["ok\n12345", "6789"], last: false },
    ])("marks an over-long line $name and keeps going", async ({ chunks, last = true }) => {
      const expected: SplitLine[] = [{ line: 1, text: "ok" }, tooLong(2)];
      if (last) expected.push({ line: 3, text: "ok2" });
      expect(await collect(chunks, { maxLineBytes: 8 })).toEqual(expected);
    });

    it.each([
      { name: "exactly the limit", chunks: ["12345678\n"], expected: ["12345678"] },
      { name: "the limit plus CRLF", chunks: ["1234", "5678\r", "\n"], expected: ["12345678"] },
      {
        name: "the limit in multi-byte characters",
        chunks: [utf8("數據").slice(0, 4), utf8("數據").slice(4), "ab"],
        expected: ["數據ab"],
      },
    ])("accepts a line of $name", async ({ chunks, expected }) => {
      expect(texts(await collect(chunks, { maxLineBytes: 8 }))).toEqual(expected);
    });

    it("counts bytes, not characters", async () => {
      expect(await collect(["數據標註\n"], { maxLineBytes: 8 })).toEqual([tooLong(1)]);
    });

    it("counts the trailing CR of a line that is too long without it", async () => {
      expect(await collect(["123456789\r\n"], { maxLineBytes: 8 })).toEqual([tooLong(1)]);
    });

    it("does not buffer an over-long line", async () => {
      const chunk = new Uint8Array(1024 * 1024).fill(0x78);
      const baseline = process.memoryUsage().arrayBuffers;
      let peak = 0;
      async function* huge(): AsyncGenerator<Uint8Array> {
        // 128 MiB in one line, always the same chunk object: only buffering would allocate.
        for (let i = 0; i < 128; i++) {
          yield chunk;
          peak = Math.max(peak, process.memoryUsage().arrayBuffers - baseline);
        }
        yield new Uint8Array([0x0a, 0x61]);
      }
      const out: SplitLine[] = [];
      for await (const line of splitLines(huge(), { maxLineBytes: 1024 * 1024 })) out.push(line);
      expect(out).toEqual([
        { line: 1, text: null, error: "line is longer than 1 MiB" },
        { line: 2, text: "a" },
      ]);
      expect(peak).toBeLessThan(32 * 1024 * 1024);
    });

    it("describes the default limit in MiB", async () => {
      const big = "x".repeat(10 * 1024 * 1024 + 1);
      expect(await collect([big, "\nok"])).toEqual([
        { line: 1, text: null, error: "line is longer than 10 MiB" },
        { line: 2, text: "ok" },
      ]);
    });
  });

  it("is not confused when the producer reuses its buffer", async () => {
    const buffer = new Uint8Array(4);
    async function* reusing(): AsyncGenerator<Uint8Array> {
      for (const part of ["ab", "cd", "\nef"]) {
        buffer.fill(0);
        buffer.set(utf8(part));
        yield buffer.subarray(0, part.length);
      }
    }
    const out: SplitLine[] = [];
    for await (const line of splitLines(reusing())) out.push(line);
    expect(texts(out)).toEqual(["abcd", "ef"]);
  });
});
