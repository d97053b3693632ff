import { describe, expect, it } from "vitest";
import { categoricalField } from "./categorical-field";
import { codeAverages } from "./code-precision-recall";
import { judgesCsv } from "./judges-csv";
import { buildJudgesReport } from "./judges-report";
import type { JudgeItem, JudgeRunInput } from "./judges-report-types";

// Known answers from scikit-learn 1.2.1 (/usr/bin/python3) on the same vectors: cohen_kappa_score
// (unweighted, linear, quadratic), accuracy_score, precision_recall_fscore_support (average=None,
// "macro", "micro"), confusion_matrix (counts, normalize="true", normalize="pred").
const SCALE = ["good", "fair", "bad"];
const GOLD = [0, 0, 1, 2, 2, 1, 0, 2, 1, 1, 0, 2, 2, 0, 1, 2, 0, 1];
const JUDGE = [0, 1, 1, 2, 1, 1, 0, 2, 0, 2, 0, 2, 2, 1, 1, 0, 0, 1];
const SK = {
  kappa: 0.5,
  kappa_linear: 0.5531914893617021,
  kappa_quadratic: 0.6086956521739131,
  accuracy: 0.6666666666666666,
  precision: [0.6666666666666666, 0.5714285714285714, 0.8],
  recall: [0.6666666666666666, 0.6666666666666666, 0.6666666666666666],
  support: [6, 6, 6],
  cm: [
    [4, 2, 0],
    [1, 4, 1],
    [1, 1, 4],
  ],
  cm_true: [
    [0.6666666666666666, 0.3333333333333333, 0.0],
    [0.16666666666666666, 0.6666666666666666, 0.16666666666666666],
    [0.16666666666666666, 0.16666666666666666, 0.6666666666666666],
  ],
  cm_pred: [
    [0.6666666666666666, 0.2857142857142857, 0.0],
    [0.16666666666666666, 0.5714285714285714, 0.2],
    [0.16666666666666666, 0.14285714285714285, 0.8],
  ],
};
const CODES = ["X", "Y", "Z"];
const GOLD_SETS = [["X"], ["X", "Y"], [], ["Z"], ["Y", "Z"], ["X"], ["Y"], ["X", "Z"]];
const JUDGE_SETS = [["X"], ["Y"], ["Z"], ["Z"], ["Y"], ["X", "Y"], [], ["X", "Z"]];
const SK_CODES = {
  precision: [1.0, 0.6666666666666666, 0.6666666666666666],
  recall: [0.75, 0.6666666666666666, 0.6666666666666666],
  f1: [0.8571428571428571, 0.6666666666666666, 0.6666666666666666],
  support: [4, 3, 3],
  macro: [0.7777777777777777, 0.6944444444444443, 0.7301587301587301],
  micro: [0.7777777777777778, 0.7, 0.7368421052631577],
};

const close = (actual: unknown, expected: number) =>
  expect(actual as number).toBeCloseTo(expected, 9);
const grade = categoricalField("grade", SCALE, true, (d) => d.grade);
const codesOf = (i: number) =>
  i < GOLD_SETS.length ? { gold: GOLD_SETS[i], judge: JUDGE_SETS[i] } : { gold: [], judge: [] };

/** 18 scored items (the vectors above) in two languages, and 8 more whose outputs are failures (26 outputs: coverage 18/26). */
function fixture() {
  const items: JudgeItem[] = GOLD.map((g, i) => ({
    itemId: i + 1,
    language: i % 2 === 0 ? "en" : "el",
    gold: { grade: SCALE[g], error_codes: codesOf(i).gold },
    humans: [
      { rater: "ann@x", data: { grade: SCALE[g] } },
      ...(i < 6 ? [{ rater: "bob@x", data: { grade: SCALE[JUDGE[i]] } }] : []),
    ],
  }));
  const failures = [
    "unparseable",
    "unparseable",
    "empty",
    "refusal",
    "invalid",
    "invalid",
    "invalid",
    "empty",
  ] as const;
  failures.forEach((_, k) =>
    items.push({
      itemId: 100 + k,
      language: "en",
      gold: { grade: "good", error_codes: [] },
      humans: [],
    }),
  );
  items.push({ itemId: 200, language: null, gold: null, humans: [] });
  const run: JudgeRunInput = {
    id: 7,
    name: "judge",
    model: "gpt-4o-mini",
    version: null,
    promptStrategy: "rubric",
    promptLanguage: "en",
    temperature: 0,
    seed: 1,
    runNumber: 1,
    outputs: [
      ...JUDGE.map((j, i) => ({
        itemId: i + 1,
        label: { grade: SCALE[j], error_codes: codesOf(i).judge },
      })),
      ...failures.map((type, k) => ({ itemId: 100 + k, failure: { type } })),
    ],
  };
  return { items, run };
}

describe("buildJudgesReport", () => {
  const { items, run } = fixture();
  const report = buildJudgesReport({
    projectId: 1,
    kind: "dialogue",
    fields: [grade],
    codes: CODES,
    items,
    runs: [run],
  });
  const all = report.runs[0].slices[0];

  it("counts coverage and failures by type, scoring only the labels", () => {
    expect(report.runs[0].slices.map((s) => s.language)).toEqual(["all", "el", "en"]);
    expect(all).toMatchObject({
      items: 27,
      outputs: 26,
      labels: 18,
      failures: { unparseable: 2, empty: 2, refusal: 1, invalid: 3 },
      gold_items: 26,
    });
    close(all.coverage, 18 / 26);
    close(all.gold_coverage, 18 / 26);
    expect(all.vs_gold.n).toBe(18);
    expect(all.vs_gold.fields.grade.n).toBe(18);
    const el = report.runs[0].slices[1];
    expect(el).toMatchObject({
      items: 9,
      outputs: 9,
      labels: 9,
      coverage: 1,
      failures: { unparseable: 0, empty: 0, refusal: 0, invalid: 0 },
    });
  });

  it("equals scikit-learn's kappa (weighted), accuracy, per-label precision/recall and normalised confusion matrices", () => {
    const g = all.vs_gold.fields.grade;
    close(g.kappa, SK.kappa);
    close(g.kappa_linear, SK.kappa_linear);
    close(g.kappa_quadratic, SK.kappa_quadratic);
    close(g.accuracy, SK.accuracy);
    expect(g.ci95).not.toBeNull();
    expect(g.ci95![0]).toBeLessThanOrEqual(SK.kappa);
    expect(g.ci95![1]).toBeGreaterThanOrEqual(SK.kappa);
    expect(g.confusion!.labels).toEqual(SCALE);
    expect(g.confusion!.matrix).toEqual(SK.cm);
    g.confusion!.row_normalized.flat().forEach((v, i) => close(v, SK.cm_true.flat()[i]));
    g.confusion!.column_normalized.flat().forEach((v, i) => close(v, SK.cm_pred.flat()[i]));
    g.per_label!.forEach((l, i) => {
      expect(l.label).toBe(SCALE[i]);
      close(l.precision, SK.precision[i]);
      close(l.recall, SK.recall[i]);
      expect(l.support).toBe(SK.support[i]);
    });
  });

  it("equals scikit-learn's per-code, macro and micro precision/recall/F1 for error codes", () => {
    const codes = all.vs_gold.error_codes!;
    CODES.forEach((c, i) => {
      close(codes.per_code[c].precision, SK_CODES.precision[i]);
      close(codes.per_code[c].recall, SK_CODES.recall[i]);
      close(codes.per_code[c].f1, SK_CODES.f1[i]);
      expect(codes.per_code[c].support).toBe(SK_CODES.support[i]);
    });
    [codes.macro, codes.micro].forEach((avg, k) => {
      const sk = k === 0 ? SK_CODES.macro : SK_CODES.micro;
      close(avg.precision, sk[0]);
      close(avg.recall, sk[1]);
      close(avg.f1, sk[2]);
    });
  });

  it("scores the judge against each human on the items both labelled", () => {
    expect(all.vs_annotators.map((a) => [a.annotator, a.n])).toEqual([
      ["ann@x", 18],
      ["bob@x", 6],
    ]);
    close(all.vs_annotators[0].fields.grade.kappa, SK.kappa);
    // Bob gave the judge's own labels: perfect agreement.
    expect(all.vs_annotators[1].fields.grade).toMatchObject({ n: 6, accuracy: 1 });
    expect(all.vs_annotators[1].fields.grade.confusion).toBeUndefined();
  });

  it("writes every figure to the CSV", () => {
    const csv = judgesCsv(report).split("\r\n");
    expect(csv[0]).toBe(
      "run,model,version,prompt_strategy,prompt_language,temperature,seed,run_number,language,scope,field,label,metric,value",
    );
    expect(csv).toContain("judge,gpt-4o-mini,,rubric,en,0,1,1,all,coverage,,,failures_invalid,3");
    expect(csv).toContain(
      `judge,gpt-4o-mini,,rubric,en,0,1,1,all,gold,grade,,kappa_quadratic,${SK.kappa_quadratic}`,
    );
    expect(csv).toContain(
      "judge,gpt-4o-mini,,rubric,en,0,1,1,all,gold,grade,good>fair,confusion_count,2",
    );
    expect(csv).toContain("judge,gpt-4o-mini,,rubric,en,0,1,1,el,annotator:ann@x,grade,,n,9");
  });
});

describe("codeAverages", () => {
  it("leaves codes whose metric is undefined out of the macro mean; micro sums the counts", () => {
    // X: tp 1, fp 1 → P 0.5, R 1; Y: only predicted → P 0, R undefined; W: nowhere → all undefined.
    const items = [
      { a: ["X"], b: ["X"] },
      { a: ["X", "Y"], b: [] },
    ];
    expect(codeAverages(items, ["X", "Y", "W"])).toEqual({
      macro: { precision: 0.25, recall: 1, f1: (2 / 3 + 0) / 2 },
      micro: { precision: 1 / 3, recall: 1, f1: 0.5 },
    });
    expect(codeAverages([], ["X"])).toEqual({
      macro: { precision: null, recall: null, f1: null },
      micro: { precision: null, recall: null, f1: null },
    });
  });
});
