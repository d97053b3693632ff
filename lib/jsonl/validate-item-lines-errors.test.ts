import { describe, expect, it } from "vitest";
import { itemLineExamples } from "@/lib/items/import/item-line-examples";
import { check, LANG, lineOf } from "./item-line-cases";
import { validateItemLine } from "./validate-item-lines";

const NUL_REPLACED =
  "the NUL character (\\u0000), which PostgreSQL cannot store, was replaced by U+FFFD";

describe("validateItemLine: one error per field", () => {
  it("gives each field its own error, with the line's external_id", () => {
    const text = lineOf("generated_comment", { model: undefined, file_id: 3, language: "Greek" });
    expect(validateItemLine({ line: 4, text, projectKind: "generated_comment" })).toEqual({
      ok: false,
      errors: [
        {
          line: 4,
          externalId: "1946_5:codegemma-7b",
          field: "file_id",
          message: "expected string, got number",
        },
        { line: 4, externalId: "1946_5:codegemma-7b", field: "language", message: LANG },
        { line: 4, externalId: "1946_5:codegemma-7b", field: "model", message: "required" },
      ],
    });
  });

  it("names no external_id when the line has none usable, and no field for the whole line", () => {
    expect(
      validateItemLine({
        line: 2,
        text: JSON.stringify({ kind: "readme", external_id: 5 }),
        projectKind: "readme",
      }),
    ).toMatchObject({
      ok: false,
      errors: [
        { line: 2, field: "external_id" },
        { line: 2, field: "content" },
      ],
    });
    const result = validateItemLine({ line: 2, text: "[]", projectKind: "readme" });
    expect(result).toEqual({
      ok: false,
      errors: [{ line: 2, message: "expected object, got array" }],
    });
  });

  it("keeps the field and external_id a reader gives a record's error", () => {
    const record = {
      status: "error",
      line: 9,
      error: "not a number",
      externalId: "row-8",
      field: "run",
    } as const;
    expect(validateItemLine({ ...record, projectKind: "readme" })).toEqual({
      ok: false,
      errors: [{ line: 9, externalId: "row-8", field: "run", message: "not a number" }],
    });
  });

  // A file import stores the released text: NUL (which PostgreSQL cannot store) becomes U+FFFD.
  it.each([
    {
      kind: "dialogue",
      patch: { turns: [{ role: "user", content: "a\u0000b" }] },
      field: "turns[0].content",
    },
    { kind: "dialogue", patch: { meta: { a: ["ok", "b\u0000"] } }, field: "meta.a[1]" },
    { kind: "dialogue", patch: { meta: { a: { "k\u0000": 1 } } }, field: "meta.a" },
    {
      kind: "generated_comment",
      patch: { predicted_comment: "\u0000" },
      field: "predicted_comment",
    },
  ] as const)("$kind $patch: NUL replaced, a warning at $field", ({ kind, patch, field }) => {
    const result = validateItemLine({ line: 3, text: lineOf(kind, patch), projectKind: kind });
    expect(result).toMatchObject({
      ok: true,
      warnings: [{ line: 3, field, message: NUL_REPLACED }],
    });
    const stored = JSON.stringify(result?.ok ? result.value : null);
    expect(stored).not.toContain("\\u0000");
    expect(stored).toContain("\ufffd");
  });

  it("keeps a model answer's empty reference answer, with a warning naming the line's external id", () => {
    const text = lineOf("model_answer", { reference_answer: "" });
    expect(validateItemLine({ line: 2, text, projectKind: "model_answer" })).toMatchObject({
      ok: true,
      value: { reference_answer: "" },
      warnings: [
        {
          line: 2,
          externalId: itemLineExamples.model_answer.external_id,
          field: "reference_answer",
          message: "the reference answer is empty; kept as released",
        },
      ],
    });
  });
});

describe("validateItemLine: blank lines", () => {
  it.each(["", " ", "\t  ", "\r"])("ignores %j", (text) => {
    expect(check("dialogue", text)).toBeNull();
  });
});
