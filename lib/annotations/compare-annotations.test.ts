import { describe, expect, it } from "vitest";
import { annotationSchemaFor } from "./annotation-schema-for";
import { compareAnnotationSet } from "./compare-annotation-set";
import { compareAnnotations, normalizeAnswer, type CompareSettings } from "./compare-annotations";
import type { ItemKind } from "@/lib/items/item-kinds";
import { parseProjectSettings } from "@/lib/projects/project-settings";

// The defaults: reject rule veto, comments agree on accuracy and codes, README match 0.5.
const settings: CompareSettings = parseProjectSettings({});
const readme = "# Tiny\n\nParses TOML files. Watches folders for changes.";
const parse = (kind: ItemKind, value: object) =>
  annotationSchemaFor({
    kind,
    settings: parseProjectSettings({ taskCategories: ["knowledge_qa", "debugging", "other"] }),
    itemText: readme,
  }).parse(value);
const compare = (kind: ItemKind, a: object, b: object, s: Partial<CompareSettings> = {}) =>
  compareAnnotations({
    kind,
    a: parse(kind, a),
    b: parse(kind, b),
    settings: { ...settings, ...s },
  });

describe("compareAnnotations: dialogue", () => {
  const base = {
    dev_related: true,
    task_category: "knowledge_qa",
    code_centric: true,
    single_answer: true,
    time_invariant: false,
    evidence_supported: true,
  };
  it.each([
    [{}, {}, "agreed", []],
    [{ notes: "mine" }, { notes: "yours" }, "agreed", []],
    [
      {},
      { task_category: "debugging", code_centric: null },
      "disagreement",
      ["task_category", "code_centric"],
    ],
    [{}, { time_invariant: true }, "disagreement", ["time_invariant"]],
    [
      { dev_related: false, task_category: null, code_centric: null },
      {},
      "disagreement",
      ["dev_related", "task_category", "code_centric"],
    ],
  ])("%j vs %j → %s %j", (a, b, outcome, differences) => {
    expect(compare("dialogue", { ...base, ...a }, { ...base, ...b })).toEqual({
      outcome,
      differences,
    });
  });
});

describe("compareAnnotations: qa_pair", () => {
  const cites = [{ url: "https://go.dev/doc/" }, { url: "https://pkg.go.dev/net/http" }];
  const otherCites = [{ url: "https://example.org/a" }, { url: "https://example.org/b" }];
  const accept = (label: string, final_answer: string | null = null, citations = cites) => ({
    verdict: "accept",
    answer_label: label,
    final_answer,
    citations,
  });
  const reject = (...reasons: string[]) => ({ verdict: "reject", reject_reasons: reasons });
  it.each([
    [accept("correct"), accept("correct", null, otherCites), {}, "agreed", []],
    [accept("correct"), accept("incorrect", "Serve."), {}, "disagreement", ["answer_label"]],
    [
      accept("incorrect", " ListenAndServe. "),
      accept("incorrect", "listenandserve"),
      {},
      "agreed",
      [],
    ],
    [
      accept("partially_correct", "ListenAndServe"),
      accept("partially_correct", "Serve"),
      {},
      "disagreement",
      ["final_answer"],
    ],
    [reject("too_simple"), accept("correct"), {}, "rejected", ["verdict"]],
    [
      accept("correct"),
      reject("other"),
      { qaRejectRule: "adjudicate" },
      "disagreement",
      ["verdict"],
    ],
    [reject("too_simple"), reject("other"), { qaRejectRule: "adjudicate" }, "rejected", []],
    [reject("too_simple"), reject("other"), {}, "rejected", []],
  ] as const)("%j vs %j (%j) → %s %j", (a, b, s, outcome, differences) => {
    expect(compare("qa_pair", a, b, s)).toEqual({ outcome, differences });
  });

  it("normalizes final answers by case, width, spacing and a trailing full stop", () => {
    expect(normalizeAnswer("  ＬｉｓｔｅｎＡｎｄＳｅｒｖｅ 。")).toBe("listenandserve");
    expect(normalizeAnswer('http.ListenAndServe(":8080",  nil).')).toBe(
      'http.listenandserve(":8080", nil)',
    );
    expect(normalizeAnswer(null)).toBe("");
  });
});

describe("compareAnnotations: generated_comment", () => {
  it.each([
    [
      { accuracy: "incorrect", error_codes: ["SE-HA3", "LG-WL2"] },
      { accuracy: "incorrect", error_codes: ["LG-WL2", "SE-HA3"] },
      {},
      "agreed",
      [],
    ],
    [
      { accuracy: "incorrect", error_codes: ["SE-HA3"] },
      { accuracy: "incorrect", error_codes: ["SE-HA3", "LG-WL2"] },
      {},
      "disagreement",
      ["error_codes"],
    ],
    [
      { accuracy: "incorrect", error_codes: ["SE-HA3"] },
      { accuracy: "incorrect", error_codes: ["LG-WL2"] },
      { commentAgreement: "accuracy_only" },
      "agreed",
      [],
    ],
    [
      { accuracy: "correct" },
      { accuracy: "partially_correct", error_codes: ["MS-CC"] },
      {},
      "disagreement",
      ["accuracy", "error_codes"],
    ],
    [
      { accuracy: "correct" },
      { accuracy: "partially_correct" },
      { commentAgreement: "accuracy_only" },
      "disagreement",
      ["accuracy"],
    ],
  ] as const)("%j vs %j (%j) → %s %j", (a, b, s, outcome, differences) => {
    expect(compare("generated_comment", a, b, s)).toEqual({ outcome, differences });
  });
});

describe("compareAnnotations: readme", () => {
  const toml = {
    extractive: { start: 8, end: 25, text: "Parses TOML files" },
    abstractive: "Reads TOML configuration files",
  };
  const tomlOther = {
    extractive: { start: 8, end: 26, text: "Parses TOML files." },
    abstractive: "Understands a config format",
  };
  const watch = {
    extractive: { start: 27, end: 54, text: "Watches folders for changes" },
    abstractive: "Watches folders for changes",
  };
  const watchWords = {
    extractive: { start: 27, end: 42, text: "Watches folders" },
    abstractive: "watches folders for changes",
  };
  const f = (...list: object[]) => ({ functionalities: list });
  it.each([
    [f(toml, watch), f(watch, toml), {}, "agreed"],
    // same span, different words; different span, same words
    [f(toml, watch), f(tomlOther, watchWords), {}, "agreed"],
    [f(toml, watch), f(toml), {}, "disagreement"],
    [f(toml), f(watch), {}, "disagreement"],
    [f(toml), f(watch), { readmeMatchThreshold: 0 }, "agreed"],
    [f(toml, watch), f(tomlOther, watchWords), { readmeMatchThreshold: 1 }, "disagreement"],
  ] as const)("%j vs %j (%j) → %s", (a, b, s, outcome) => {
    expect(compare("readme", a, b, s).outcome).toBe(outcome);
  });
});

describe("compareAnnotationSet", () => {
  const qa = (value: object) => parse("qa_pair", value);
  const accept = qa({
    verdict: "accept",
    answer_label: "correct",
    citations: [{ url: "https://a.example/" }, { url: "https://b.example/" }],
  });
  it("takes the first annotation as gold when all agree", () => {
    const a = parse("generated_comment", { accuracy: "correct", notes: "first" });
    const b = parse("generated_comment", { accuracy: "correct", notes: "second" });
    expect(
      compareAnnotationSet({ kind: "generated_comment", annotations: [a, b], settings }),
    ).toEqual({
      outcome: "agreed",
      differences: [],
      gold: { source: "unanimous", data: a },
    });
  });
  it("makes a single annotation (overlap 1) the gold", () => {
    expect(
      compareAnnotationSet({ kind: "qa_pair", annotations: [accept], settings }),
    ).toMatchObject({ outcome: "agreed", gold: { source: "unanimous" } });
  });
  it("keeps the union of the QA annotators' citations in unanimous gold, one page once (SPEC §2)", () => {
    const a = qa({
      verdict: "accept",
      answer_label: "correct",
      citations: [
        { url: "https://go.dev/doc/", quote: "A's" },
        { url: "https://pkg.go.dev/net/http" },
      ],
      notes: "A",
    });
    const b = qa({
      verdict: "accept",
      answer_label: "correct",
      citations: [
        { url: "https://go.dev/doc#intro", quote: "B's" },
        { url: "https://example.org/spec" },
      ],
      notes: "B",
    });
    const c = qa({
      verdict: "accept",
      answer_label: "correct",
      citations: [
        { url: "https://example.org/spec/" },
        { url: "https://c.example/", quote: "C's" },
      ],
    });
    expect(compareAnnotationSet({ kind: "qa_pair", annotations: [a, b, c], settings })).toEqual({
      outcome: "agreed",
      differences: [],
      gold: {
        source: "unanimous",
        data: {
          ...(a as object),
          citations: [
            { url: "https://go.dev/doc/", quote: "A's" },
            { url: "https://pkg.go.dev/net/http", quote: null },
            { url: "https://example.org/spec", quote: null },
            { url: "https://c.example/", quote: "C's" },
          ],
        },
      },
    });
  });
  it("pools the reasons of a veto and of a unanimous rejection", () => {
    const r1 = qa({ verdict: "reject", reject_reasons: ["too_simple"] });
    const r2 = qa({ verdict: "reject", reject_reasons: ["other", "not_single_answer"] });
    expect(
      compareAnnotationSet({ kind: "qa_pair", annotations: [accept, r2], settings }).gold,
    ).toEqual({
      source: "veto",
      data: { verdict: "reject", reject_reasons: ["not_single_answer", "other"] },
    });
    expect(
      compareAnnotationSet({
        kind: "qa_pair",
        annotations: [r1, r2],
        settings: { ...settings, qaRejectRule: "adjudicate" },
      }),
    ).toEqual({
      outcome: "rejected",
      differences: [],
      gold: {
        source: "unanimous",
        data: { verdict: "reject", reject_reasons: ["not_single_answer", "too_simple", "other"] },
      },
    });
    expect(
      compareAnnotationSet({
        kind: "qa_pair",
        annotations: [accept, r1],
        settings: { ...settings, qaRejectRule: "adjudicate" },
      }),
    ).toEqual({
      outcome: "disagreement",
      differences: ["verdict"],
      gold: null,
    });
  });
  it("needs every annotation to match the first with overlap 3", () => {
    const c = (accuracy: string) => parse("generated_comment", { accuracy });
    expect(
      compareAnnotationSet({
        kind: "generated_comment",
        annotations: [c("correct"), c("correct"), c("incorrect")],
        settings,
      }),
    ).toMatchObject({
      outcome: "disagreement",
      differences: ["accuracy"],
      gold: null,
    });
    expect(() => compareAnnotationSet({ kind: "dialogue", annotations: [], settings })).toThrow(
      RangeError,
    );
  });
});
