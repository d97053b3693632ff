import { describe, expect, it } from "vitest";
import { parseProjectSettings } from "@/lib/projects/project-settings";
import type {
  AgreementItem,
  AnnotationData,
  FunctionalitiesJson,
  KappaJson,
} from "./agreement-report-types";
import { buildAgreementReport } from "./agreement-report";

const taxonomy = { codes: [] };
const at = (day: number) => new Date(Date.UTC(2026, 1, day));
/** Items annotated by ana then ben, one pair of annotation data per item. */
const pairs = (data: [AnnotationData, AnnotationData][]): AgreementItem[] =>
  data.map(([a, b], i) => ({
    itemId: String(i),
    language: null,
    model: null,
    annotations: [
      { id: 2 * i, rater: "ana@x", submittedAt: at(i + 1), data: a },
      { id: 2 * i + 1, rater: "ben@x", submittedAt: at(i + 1), data: b },
    ],
  }));

describe("buildAgreementReport per kind", () => {
  it("qa_pair: verdict over all items, answer_label only where both accepted", () => {
    const accept = (answer_label: string) => ({ verdict: "accept", answer_label });
    const reject = { verdict: "reject", answer_label: null, reject_reasons: ["other"] };
    const items = pairs([
      [accept("correct"), accept("correct")],
      [accept("partially_correct"), accept("incorrect")],
      [accept("correct"), reject],
      [reject, reject],
    ]);
    const r = buildAgreementReport({
      projectId: 1,
      kind: "qa_pair",
      settings: parseProjectSettings({}),
      taxonomy,
      items,
    });
    expect(Object.keys(r.fields)).toEqual(["verdict", "answer_label"]);
    expect(r.fields.verdict).toMatchObject({ n: 4, observed: 0.75, expected: 0.5, kappa: 0.5 });
    expect((r.fields.verdict as KappaJson).kappa_quadratic).toBeUndefined();
    const label = r.fields.answer_label as KappaJson;
    expect(label).toMatchObject({ n: 2, observed: 0.5, expected: 0.25 });
    expect(label.kappa).toBeCloseTo(1 / 3, 12);
    expect(label.kappa_quadratic).toBeDefined();
    expect(Object.keys(r.alpha)).toEqual(["verdict", "answer_label"]);
    expect(r.alpha.answer_label.ordinal).toBeDefined();
  });

  it("dialogue: conditional labels, boolean scales and undefined kappa as null", () => {
    const d = (
      dev: boolean,
      task: string | null,
      codeCentric: boolean | null,
      single: boolean,
    ) => ({
      dev_related: dev,
      task_category: task,
      code_centric: codeCentric,
      single_answer: single,
      time_invariant: false,
      evidence_supported: true,
      notes: "",
    });
    const items = pairs([
      [d(true, "knowledge_qa", true, true), d(true, "knowledge_qa", false, true)],
      [d(true, "knowledge_qa", true, false), d(true, "debugging", null, false)],
      [d(true, "testing", null, true), d(false, null, null, false)],
      [d(false, null, null, false), d(false, null, null, false)],
    ]);
    const settings = parseProjectSettings({
      taskCategories: ["knowledge_qa", "debugging", "testing"],
    });
    const r = buildAgreementReport({ projectId: 1, kind: "dialogue", settings, taxonomy, items });
    expect(Object.keys(r.fields)).toEqual([
      "dev_related",
      "task_category",
      "code_centric",
      "single_answer",
      "time_invariant",
      "evidence_supported",
    ]);
    expect((r.fields.dev_related as KappaJson).confusion?.labels).toEqual([false, true]);
    expect(r.fields.task_category).toMatchObject({ n: 2, observed: 0.5 });
    expect((r.fields.task_category as KappaJson).confusion?.labels).toEqual([
      "knowledge_qa",
      "debugging",
      "testing",
    ]);
    expect(r.fields.code_centric).toMatchObject({ n: 1, observed: 0 });
    expect(r.fields.single_answer).toMatchObject({ n: 4, observed: 0.75 });
    // Everyone said false: expected agreement is 1, so kappa is undefined, not 0 or 1.
    expect(r.fields.time_invariant).toMatchObject({
      n: 4,
      observed: 1,
      expected: 1,
      kappa: null,
      ci95: null,
      items_for_half_width_0_1: null,
    });
    expect(r.alpha.time_invariant).toEqual({ nominal: null, nominal_ci95: null });
    expect(r.over_time.at(-1)).toMatchObject({
      n: 4,
      kappa: (r.fields.dev_related as KappaJson).kappa,
    });
  });

  it("readme: matched precision, recall and F1, micro and macro", () => {
    // The same text selects the same span; different texts select disjoint spans.
    const spans = new Map<string, number>();
    const span = (t: string) =>
      spans.get(t) ?? (spans.set(t, 100 * spans.size), 100 * (spans.size - 1));
    const list = (...texts: string[]) => ({
      functionalities: texts.map((t) => ({
        extractive: { start: span(t), end: span(t) + 10, text: "x" },
        abstractive: t,
      })),
      notes: "",
    });
    const items = pairs([
      [list("export csv files", "import data"), list("export csv files")],
      [list("login users"), list("login users", "delete account")],
    ]);
    const r = buildAgreementReport({
      projectId: 1,
      kind: "readme",
      settings: parseProjectSettings({ readmeMatchThreshold: 0.5 }),
      taxonomy,
      items,
    });
    const f = r.fields.functionalities as FunctionalitiesJson;
    expect(f).toMatchObject({
      n: 2,
      matched: 2,
      size_a: 3,
      size_b: 3,
      precision: 2 / 3,
      recall: 2 / 3,
      f1: 2 / 3,
    });
    expect(f.macro).toEqual({ precision: 0.75, recall: 0.75, f1: 2 / 3 });
    expect(r.alpha).toEqual({});
    expect(r.pairs[0].fields.functionalities).toEqual(f);
    expect(r.over_time).toEqual([
      { date: "2026-02-01", n: 1, f1: 2 / 3 },
      { date: "2026-02-02", n: 2, f1: 2 / 3 },
    ]);
  });

  it("orients each pair from the first rater's side, whoever annotated first", () => {
    const list = (...texts: string[]) => ({
      functionalities: texts.map((abstractive) => ({ abstractive })),
    });
    const items = pairs([
      [list("a b"), list("a b", "c d")],
      [list("e f", "g h", "i j"), list("e f")],
    ]);
    // On the second item ben annotated first: ana is still the pair's first rater.
    const second = items[1].annotations;
    items[1] = {
      ...items[1],
      annotations: [
        { ...second[0], rater: "ben@x", data: second[1].data },
        { ...second[1], rater: "ana@x", data: second[0].data },
      ],
    };
    const r = buildAgreementReport({
      projectId: 1,
      kind: "readme",
      settings: parseProjectSettings({}),
      taxonomy,
      items,
    });
    expect(r.pairs).toHaveLength(1);
    // The pair's reference lists are ana's (1 + 3 entries); the pooled A lists are the first annotations (1 + 1).
    expect(r.pairs[0].fields.functionalities).toMatchObject({
      n: 2,
      matched: 2,
      size_a: 4,
      size_b: 3,
    });
    expect(r.fields.functionalities).toMatchObject({ n: 2, matched: 2, size_a: 2, size_b: 5 });
  });

  it("compares nothing when no item has two human annotations", () => {
    const items: AgreementItem[] = [
      {
        itemId: "1",
        language: null,
        model: null,
        annotations: [{ id: 1, rater: "ana@x", submittedAt: at(1), data: { accuracy: "correct" } }],
      },
    ];
    const r = buildAgreementReport({
      projectId: 1,
      kind: "generated_comment",
      settings: parseProjectSettings({}),
      taxonomy,
      items,
    });
    expect(r).toMatchObject({
      items_compared: 0,
      pairs: [],
      over_time: [],
      machine: {},
      alpha: { accuracy: { nominal: null, ordinal: null } },
    });
    expect(r.fields.accuracy).toMatchObject({
      n: 0,
      observed: null,
      expected: null,
      kappa: null,
      kappa_linear: null,
      kappa_quadratic: null,
    });
  });
});
