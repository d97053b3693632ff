import { describe, expect, it } from "vitest";
import { z } from "zod";
import { parseJsonlLines } from "./parse-jsonl";
import type { LineResult } from "./line-result";
import { splitLines } from "./split-lines";

// A stand-in for a later line format, e.g. machine annotations.
const annotationSchema = z.strictObject({
  external_id: z.string().min(1),
  annotator: z.string(),
  annotation: z.strictObject({
    label: z.enum(["yes", "no"]),
    confidence: z.number().min(0).max(1).optional(),
  }),
});

async function* one(text: string): AsyncGenerator<string> {
  yield text;
}

async function parse(text: string): Promise<LineResult<z.output<typeof annotationSchema>>[]> {
  const out: LineResult<z.output<typeof annotationSchema>>[] = [];
  for await (const result of parseJsonlLines(splitLines(one(text)), annotationSchema))
    out.push(result);
  return out;
}

describe("parseJsonlLines", () => {
  it("yields a result per non-blank line with the shared error messages", async () => {
    const good = { external_id: "a", annotator: "gpt", annotation: { label: "yes" } };
    const text = [
      JSON.stringify(good),
      "",
      JSON.stringify({ ...good, annotation: { label: "maybe" } }),
      JSON.stringify({
        external_id: "b",
        annotator: 1,
        annotation: { label: "no", confidence: 2 },
        extra: true,
      }),
      "{",
    ].join("\n");
    expect(await parse(text)).toEqual([
      { ok: true, line: 1, value: good },
      { ok: false, error: { line: 3, message: "annotation.label: expected one of yes|no" } },
      {
        ok: false,
        error: {
          line: 4,
          message:
            'annotator: expected string, got number; annotation.confidence: Too big: expected number to be <=1; unknown key "extra"',
        },
      },
      { ok: false, error: { line: 5, message: expect.stringMatching(/^invalid JSON: /) } },
    ]);
  });

  it("accepts a plain iterable of lines", async () => {
    const out = [];
    for await (const r of parseJsonlLines(
      [
        { line: 4, text: '"x"' },
        { line: 5, text: "  " },
      ],
      z.string(),
    ))
      out.push(r);
    expect(out).toEqual([{ ok: true, line: 4, value: "x" }]);
  });
});
