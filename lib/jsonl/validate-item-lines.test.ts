import { describe, expect, it } from "vitest";
import { itemKinds } from "@/lib/items/item-kinds";
import type { ItemKind } from "@/lib/items/item-kinds";
import { itemLineExamples } from "@/lib/items/import/item-line-examples";
import { joinLineErrors } from "./line-result";
import { validateItemLine } from "./validate-item-lines";

const NUL_REPLACED =
  "the NUL character (\\u0000), which PostgreSQL cannot store, was replaced by U+FFFD";
const LANG = 'must be a two-letter lowercase ISO 639-1 code such as "en" (no region suffix)';
const URL_ERR = "must be an http:// or https:// URL";

/** The kind's valid example with fields replaced; `undefined` removes a field. */
function lineOf(kind: ItemKind, patch: Record<string, unknown> = {}): string {
  const value: Record<string, unknown> = { ...itemLineExamples[kind], ...patch };
  for (const [key, field] of Object.entries(patch)) if (field === undefined) delete value[key];
  return JSON.stringify(value);
}

/** The result with a failing line's errors joined as one message (`field: message; …`), as tables read best. */
function check(projectKind: ItemKind, text: string) {
  const result = validateItemLine({ line: 7, text, projectKind });
  if (result === null || result.ok) return result;
  return { ok: false, error: joinLineErrors(result.errors) };
}

describe("validateItemLine: valid lines", () => {
  it.each(itemKinds)("accepts the %s example", (kind) => {
    const result = check(kind, lineOf(kind));
    expect(result).toMatchObject({
      ok: true,
      line: 7,
      value: { kind, external_id: itemLineExamples[kind].external_id },
    });
  });

  it.each([
    {
      name: "empty predicted comment",
      kind: "generated_comment",
      patch: { predicted_comment: "" },
    },
    {
      name: "empty code prefix and suffix",
      kind: "generated_comment",
      patch: { code_prefix: "", code_suffix: "" },
    },
    {
      name: "empty turn content",
      kind: "dialogue",
      patch: { turns: [{ role: "tool", content: "" }] },
    },
    { name: "readme without language", kind: "readme", patch: { language: undefined } },
    {
      name: "readme with null optional fields",
      kind: "readme",
      patch: { repo: null, url: null, license: null },
    },
    {
      name: "qa without optional fields",
      kind: "qa_pair",
      patch: {
        difficulty: undefined,
        domain: undefined,
        dialogue_external_id: undefined,
        references: undefined,
      },
    },
    { name: "meta null", kind: "dialogue", patch: { meta: null } },
    {
      name: "meta with nested values",
      kind: "qa_pair",
      patch: { meta: { a: [{ b: "ok" }], "odd key": 1 } },
    },
    {
      name: "external_id of 200 characters",
      kind: "readme",
      patch: { external_id: "x".repeat(200) },
    },
    {
      name: "astral characters (paired surrogates)",
      kind: "dialogue",
      patch: { turns: [{ role: "user", content: "𠀋 😀" }] },
    },
  ] as const)("accepts $name", ({ kind, patch }) => {
    expect(check(kind, lineOf(kind, patch))).toMatchObject({ ok: true });
  });
});

describe("validateItemLine: invalid lines", () => {
  it.each([
    // dialogue
    { kind: "dialogue", patch: { turns: undefined }, message: "turns: required" },
    { kind: "dialogue", patch: { turns: [] }, message: "turns: must have at least one turn" },
    { kind: "dialogue", patch: { turns: {} }, message: "turns: expected array, got object" },
    {
      kind: "dialogue",
      patch: {
        turns: [
          { role: "user", content: "a" },
          { role: "bot", content: "b" },
        ],
      },
      message: "turns[1].role: expected one of user|assistant|system|tool",
    },
    {
      kind: "dialogue",
      patch: { turns: [{ role: "user" }] },
      message: "turns[0].content: required",
    },
    {
      kind: "dialogue",
      patch: { turns: [{ role: "user", content: 5 }] },
      message: "turns[0].content: expected string, got number",
    },
    {
      kind: "dialogue",
      patch: { turns: [{ role: "user", content: "a", name: "x" }] },
      message: 'turns[0]: unknown key "name"',
    },
    { kind: "dialogue", patch: { language: "EN" }, message: `language: ${LANG}` },
    { kind: "dialogue", patch: { language: "zh-CN" }, message: `language: ${LANG}` },
    { kind: "dialogue", patch: { language: "eng" }, message: `language: ${LANG}` },
    { kind: "dialogue", patch: { language: undefined }, message: "language: required" },
    {
      kind: "dialogue",
      patch: { language: undefined, langauge: "en" },
      message: 'language: required; unknown key "langauge"',
    },
    { kind: "dialogue", patch: { source: "" }, message: "source: must not be empty" },
    { kind: "dialogue", patch: { external_id: undefined }, message: "external_id: required" },
    { kind: "dialogue", patch: { external_id: "" }, message: "external_id: must not be empty" },
    {
      kind: "dialogue",
      patch: { external_id: " wc-1" },
      message: "external_id: must not start or end with whitespace",
    },
    {
      kind: "dialogue",
      patch: { external_id: "wc-1\n" },
      message: "external_id: must not start or end with whitespace",
    },
    {
      kind: "dialogue",
      patch: { external_id: "x".repeat(201) },
      message: "external_id: must be at most 200 characters",
    },
    {
      kind: "dialogue",
      patch: { external_id: 1002924 },
      message: "external_id: expected string, got number",
    },
    { kind: "dialogue", patch: { meta: [1, 2] }, message: "meta: expected object, got array" },
    { kind: "dialogue", patch: { meta: "x" }, message: "meta: expected object, got string" },
    // qa_pair
    { kind: "qa_pair", patch: { question: "" }, message: "question: must not be empty" },
    { kind: "qa_pair", patch: { question: " \n\t" }, message: "question: must not be empty" },
    { kind: "qa_pair", patch: { answer: undefined }, message: "answer: required" },
    { kind: "qa_pair", patch: { answer: ["a"] }, message: "answer: expected string, got array" },
    {
      kind: "qa_pair",
      patch: { difficulty: 3 },
      message: "difficulty: expected string, got number",
    },
    {
      kind: "qa_pair",
      patch: { dialogue_external_id: "" },
      message: "dialogue_external_id: must not be empty",
    },
    {
      kind: "qa_pair",
      patch: { references: [{ url: "javascript:alert(1)" }] },
      message: `references[0].url: ${URL_ERR}`,
    },
    {
      kind: "qa_pair",
      patch: { references: [{ url: "ftp://example.org/x" }] },
      message: `references[0].url: ${URL_ERR}`,
    },
    {
      kind: "qa_pair",
      patch: { references: [{ url: "not a url" }] },
      message: `references[0].url: ${URL_ERR}`,
    },
    {
      kind: "qa_pair",
      patch: { references: [{ href: "https://a.b" }] },
      message: 'references[0].url: required; references[0]: unknown key "href"',
    },
    {
      kind: "qa_pair",
      patch: { references: null },
      message: "references: expected array, got null",
    },
    // readme
    { kind: "readme", patch: { content: undefined }, message: "content: required" },
    { kind: "readme", patch: { content: "" }, message: "content: must not be empty" },
    { kind: "readme", patch: { repo: "daytrader" }, message: 'repo: must look like "owner/name"' },
    {
      kind: "readme",
      patch: { url: "javascript:alert(document.cookie)" },
      message: `url: ${URL_ERR}`,
    },
    { kind: "readme", patch: { language: "english" }, message: `language: ${LANG}` },
    { kind: "readme", patch: { licence: "MIT" }, message: 'unknown key "licence"' },
    // generated_comment
    {
      kind: "generated_comment",
      patch: { code_prefix: undefined },
      message: "code_prefix: required",
    },
    {
      kind: "generated_comment",
      patch: { predicted_comment: null },
      message: "predicted_comment: expected string, got null",
    },
    {
      kind: "generated_comment",
      patch: { original_comment: "" },
      message: "original_comment: must not be empty",
    },
    {
      kind: "generated_comment",
      patch: { model: undefined, file_id: undefined },
      message: "file_id: required; model: required",
    },
    { kind: "generated_comment", patch: { x: 1, y: 2 }, message: 'unknown keys "x", "y"' },
  ] as const)("$kind $patch → $message", ({ kind, patch, message }) => {
    expect(check(kind, lineOf(kind, patch))).toEqual({ ok: false, error: { line: 7, message } });
  });

  it.each([
    {
      name: "lone high surrogate",
      text: lineOf("qa_pair").replace('"ListenAndServe."', '"a\\ud800b"'),
    },
    {
      name: "lone low surrogate",
      text: lineOf("qa_pair").replace('"ListenAndServe."', '"\\udc00"'),
    },
  ])("rejects a $name", ({ text }) => {
    expect(check("qa_pair", text)).toEqual({
      ok: false,
      error: {
        line: 7,
        message: "answer: must be valid Unicode (contains an unpaired surrogate \\ud800–\\udfff)",
      },
    });
  });

  it.each([
    {
      projectKind: "dialogue",
      text: lineOf("readme"),
      message: `kind: "readme" does not match this project's kind "dialogue"`,
    },
    // Reported as a mismatch even though the line is also invalid as a qa_pair.
    {
      projectKind: "readme",
      text: lineOf("qa_pair", { question: 1 }),
      message: `kind: "qa_pair" does not match this project's kind "readme"`,
    },
    {
      projectKind: "dialogue",
      text: lineOf("dialogue", { kind: "dialog" }),
      message: "kind: expected one of dialogue|qa_pair|readme|generated_comment|model_answer",
    },
    {
      projectKind: "dialogue",
      text: lineOf("dialogue", { kind: undefined }),
      message: "kind: required",
    },
    { projectKind: "dialogue", text: "[1,2]", message: "expected object, got array" },
    { projectKind: "dialogue", text: "null", message: "expected object, got null" },
    { projectKind: "dialogue", text: '"dialogue"', message: "expected object, got string" },
  ] as const)("$text → $message", ({ projectKind, text, message }) => {
    expect(check(projectKind, text)).toEqual({ ok: false, error: { line: 7, message } });
  });

  it.each(['{"kind":', "{'kind':'dialogue'}", '{"kind":"dialogue",}', "NaN"])(
    "reports a JSON syntax error in %s",
    (text) => {
      const result = check("dialogue", text);
      expect(result).toMatchObject({
        ok: false,
        error: { message: expect.stringMatching(/^invalid JSON: \S/) },
      });
    },
  );

  it("passes on a line that could not be read", () => {
    expect(
      validateItemLine({
        line: 3,
        text: null,
        error: "line is not valid UTF-8",
        projectKind: "readme",
      }),
    ).toEqual({
      ok: false,
      errors: [{ line: 3, message: "line is not valid UTF-8" }],
    });
  });
});

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
