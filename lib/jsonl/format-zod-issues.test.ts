import { describe, expect, it } from "vitest";
import { z } from "zod";
import { formatZodIssues } from "./format-zod-issues";

function messageFor(schema: z.ZodType, value: unknown, reportInput = true): string {
  const parsed = schema.safeParse(value, { reportInput });
  if (parsed.success) throw new Error("expected a failure");
  return formatZodIssues(parsed.error.issues);
}

const nested = z.object({
  a: z.array(z.object({ "b-c": z.string(), d: z.record(z.string(), z.number()) })),
});

describe("formatZodIssues", () => {
  it.each([
    {
      name: "array index and odd keys",
      schema: nested,
      value: { a: [{ "b-c": "x", d: { "é k": "1" } }] },
      message: 'a[0].d["é k"]: expected number, got string',
    },
    {
      name: "quoted key segment",
      schema: nested,
      value: { a: [{ d: {} }] },
      message: 'a[0]["b-c"]: required',
    },
    {
      name: "root type error",
      schema: z.object({}),
      value: 3,
      message: "expected object, got number",
    },
    {
      name: "null",
      schema: z.object({ a: z.string() }),
      value: { a: null },
      message: "a: expected string, got null",
    },
    {
      name: "single literal",
      schema: z.object({ k: z.literal("x") }),
      value: { k: "y" },
      message: 'k: expected "x"',
    },
    {
      name: "custom message kept",
      schema: z.string().refine(() => false, "nope"),
      value: "s",
      message: "nope",
    },
    {
      name: "long unknown key shortened",
      schema: z.strictObject({}),
      value: { ["k".repeat(100)]: 1 },
      message: `unknown key "${"k".repeat(60)}…"`,
    },
    {
      name: "identical messages once",
      schema: z
        .array(z.string())
        .refine(() => false, "bad")
        .refine(() => false, "bad"),
      value: [],
      message: "bad",
    },
  ])("$name", ({ schema, value, message }) => {
    expect(messageFor(schema, value)).toBe(message);
  });

  it("falls back to zod's message when the input was not reported", () => {
    expect(messageFor(z.object({ a: z.string() }), { a: 1 }, false)).toBe(
      "a: Invalid input: expected string, received number",
    );
  });
});
