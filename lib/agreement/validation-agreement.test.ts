import { describe, expect, it } from "vitest";
import { parseProjectSettings } from "@/lib/projects/project-settings";
import { agreementCsv } from "./agreement-csv";
import { buildAgreementReport } from "./agreement-report";
import type { AgreementItem, FunctionalitiesJson, KappaJson } from "./agreement-report-types";
import { agreementTable } from "./agreement-table";
import { krippendorffAlpha } from "./alpha";
import { cohenKappa } from "./kappa";

const settings = parseProjectSettings({ readmeValidation: true });
const at = (day: number, hour = 12) => new Date(Date.UTC(2026, 2, day, hour));
const list = (t: string) => ({
  functionalities: [{ extractive: { start: 0, end: 1, text: "x" }, abstractive: t }],
  notes: "",
});
// ana and ben annotate item 1; the validators are other people.
const annotated: AgreementItem[] = [
  {
    itemId: "1",
    annotations: [
      { id: 1, rater: "ana@x", submittedAt: at(1), data: list("a") },
      { id: 2, rater: "ben@x", submittedAt: at(1, 13), data: list("a") },
    ],
  },
];

// Hand-computed: A = 4,3,2,4,1 and B = 4,2,2,3,2 over the scale 1..4. Rows A, columns B:
// [0,1,0,0] [0,1,0,0] [0,1,0,0] [0,0,1,1]; p_o = 2/5, p_e = (1·0+1·3+1·1+2·1)/25 = 6/25,
// kappa = (0.4 − 0.24)/0.76 = 4/19. Quadratic: observed Σ(i−j)² = 3, expected Σ(i−j)²·r_i·c_j/n = 51/5,
// so kappa_q = 1 − 3/(51/5) = 12/17; linear: 1 − 3/(29/5) = 14/29.
const a = [4, 3, 2, 4, 1];
const b = [4, 2, 2, 3, 2];
const validators = (i: number): [string, string] =>
  i < 3 ? ["vic@x", "wen@x"] : ["wen@x", "xia@x"];
const ratings: AgreementItem[] = a.map((r, i) => {
  const [first, second] = validators(i);
  // Stored out of order on purpose: A is the earlier rating, not the first row.
  return {
    itemId: String(i + 1),
    annotations: [
      { id: 20 + i, rater: second, submittedAt: at(i + 2, 14), data: { rating: b[i] } },
      { id: 10 + i, rater: first, submittedAt: at(i + 2, 9), data: { rating: r } },
    ],
  };
});
const report = (filters = {}) =>
  buildAgreementReport({
    projectId: 4,
    kind: "readme",
    settings,
    taxonomy: { codes: [] },
    items: annotated,
    validation: ratings,
    filters,
  });

describe("README validation ratings in the agreement report", () => {
  it("gives validation_rating the ordinal kappa block over the declared 1–4 scale (hand-computed)", () => {
    const v = report().fields.validation_rating as KappaJson;
    expect(v).toMatchObject({ n: 5, observed: 0.4, expected: 0.24 });
    expect(v.kappa).toBeCloseTo(4 / 19, 12);
    expect(v.kappa_quadratic).toBeCloseTo(12 / 17, 12);
    expect(v.kappa_linear).toBeCloseTo(14 / 29, 12);
    expect(v.kappa_quadratic).toBeCloseTo(
      cohenKappa(a, b, { labels: [1, 2, 3, 4], weights: "quadratic" }) as number,
      12,
    );
    expect(v.kappa).toBeCloseTo(cohenKappa(a, b, { labels: [1, 2, 3, 4] }) as number, 12);
    expect(v.confusion).toMatchObject({
      labels: [1, 2, 3, 4],
      matrix: [
        [0, 1, 0, 0],
        [0, 1, 0, 0],
        [0, 1, 0, 0],
        [0, 0, 1, 1],
      ],
    });
  });

  it("keeps the functionalities and adds Krippendorff's alpha over all validators", () => {
    const r = report();
    expect(Object.keys(r.fields)).toEqual(["functionalities", "validation_rating"]);
    expect((r.fields.functionalities as FunctionalitiesJson).n).toBe(1);
    expect(r.items_compared).toBe(1);
    const units = [a, b];
    expect(r.alpha.validation_rating).toMatchObject({
      nominal: krippendorffAlpha(units, { level: "nominal", labels: [1, 2, 3, 4] }),
      ordinal: krippendorffAlpha(units, { level: "ordinal", labels: [1, 2, 3, 4] }),
    });
  });

  it("lists validator pairs beside annotator pairs, every pair with every field", () => {
    const r = report();
    expect(
      r.pairs.map((p) => [
        p.annotators,
        p.n,
        (p.fields.validation_rating as KappaJson).n,
        (p.fields.functionalities as FunctionalitiesJson).n,
      ]),
    ).toEqual([
      [["ana@x", "ben@x"], 1, 0, 1],
      [["vic@x", "wen@x"], 0, 3, 0],
      [["wen@x", "xia@x"], 0, 2, 0],
    ]);
    const vw = r.pairs[1].fields.validation_rating as KappaJson;
    expect(vw.kappa).toBe(cohenKappa(a.slice(0, 3), b.slice(0, 3), { labels: [1, 2, 3, 4] }));
    expect(vw.confusion).toBeUndefined();
  });

  it("applies the pair and date filters to the validators A and B", () => {
    expect(
      (report({ annotators: ["wen@x", "vic@x"] }).fields.validation_rating as KappaJson).n,
    ).toBe(3);
    // B rates the item with index i on day i + 2 at 14:00: days 4–6 keep indices 2, 3 and 4.
    const ranged = report({ from: at(4), before: at(7) }).fields.validation_rating as KappaJson;
    expect(ranged.n).toBe(3);
    expect(ranged.kappa).toBe(cohenKappa(a.slice(2, 5), b.slice(2, 5), { labels: [1, 2, 3, 4] }));
  });

  it("reports an item with one rating as not compared, and no field at all without the round", () => {
    const single = buildAgreementReport({
      projectId: 4,
      kind: "readme",
      settings,
      taxonomy: { codes: [] },
      items: annotated,
      validation: [{ itemId: "9", annotations: [ratings[0].annotations[0]] }],
    });
    expect(single.fields.validation_rating).toMatchObject({
      n: 0,
      observed: null,
      kappa: null,
      kappa_quadratic: null,
    });
    const off = buildAgreementReport({
      projectId: 4,
      kind: "readme",
      settings,
      taxonomy: { codes: [] },
      items: annotated,
    });
    expect(Object.keys(off.fields)).toEqual(["functionalities"]);
    expect(off.alpha).toEqual({});
  });

  it("shows up in the CSV and the terminal table", () => {
    const r = report();
    const v = r.fields.validation_rating as KappaJson;
    const csv = agreementCsv(r).split("\r\n");
    expect(
      csv.some((l) =>
        l.startsWith(
          `all,validation_rating,,5,0.4,0.24,${v.kappa},${v.kappa_linear},${v.kappa_quadratic},`,
        ),
      ),
    ).toBe(true);
    expect(csv.filter((l) => l.startsWith("pair:vic@x|wen@x,validation_rating,"))).toHaveLength(1);
    const table = agreementTable(r);
    expect(table).toMatch(/^validation_rating\s+5\s+0\.400\s+0\.240\s+0\.211\s+0\.706$/m);
    expect(table).toContain("validation_rating: nominal");
    expect(table).toContain("vic@x × wen@x  F1 undefined (n 0);  kappa");
  });
});
