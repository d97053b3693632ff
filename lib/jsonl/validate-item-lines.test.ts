import { describe, expect, it } from "vitest";
import { itemKinds } from "@/lib/items/item-kinds";
import { itemLineExamples } from "@/lib/items/import/item-line-examples";
import { check, LANG, lineOf } from "./item-line-cases";
import { validateItemLine } from "./validate-item-lines";

const URL_ERR = "must be an http:// or https:// URL";

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
