import { describe, expect, it } from "vitest";
import { itemKinds } from "@/lib/items/item-kinds";
import { itemLineExamples } from "./item-line-examples";
import { qaPairLineSchema } from "@/lib/items/qa-pair/qa-pair-line-schema";
import { readmeLineSchema } from "@/lib/items/readme/readme-line-schema";
import { itemLineSchema, itemLineSchemas } from "./item-line-schema";

describe("item line schemas", () => {
  it("has one schema per item kind, each accepting only its kind", () => {
    expect(Object.keys(itemLineSchemas).sort()).toEqual([...itemKinds].sort());
    for (const kind of itemKinds) {
      for (const other of itemKinds) {
        const parsed = itemLineSchemas[kind].safeParse(itemLineExamples[other]);
        expect(parsed.success, `${kind} schema on ${other} example`).toBe(kind === other);
      }
    }
  });

  it.each(itemKinds)("keeps every field of the %s example unchanged", (kind) => {
    const parsed = itemLineSchema.parse(itemLineExamples[kind]);
    expect(parsed).toMatchObject(itemLineExamples[kind]);
  });

  it("keeps meta as given", () => {
    const meta = { split: "test", nested: { list: [1, "два", null, { κ: true }] } };
    expect(itemLineSchema.parse({ ...itemLineExamples.dialogue, meta }).meta).toEqual(meta);
  });

  it("fills absent optional fields with null (references with [])", () => {
    const { difficulty, domain, dialogue_external_id, references, ...qa } =
      itemLineExamples.qa_pair;
    expect(
      [difficulty, domain, dialogue_external_id, references].every((v) => v !== undefined),
    ).toBe(true);
    expect(qaPairLineSchema.parse(qa)).toMatchObject({
      difficulty: null,
      domain: null,
      dialogue_external_id: null,
      references: [],
      meta: null,
    });
    expect(
      qaPairLineSchema.parse({ ...qa, references: [{ url: "https://a.example/" }] }).references,
    ).toEqual([{ url: "https://a.example/", title: null }]);
    expect(readmeLineSchema.parse({ kind: "readme", external_id: "r", content: "x" })).toEqual({
      kind: "readme",
      external_id: "r",
      content: "x",
      language: null,
      repo: null,
      url: null,
      license: null,
      meta: null,
    });
  });

  it.each([
    { value: "https://example.org/a?b=c#d", ok: true },
    { value: "HTTP://EXAMPLE.ORG", ok: true },
    { value: "javascript:alert(1)", ok: false },
    { value: "data:text/html,<b>x</b>", ok: false },
    { value: "file:///etc/passwd", ok: false },
    { value: "//example.org", ok: false },
    { value: "https://", ok: false },
  ])("reference url $value → $ok", ({ value, ok }) => {
    const line = { ...itemLineExamples.qa_pair, references: [{ url: value }] };
    expect(qaPairLineSchema.safeParse(line).success).toBe(ok);
  });

  it.each([
    { value: "en", ok: true },
    { value: "nl", ok: true },
    { value: "zh-CN", ok: false },
    { value: "En", ok: false },
    { value: "e", ok: false },
    { value: "", ok: false },
  ])("language $value → $ok", ({ value, ok }) => {
    expect(
      qaPairLineSchema.safeParse({ ...itemLineExamples.qa_pair, language: value }).success,
    ).toBe(ok);
  });

  it.each([
    { value: "owner/name", ok: true },
    { value: "Open-Liberty/sample.daytrader_8", ok: true },
    { value: "owner", ok: false },
    { value: "owner/name/extra", ok: false },
    { value: "https://github.com/owner/name", ok: false },
  ])("repo $value → $ok", ({ value, ok }) => {
    expect(readmeLineSchema.safeParse({ ...itemLineExamples.readme, repo: value }).success).toBe(
      ok,
    );
  });
});
