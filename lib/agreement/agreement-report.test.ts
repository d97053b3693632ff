import { describe, expect, it } from "vitest";
import { errorCodes } from "@/lib/taxonomy/comment-errors";
import { accuracyLabels } from "@/lib/annotations/annotation-schemas";
import { parseProjectSettings } from "@/lib/projects/project-settings";
import type {
  AgreementItem,
  AnnotationData,
  ErrorCodesJson,
  KappaJson,
} from "./agreement-report-types";
import { buildAgreementReport } from "./agreement-report";
import { kappaStats } from "./kappa";
import { multiLabelKappa } from "./multilabel";

const taxonomy = { codes: errorCodes };
const settings = parseProjectSettings({});
const at = (day: number, hour = 12) => new Date(Date.UTC(2026, 0, day, hour));
const gc = (accuracy: string, error_codes: string[] = []): AnnotationData => ({
  accuracy,
  error_codes,
  notes: "",
});
let nextId = 1;
const ann = (rater: string, submittedAt: Date, data: AnnotationData) => ({
  id: nextId++,
  rater,
  submittedAt,
  data,
});

// Hand-computed example; item 3 is annotated by ben first, item 4 has a third human, item 5 one.
const items: AgreementItem[] = [
  {
    itemId: "1",
    language: "en",
    model: "m1",
    annotations: [
      ann("ana@x", at(1, 9), gc("correct", ["MS-LT"])),
      ann("ben@x", at(1, 10), gc("correct", ["MS-LT"])),
      ann("machine:judge", at(1), gc("correct", ["MS-LT"])),
    ],
  },
  {
    itemId: "2",
    language: "en",
    model: "m1",
    annotations: [
      ann("ben@x", at(1, 11), gc("incorrect", ["SE-HA2"])),
      ann("ana@x", at(1, 10), gc("partially_correct", ["SE-HA1"])),
      ann("machine:judge", at(1), gc("incorrect", ["SE-HA2"])),
    ],
    gold: gc("incorrect", ["SE-HA2", "SE-HA3"]),
  },
  {
    itemId: "3",
    language: "zh",
    model: "m2",
    annotations: [ann("ben@x", at(2, 8), gc("incorrect")), ann("ana@x", at(2, 9), gc("incorrect"))],
  },
  {
    itemId: "4",
    language: "zh",
    model: "m2",
    annotations: [
      ann("ana@x", at(3, 8), gc("correct")),
      ann("cy@x", at(3, 9), gc("partially_correct", ["LG-GR4"])),
      ann("dan@x", at(4), gc("correct")),
    ],
  },
  {
    itemId: "5",
    language: "en",
    model: "m1",
    annotations: [ann("ana@x", at(5), gc("correct")), ann("machine:judge", at(5), gc("correct"))],
    gold: gc("correct"),
  },
];
const report = (filters = {}) =>
  buildAgreementReport({
    projectId: 7,
    kind: "generated_comment",
    settings,
    taxonomy,
    items,
    filters,
  });

describe("buildAgreementReport (generated_comment)", () => {
  it("gives by_language and by_model: each value's fields over its compared items, in summary detail", () => {
    const r = report();
    expect(Object.keys(r.by_language)).toEqual(["en", "zh"]);
    expect(Object.keys(r.by_model)).toEqual(["m1", "m2"]);
    // en = items 1 and 2 (item 5 has one human): A = ana on both, B = ben.
    const en = kappaStats(["correct", "partially_correct"], ["correct", "incorrect"], {
      labels: accuracyLabels,
      ordinal: true,
    });
    expect(r.by_language.en.items_compared).toBe(2);
    expect(r.by_language.en.fields.accuracy).toMatchObject({
      n: 2,
      observed: en.observed,
      kappa: en.kappa,
      kappa_quadratic: en.kappaQuadratic,
    });
    expect((r.by_language.en.fields.accuracy as KappaJson).confusion).toBeUndefined();
    expect(Object.keys(r.by_language.en.fields.error_codes)).toEqual(["macro_kappa", "macro_ci95"]);
    // Every en item is an m1 item and every zh item an m2 one, so the slices agree (their seeds differ).
    expect(r.by_model.m1.fields.accuracy).toMatchObject({ n: 2, kappa: en.kappa });
    expect(r.by_model.m2.items_compared).toBe(2);
  });

  it("gives every kappa block AC1, PABAK and a seeded interval around kappa; the same data gives the same report", () => {
    const r = report();
    const acc = r.fields.accuracy as KappaJson;
    // 4 items, p_o = 1/2 over 3 categories: PABAK = (3·0.5 − 1)/2; AC1 from the confusion matrix above:
    // rows 2, 1, 1 and columns 1, 1, 2, so π = (3, 2, 3)/8; p_e = Σπ(1−π)/2 = (15 + 12 + 15)/128 = 21/64;
    // AC1 = (1/2 − 21/64)/(1 − 21/64) = 11/43.
    expect(acc.pabak).toBeCloseTo(0.25, 12);
    expect(acc.ac1).toBeCloseTo(11 / 43, 12);
    if (acc.ci95 !== null) expect(acc.ci95[0]).toBeLessThanOrEqual(acc.kappa!);
    expect(acc).toHaveProperty("ci95_quadratic");
    expect(report()).toEqual(r);
  });

  it("reports accuracy over the declared ordinal scale with a confusion matrix", () => {
    const r = report();
    expect(r).toMatchObject({ project_id: 7, kind: "generated_comment", items_compared: 4 });
    const acc = r.fields.accuracy as KappaJson;
    expect(acc).toMatchObject({ n: 4, observed: 0.5, expected: 5 / 16 });
    expect(acc.kappa).toBeCloseTo(3 / 11, 12);
    expect(acc.kappa_linear).toBeCloseTo(0.5, 12);
    expect(acc.kappa_quadratic).toBeCloseTo(9 / 13, 12);
    expect(acc.confusion).toEqual({
      labels: ["correct", "partially_correct", "incorrect"],
      matrix: [
        [1, 1, 0],
        [0, 0, 1],
        [0, 0, 1],
      ],
      row_normalized: [
        [0.5, 0.5, 0],
        [0, 0, 1],
        [0, 0, 1],
      ],
      column_normalized: [
        [1, 1, 0],
        [0, 0, 0.5],
        [0, 0, 0.5],
      ],
    });
  });

  it("lists every declared code, group and category; unused ones have kappa null", () => {
    const codes = report().fields.error_codes as Required<ErrorCodesJson>;
    expect(Object.keys(codes.codes)).toEqual(errorCodes.map((c) => c.code));
    expect(codes.codes["MS-LT"]).toMatchObject({
      n: 4,
      observed: 1,
      expected: 0.625,
      kappa: 1,
      prevalence: 0.25,
    });
    expect(codes.codes["SE-HA1"]).toMatchObject({
      n: 4,
      observed: 0.75,
      expected: 0.75,
      kappa: 0,
      prevalence: 1 / 8,
    });
    // Kappa undefined (nobody used the code): no interval; AC1 and PABAK are still defined (both 1 at full agreement).
    expect(codes.codes["ST-IF"]).toEqual({
      n: 4,
      observed: 1,
      expected: 1,
      kappa: null,
      ci95: null,
      ac1: 1,
      pabak: 1,
      prevalence: 0,
    });
    expect(codes.macro_kappa).toBe(0.25);
    expect(Object.keys(codes.groups)).toEqual([
      "MS-ME",
      "MS-RE",
      "LG-GR",
      "LG-WL",
      "SE-HA",
      "SE-CS",
    ]);
    expect(codes.groups["SE-HA"].kappa).toBe(1);
    expect(codes.groups["LG-GR"].kappa).toBe(0);
    expect(
      Object.fromEntries(Object.entries(codes.categories).map(([c, k]) => [c, k.kappa])),
    ).toEqual({ MS: 1, LG: 0, SE: 1, ST: null });
  });

  it("groups by unordered annotator pair and computes alpha across all humans", () => {
    const r = report();
    expect(r.pairs.map((p) => [p.annotators, p.n])).toEqual([
      [["ana@x", "ben@x"], 3],
      [["ana@x", "cy@x"], 1],
    ]);
    const anaBen = r.pairs[0].fields;
    expect((anaBen.accuracy as KappaJson).kappa).toBeCloseTo(0.5, 12);
    expect((anaBen.accuracy as KappaJson).confusion).toBeUndefined();
    expect(Object.keys(anaBen.error_codes)).toEqual(["macro_kappa", "macro_ci95"]);
    expect((r.pairs[1].fields.accuracy as KappaJson).kappa).toBe(0);
    expect(r.alpha.accuracy.nominal).toBeCloseTo(5 / 13, 12);
    expect(r.alpha.accuracy.ordinal).toBeCloseTo(701 / 945, 12);
  });

  it("tracks cumulative kappa by the UTC day of the second annotation", () => {
    const overTime = report().over_time;
    expect(overTime.map((d) => [d.date, d.n])).toEqual([
      ["2026-01-01", 2],
      ["2026-01-02", 3],
      ["2026-01-03", 4],
    ]);
    expect(overTime[0].kappa).toBeCloseTo(1 / 3, 12);
    expect(overTime[1].kappa).toBeCloseTo(0.5, 12);
    expect(overTime[2].kappa).toBe((report().fields.accuracy as KappaJson).kappa);
  });

  it("scores a machine rater against every human annotation and against gold", () => {
    const judge = report().machine.judge;
    expect(judge.items).toBe(3);
    const vsHumans = judge.vs_humans.accuracy as KappaJson;
    expect(vsHumans).toMatchObject({ n: 5, observed: 0.8, expected: 0.44 });
    expect(vsHumans.kappa).toBeCloseTo(9 / 14, 12);
    // Rows are the reference (the humans), columns the machine, as in sklearn's (y_true, y_pred).
    expect(vsHumans.confusion?.matrix).toEqual([
      [3, 0, 0],
      [0, 0, 1],
      [0, 0, 1],
    ]);
    expect(judge.vs_gold.accuracy).toMatchObject({ n: 2, observed: 1, kappa: 1 });
    expect(judge.per_code?.["SE-HA2"]).toEqual({ precision: 1, recall: 1, f1: 1, support: 1 });
    expect(judge.per_code?.["SE-HA3"]).toEqual({ precision: null, recall: 0, f1: 0, support: 1 });
    expect(judge.per_code?.["MS-LT"]).toEqual({
      precision: null,
      recall: null,
      f1: null,
      support: 0,
    });
  });

  it("filters by annotator pair (either order) and by the second annotation's time", () => {
    expect(report({ annotators: ["BEN@x", "ana@x"] }).items_compared).toBe(3);
    expect(report({ from: at(2, 0) }).items_compared).toBe(2);
    expect(report({ before: at(2, 0) }).items_compared).toBe(2);
    expect(report({ from: at(2, 0), before: at(3, 0) }).items_compared).toBe(1);
    // An item with one human annotation has no second annotation to filter on.
    expect(report({ annotators: ["ana@x", "ben@x"] }).machine.judge.items).toBe(2);
  });

  it("matches kappaStats and multiLabelKappa on the same vectors", () => {
    let seed = 42;
    const rand = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)];
    const some = () => errorCodes.filter(() => rand() < 0.08).map((c) => c.code);
    const random: AgreementItem[] = Array.from({ length: 300 }, (_, i) => ({
      itemId: String(i),
      language: null,
      model: null,
      annotations: [
        ann(pick(["a@x", "b@x"]), at(1 + (i % 20)), gc(pick(accuracyLabels), some())),
        ann(pick(["c@x", "d@x"]), at(1 + (i % 20), 13), gc(pick(accuracyLabels), some())),
      ],
    }));
    const r = buildAgreementReport({
      projectId: 1,
      kind: "generated_comment",
      settings,
      taxonomy,
      items: random,
    });
    const a = random.map((it) => it.annotations[0].data);
    const b = random.map((it) => it.annotations[1].data);
    const expected = kappaStats(
      a.map((d) => d.accuracy as string),
      b.map((d) => d.accuracy as string),
      { labels: accuracyLabels, ordinal: true },
    );
    const acc = r.fields.accuracy as KappaJson;
    expect([
      acc.n,
      acc.observed,
      acc.expected,
      acc.kappa,
      acc.kappa_linear,
      acc.kappa_quadratic,
    ]).toEqual([
      expected.n,
      expected.observed,
      expected.expected,
      expected.kappa,
      expected.kappaLinear,
      expected.kappaQuadratic,
    ]);
    const ml = multiLabelKappa(
      a.map((d, i) => ({ a: d.error_codes as string[], b: b[i].error_codes as string[] })),
      errorCodes.map((c) => c.code),
    );
    const codes = r.fields.error_codes as Required<ErrorCodesJson>;
    expect(codes.macro_kappa).toBe(ml.macroKappa);
    for (const c of ml.perCode) expect(codes.codes[c.code].kappa).toBe(c.kappa);
  });
});
