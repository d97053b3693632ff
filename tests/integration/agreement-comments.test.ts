import { describe, expect, it } from "vitest";
import { accuracyLabels } from "@/lib/annotations/annotation-schemas";
import type { ErrorCodesJson, KappaJson } from "@/lib/agreement/agreement-report-types";
import { codePrecisionRecall } from "@/lib/agreement/code-precision-recall";
import { krippendorffAlpha } from "@/lib/agreement/alpha";
import { normalizeColumns, normalizeRows } from "@/lib/agreement/confusion-matrix";
import { kappaStats } from "@/lib/agreement/kappa";
import { multiLabelKappa, multiLabelKappaByLevel } from "@/lib/agreement/multilabel";
import { getProjectAgreement } from "@/lib/agreement/data/get-project-agreement";
import { errorCodes } from "@/lib/taxonomy/comment-errors";
import {
  addJudge,
  commentAgreementFixture,
  type Judgment,
} from "./helpers/comment-agreement-fixture";

const taxonomy = { codes: errorCodes };
const codeList = errorCodes.map((c) => c.code);
const accuracyStats = (a: string[], b: string[]) =>
  kappaStats(a, b, { labels: accuracyLabels, ordinal: true });

describe("getProjectAgreement (generated_comment)", () => {
  it("equals the pure library on the vectors written to the database", async () => {
    const f = await commentAgreementFixture();
    const report = await getProjectAgreement({ actor: f.lead, projectId: f.projectId });
    expect(report).toMatchObject({
      project_id: f.projectId,
      kind: "generated_comment",
      items_compared: 13,
    });
    const [A, B] = [f.compared.map((s) => s.judgments[0]), f.compared.map((s) => s.judgments[1])];
    const stats = accuracyStats(
      A.map((j) => j.accuracy),
      B.map((j) => j.accuracy),
    );
    expect(report.fields.accuracy).toMatchObject({
      n: 13,
      observed: stats.observed,
      expected: stats.expected,
      kappa: stats.kappa,
      kappa_linear: stats.kappaLinear,
      kappa_quadratic: stats.kappaQuadratic,
      confusion: {
        labels: [...accuracyLabels],
        matrix: stats.confusion.matrix,
        row_normalized: normalizeRows(stats.confusion.matrix),
        column_normalized: normalizeColumns(stats.confusion.matrix),
      },
    });

    const sets = A.map((a, i) => ({ a: a.codes, b: B[i].codes }));
    const codes = report.fields.error_codes as Required<ErrorCodesJson>;
    const perCode = multiLabelKappa(sets, codeList);
    expect(codes.macro_kappa).toBe(perCode.macroKappa);
    expect(Object.keys(codes.codes)).toEqual(codeList);
    for (const c of perCode.perCode)
      expect(codes.codes[c.code]).toMatchObject({
        n: c.n,
        observed: c.observed,
        expected: c.expected,
        kappa: c.kappa,
        prevalence: c.prevalence,
      });
    for (const c of multiLabelKappaByLevel(sets, taxonomy, "group").perCode)
      expect(codes.groups[c.code].kappa).toBe(c.kappa);
    for (const c of multiLabelKappaByLevel(sets, taxonomy, "category").perCode)
      expect(codes.categories[c.code].kappa).toBe(c.kappa);

    const emails = [f.ana.email, f.ben.email, f.cy.email];
    const pairs = report.pairs.map((p) => ({
      raters: p.annotators,
      n: p.n,
      kappa: (p.fields.accuracy as KappaJson).kappa,
    }));
    const expectedPair = (x: string, y: string) => {
      const on = f.compared.filter(
        (s) =>
          [s.judgments[0].rater.email, s.judgments[1].rater.email].sort().join() ===
          [x, y].sort().join(),
      );
      const byRater = (email: string) =>
        on.map(
          (s) => (s.judgments[0].rater.email === email ? s.judgments[0] : s.judgments[1]).accuracy,
        );
      const [first, second] = [x, y].sort();
      return {
        raters: [first, second],
        n: on.length,
        kappa: accuracyStats(byRater(first), byRater(second)).kappa,
      };
    };
    expect(pairs).toEqual(
      [
        expectedPair(emails[0], emails[1]),
        expectedPair(emails[1], emails[2]),
        expectedPair(emails[0], emails[2]),
      ].sort((p, q) => p.raters.join().localeCompare(q.raters.join())),
    );

    // Alpha across every human annotation, coders × units with null for missing.
    const matrix = emails.map((e) =>
      f.compared.map(
        (s) => s.judgments.find((j: Judgment) => j.rater.email === e)?.accuracy ?? null,
      ),
    );
    expect(report.alpha.accuracy.nominal).toBe(
      krippendorffAlpha(matrix, { level: "nominal", labels: accuracyLabels }),
    );
    expect(report.alpha.accuracy.ordinal).toBe(
      krippendorffAlpha(matrix, { level: "ordinal", labels: accuracyLabels }),
    );
    expect(report.over_time.at(-1)).toMatchObject({ n: 13, kappa: stats.kappa });
    expect(JSON.parse(JSON.stringify(report))).toEqual(report);
  });

  it("changes n with the language, model, annotator-pair and date filters", async () => {
    const f = await commentAgreementFixture();
    const n = async (filters: object) =>
      (await getProjectAgreement({ actor: f.lead, projectId: f.projectId, filters }))
        .items_compared;
    const count = (keep: (s: (typeof f.compared)[number]) => boolean) =>
      f.compared.filter(keep).length;
    expect(await n({ language: "zh" })).toBe(count((s) => s.language === "zh"));
    expect(await n({ model: "m/one" })).toBe(count((s) => s.model === "m/one"));
    expect(await n({ language: "zh", model: "m/one" })).toBe(
      count((s) => s.language === "zh" && s.model === "m/one"),
    );
    expect(await n({ annotators: [f.cy.email, f.ben.email] })).toBe(4);
    const inDays = (lo: number, hi: number) =>
      count((s) => s.judgments[1].at.getUTCDate() >= lo && s.judgments[1].at.getUTCDate() <= hi);
    expect(await n({ from: "2026-03-02", to: "2026-03-03" })).toBe(inDays(2, 3));
    expect(await n({ from: "2026-03-04" })).toBe(inDays(4, 31));
    expect(await n({ to: "2026-03-01T10:00:00Z" })).toBe(inDays(1, 1));
    expect(await n({ language: "xx" })).toBe(0);
  });

  it("gives by_language and by_model (the model from the kind's column), each equal to the filtered report's fields", async () => {
    const f = await commentAgreementFixture();
    const report = await getProjectAgreement({ actor: f.lead, projectId: f.projectId });
    const languages = [...new Set(f.compared.map((s) => s.language))].sort();
    const models = [...new Set(f.compared.map((s) => s.model))].sort();
    expect(Object.keys(report.by_language)).toEqual(languages);
    expect(Object.keys(report.by_model)).toEqual(models);
    for (const [key, slices] of [
      ["language", report.by_language],
      ["model", report.by_model],
    ] as const) {
      for (const [value, slice] of Object.entries(slices)) {
        const filtered = await getProjectAgreement({
          actor: f.lead,
          projectId: f.projectId,
          filters: { [key]: value },
        });
        expect(slice.items_compared).toBe(filtered.items_compared);
        const { kappa, observed, n, ac1, pabak } = filtered.fields.accuracy as KappaJson;
        expect(slice.fields.accuracy).toMatchObject({ kappa, observed, n, ac1, pabak });
        const codes = slice.fields.error_codes as ErrorCodesJson;
        expect(Object.keys(codes)).toEqual(["macro_kappa", "macro_ci95"]);
        expect(codes.macro_kappa).toBe((filtered.fields.error_codes as ErrorCodesJson).macro_kappa);
        // Its own stream (decision 022): within Monte-Carlo error of the filtered report's, null together.
        expect(codes.macro_ci95 === null).toBe(
          (filtered.fields.error_codes as ErrorCodesJson).macro_ci95 === null,
        );
      }
    }
  });

  it("scores a machine rater against the humans and against gold", async () => {
    const f = await commentAgreementFixture();
    const { machine, gold } = await addJudge(f.specs, { count: 5, gold: 3 });
    const report = await getProjectAgreement({ actor: f.lead, projectId: f.projectId });
    const judge = report.machine.judge;
    expect(judge.items).toBe(5);
    const vsHumans = machine.flatMap((m) =>
      f.specs.find((s) => s.id === m.itemId)!.judgments.map((j) => [m.accuracy, j.accuracy]),
    );
    const humanStats = accuracyStats(
      vsHumans.map((p) => p[0]),
      vsHumans.map((p) => p[1]),
    );
    expect(judge.vs_humans.accuracy).toMatchObject({
      n: humanStats.n,
      observed: humanStats.observed,
      kappa: humanStats.kappa,
      kappa_quadratic: humanStats.kappaQuadratic,
    });
    const goldStats = accuracyStats(
      machine.slice(0, 3).map((m) => m.accuracy),
      gold.map((g) => g.accuracy),
    );
    expect(judge.vs_gold.accuracy).toMatchObject({ n: 3, kappa: goldStats.kappa });
    expect(judge.per_code).toEqual(
      codePrecisionRecall(
        machine.slice(0, 3).map((m, i) => ({ a: m.codes, b: gold[i].codes })),
        codeList,
      ),
    );
    // The judge is no human: it changes neither the compared items nor the pairs.
    expect(report.items_compared).toBe(13);
    expect(report.pairs.flatMap((p) => p.annotators)).not.toContain("machine:judge");
  });
});
