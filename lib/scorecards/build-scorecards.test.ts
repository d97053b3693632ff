import { describe, expect, it } from "vitest";
import { parseProjectSettings } from "@/lib/projects/project-settings";
import { buildScorecards, type RaterRow, type ScorecardItem } from "./build-scorecards";

const settings = parseProjectSettings({});
const rater = (key: string, extra: Partial<RaterRow> = {}): RaterRow => ({
  key,
  userId: null,
  email: `${key}@x.org`,
  name: key,
  role: "annotator",
  isActive: true,
  isExternal: false,
  submitted: 0,
  skipped: 0,
  inProgress: 0,
  medianSeconds: null,
  p90Seconds: null,
  lastActivityAt: null,
  ...extra,
});
const acc = (accuracy: string) => ({ accuracy, error_codes: [], notes: "" });

// (ana, ben, cy, gold, adjudication choice): ana shares items 0–5 with ben, 6–9 with cy.
const table: [string, string | null, string | null, string | null, string | null][] = [
  ["correct", "correct", null, "correct", null],
  ["correct", "incorrect", null, "incorrect", "b"],
  ["partially_correct", "partially_correct", null, "partially_correct", null],
  ["incorrect", "incorrect", null, "incorrect", null],
  ["correct", "partially_correct", null, "correct", "a"],
  ["incorrect", "correct", null, "correct", "merged"],
  ["correct", null, "correct", "correct", null],
  ["partially_correct", null, "incorrect", "incorrect", null],
  ["incorrect", null, "incorrect", "incorrect", null],
  ["correct", null, "partially_correct", null, null],
];
const items: ScorecardItem[] = table.map(([a, b, c, gold, choice]) => ({
  annotations: [
    { rater: "ana", data: acc(a) },
    ...(b ? [{ rater: "ben", data: acc(b) }] : []),
    ...(c ? [{ rater: "ext:cy", data: acc(c) }] : []),
  ],
  gold: gold ? acc(gold) : null,
  choice,
}));

const report = () =>
  buildScorecards({
    projectId: 1,
    kind: "generated_comment",
    settings,
    raters: [
      rater("ana"),
      rater("ben"),
      rater("ext:cy", { email: null, name: "katzy-expert", isExternal: true, role: null }),
    ],
    items,
    checks: [
      { rater: "ana", score: 1 },
      { rater: "ana", score: 0 },
      { rater: "ana", score: 1 },
    ],
  });

describe("buildScorecards", () => {
  // Expected values: sklearn.metrics.cohen_kappa_score(a, b, labels=[correct, partially_correct, incorrect], weights=…)
  it("gives each rater's kappa against each peer and pooled over all peers, as scikit-learn does", () => {
    const [ana, ben, cy] = report().annotators;
    expect(ana.peers.byPeer.map((p) => [p.annotator, p.n, p.isExternal])).toEqual([
      ["ben@x.org", 6, false],
      ["katzy-expert", 4, true],
    ]);
    const [vsBen, vsCy] = ana.peers.byPeer;
    expect(vsBen.fields.accuracy.kappa).toBeCloseTo(0.25, 12);
    expect(vsBen.fields.accuracy.kappa_linear).toBeCloseTo(0.11764705882352933, 12);
    expect(vsBen.fields.accuracy.kappa_quadratic).toBeCloseTo(0, 12);
    expect(vsCy.fields.accuracy.kappa).toBeCloseTo(0.2727272727272727, 12);
    expect(vsCy.fields.accuracy.kappa_quadratic).toBeCloseTo(0.6923076923076923, 12);
    expect(ana.peers.n).toBe(10);
    expect(ana.peers.fields.accuracy.kappa).toBeCloseTo(0.25373134328358204, 12);
    expect(ana.peers.fields.accuracy.kappa_linear).toBeCloseTo(0.27083333333333326, 12);
    expect(ana.peers.fields.accuracy.kappa_quadratic).toBeCloseTo(0.2857142857142857, 12);
    // Unweighted kappa is symmetric: Ben against Ana is Ana against Ben.
    expect(ben.peers.byPeer).toHaveLength(1);
    expect(ben.peers.fields.accuracy.kappa).toBeCloseTo(0.25, 12);
    expect(cy.peers.byPeer[0].annotator).toBe("ana@x.org");
  });

  it("scores agreement with final gold by the kind's decisive fields and by kappa", () => {
    const [ana, ben] = report().annotators;
    expect(ana.gold).toMatchObject({ n: 9, equal: 6 });
    expect(ana.gold.share).toBeCloseTo(6 / 9, 12);
    expect(ana.gold.fields.accuracy.kappa).toBeCloseTo(0.47058823529411764, 12);
    expect(ana.gold.fields.accuracy.kappa_quadratic).toBeCloseTo(0.4, 12);
    expect(ben.gold).toMatchObject({ n: 6, equal: 5 });
  });

  it("counts error codes as decisive for gold only when the project compares them", () => {
    const coded: ScorecardItem = {
      annotations: [
        { rater: "ana", data: { accuracy: "correct", error_codes: ["SE-MD"], notes: "" } },
      ],
      gold: acc("correct"),
      choice: null,
    };
    const run = (commentAgreement: "accuracy_and_codes" | "accuracy_only") =>
      buildScorecards({
        projectId: 1,
        kind: "generated_comment",
        settings: parseProjectSettings({ commentAgreement }),
        raters: [rater("ana")],
        items: [coded],
      }).annotators[0].gold.equal;
    expect(run("accuracy_and_codes")).toBe(0);
    expect(run("accuracy_only")).toBe(1);
  });

  it("counts a disagreement as overruled when the adjudicator took the other annotation, not on a merge", () => {
    const [ana, ben, cy] = report().annotators;
    expect(ana.adjudication).toEqual({ disagreements: 3, overruled: 1, share: 1 / 3 });
    expect(ben.adjudication).toEqual({ disagreements: 3, overruled: 1, share: 1 / 3 });
    expect(cy.adjudication).toEqual({ disagreements: 0, overruled: 0, share: null });
  });

  it("averages check scores; null with none; an undefined kappa stays null", () => {
    const [ana, ben] = report().annotators;
    expect(ana.checks).toEqual({ n: 3, meanScore: 2 / 3, paused: null });
    expect(ben.checks.meanScore).toBeNull();
    const lone = buildScorecards({
      projectId: 1,
      kind: "generated_comment",
      settings,
      raters: [rater("dan")],
      items: [],
    }).annotators[0];
    expect(lone.peers).toMatchObject({ n: 0, byPeer: [] });
    expect(lone.peers.fields.accuracy).toMatchObject({ n: 0, kappa: null, observed: null });
    expect(lone.gold.share).toBeNull();
  });

  it("gives per language the same item figures as a report over that language's items alone", () => {
    // Items 0–4 and 6–7 are Greek, the rest English; item 9 has no language.
    const languageOf = (i: number) => (i === 9 ? null : i <= 4 || i === 6 || i === 7 ? "el" : "en");
    const withLanguage = items.map((item, i) => ({ ...item, language: languageOf(i) }));
    const raters = [
      rater("ana"),
      rater("ben"),
      rater("ext:cy", { email: null, name: "katzy-expert", isExternal: true, role: null }),
    ];
    const all = buildScorecards({
      projectId: 1,
      kind: "generated_comment",
      settings,
      raters,
      items: withLanguage,
    });
    const [ana, ben, cy] = all.annotators;
    expect(Object.keys(ana.byLanguage)).toEqual(["el", "en"]);
    expect(Object.keys(cy.byLanguage)).toEqual(["el", "en"]);
    // Ben annotated only items 0–5: Greek 0–4 and English 5.
    expect(ben.byLanguage.el.submitted).toBe(5);
    expect(ben.byLanguage.en.submitted).toBe(1);
    for (const language of ["el", "en"]) {
      const only = buildScorecards({
        projectId: 1,
        kind: "generated_comment",
        settings,
        raters,
        items: withLanguage.filter((it) => it.language === language),
      });
      only.annotators.forEach((card, r) => {
        const slice = all.annotators[r].byLanguage[language];
        expect(slice.submitted).toBe(card.byLanguage[language]?.submitted ?? 0);
        expect(slice.peers.n).toBe(card.peers.n);
        expect(slice.peers.fields.accuracy.kappa).toBe(card.peers.fields.accuracy.kappa);
        expect(slice.gold).toMatchObject({
          n: card.gold.n,
          equal: card.gold.equal,
          share: card.gold.share,
        });
        expect(slice.gold.fields.accuracy.kappa).toBe(card.gold.fields.accuracy.kappa);
        expect(slice.adjudication).toEqual(card.adjudication);
      });
    }
    // Greek, ana vs ben on items 0–4 and vs cy on 6–7: sklearn's cohen_kappa_score over those 7 pairs.
    expect(ana.byLanguage.el.peers.n).toBe(7);
    expect(ana.byLanguage.el.peers.fields.accuracy.kappa).toBeCloseTo(0.38235294117647056, 12);
    expect(ana.byLanguage.el.peers.fields.accuracy.ci95).not.toBeUndefined();
    // A report filtered to one language (in SQL) has no breakdown and says which language it is.
    const filtered = buildScorecards({
      projectId: 1,
      kind: "generated_comment",
      settings,
      raters,
      items: withLanguage.filter((it) => it.language === "el"),
      language: "el",
      languages: ["el", "en"],
    });
    expect(filtered.language).toBe("el");
    expect(filtered.languages).toEqual(["el", "en"]);
    expect(filtered.annotators[0].byLanguage).toEqual({});
  });
});
