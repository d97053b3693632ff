import { describe, expect, it } from "vitest";
import { POST as outputsRoute } from "@/app/api/v1/machine-runs/[id]/outputs/route";
import { POST as runsRoute } from "@/app/api/v1/projects/[id]/machine-runs/route";
import { GET as judgesRoute } from "@/app/api/v1/projects/[id]/judges/route";
import type { JudgesReport } from "@/lib/agreement/judges-report-types";
import { createApiToken } from "@/lib/auth/api-tokens";
import type { SessionUser } from "@/lib/auth/session-user";
import { db } from "@/lib/db";
import { claimNextItem } from "@/lib/queue/claim-next-item";
import { submitAnnotation } from "@/lib/queue/submit-annotation";
import { makeQueueProject } from "../concurrency/queue-fixtures";
import { callRoute } from "./helpers/call-route";

// Ten generated comments; two annotators agree on each, so each has a gold record. A judge run
// labels seven and fails on three (30 %): coverage 0.7, and only the seven are scored. Expected
// values from scikit-learn 1.2.1 on the seven (gold, judge) pairs, pasted (the tests do not run Python):
// cohen_kappa_score(labels=[0,1,2]) unweighted, linear, quadratic; accuracy_score; precision_recall_fscore_support.
const GOLD = [
  "correct",
  "incorrect",
  "partially_correct",
  "correct",
  "incorrect",
  "correct",
  "partially_correct",
  "incorrect",
  "correct",
  "correct",
];
const JUDGE = [
  "correct",
  "partially_correct",
  "partially_correct",
  "correct",
  "incorrect",
  "incorrect",
  "correct",
];
const SK = {
  kappa: 0.34375,
  linear: 0.36363636363636354,
  quadratic: 0.38235294117647056,
  accuracy: 0.5714285714285714,
  precision: [2 / 3, 0.5, 0.5],
  recall: [2 / 3, 0.5, 0.5],
};
const codesFor = (accuracy: string) =>
  accuracy === "incorrect" ? ["SE-HA3"] : accuracy === "partially_correct" ? ["MS-CC"] : [];
const close = (actual: unknown, expected: number) =>
  expect(actual as number).toBeCloseTo(expected, 9);

const bearer = async (u: SessionUser) => ({
  authorization: `Bearer ${(await createApiToken({ userId: u.id, name: "judges" })).token}`,
});

describe("the judges report", () => {
  it("reports a run with 30 % failures as coverage 0.7 and scores only its labels, equal to scikit-learn", async () => {
    const { projectId, lead, annotators } = await makeQueueProject({
      kind: "generated_comment",
      items: 10,
      annotators: 2,
      language: (i) => (i < 6 ? "en" : "el"),
    });
    for (const annotator of annotators) {
      for (;;) {
        const claim = await claimNextItem({ actor: annotator, projectId });
        if (!claim) break;
        const accuracy = GOLD[Number(claim.item.externalId.slice(2))];
        await submitAnnotation({
          actor: annotator,
          assignmentId: claim.assignmentId,
          annotation: { accuracy, error_codes: codesFor(accuracy), notes: "" },
        });
      }
    }
    expect(await db.item.count({ where: { projectId, gold: { isNot: null } } })).toBe(10);

    const auth = await bearer(lead);
    const run = await callRoute(runsRoute, {
      method: "POST",
      params: { id: String(projectId) },
      headers: { ...auth, "content-type": "application/json" },
      body: JSON.stringify({
        name: "mini-rubric-1",
        model: "gpt-4o-mini",
        prompt_strategy: "rubric",
        prompt_language: "en",
        temperature: 0,
        run: 1,
      }),
    });
    expect(run.status).toBe(201);
    const lines = [
      ...JUDGE.map((accuracy, i) => ({
        external_id: `q-00000${i}`,
        annotation: { accuracy, error_codes: codesFor(accuracy) },
      })),
      { external_id: "q-000007", failure: "unparseable", raw: "Grade: probably B" },
      { external_id: "q-000008", failure: "refusal" },
      { external_id: "q-000009", annotation: { accuracy: "B" } },
    ];
    const posted = await callRoute(outputsRoute, {
      method: "POST",
      params: { id: String(run.json.id) },
      headers: { ...auth, "content-type": "application/x-ndjson" },
      body: lines.map((l) => JSON.stringify(l)).join("\n"),
    });
    expect(posted).toMatchObject({ status: 201, json: { recorded: 7, failures: 3, lines: 10 } });

    const res = await callRoute(judgesRoute, {
      method: "GET",
      params: { id: String(projectId) },
      headers: auth,
    });
    expect(res.status).toBe(200);
    const report = res.json as unknown as JudgesReport;
    expect(report.fields).toEqual(["accuracy"]);
    const [r] = report.runs;
    expect(r).toMatchObject({
      name: "mini-rubric-1",
      model: "gpt-4o-mini",
      prompt_strategy: "rubric",
      prompt_language: "en",
      temperature: 0,
      run: 1,
    });
    const all = r.slices[0];
    expect(all).toMatchObject({
      language: "all",
      items: 10,
      outputs: 10,
      labels: 7,
      failures: { unparseable: 1, empty: 0, refusal: 1, invalid: 1 },
      gold_items: 10,
    });
    close(all.coverage, 0.7);
    close(all.gold_coverage, 0.7);
    const acc = all.vs_gold.fields.accuracy;
    expect(acc.n).toBe(7);
    close(acc.kappa, SK.kappa);
    close(acc.kappa_linear, SK.linear);
    close(acc.kappa_quadratic, SK.quadratic);
    close(acc.accuracy, SK.accuracy);
    expect(acc.ci95).toHaveLength(2);
    acc.per_label!.forEach((l, i) => {
      close(l.precision, SK.precision[i]);
      close(l.recall, SK.recall[i]);
    });
    // Error codes follow the grades here: SE-HA3 on "incorrect", so 1 hit of 2 predicted and of 2 in gold.
    expect(all.vs_gold.error_codes!.per_code["SE-HA3"]).toEqual({
      precision: 0.5,
      recall: 0.5,
      f1: 0.5,
      support: 2,
    });
    // Each human gave the gold labels, so the judge agrees with each as with gold.
    expect(all.vs_annotators.map((a) => a.n)).toEqual([7, 7]);
    all.vs_annotators.forEach((a) => close(a.fields.accuracy.kappa, SK.kappa));
    // Per language: en has items 0–5 (all labelled), el 6–9 (one labelled, three failures).
    const el = r.slices.find((s) => s.language === "el")!;
    expect(el).toMatchObject({ items: 4, outputs: 4, labels: 1, coverage: 0.25 });

    const csv = await callRoute(judgesRoute, {
      method: "GET",
      params: { id: String(projectId) },
      query: "?format=csv",
      headers: auth,
    });
    expect(csv.status).toBe(200);
    expect(csv.text).toContain(
      `mini-rubric-1,gpt-4o-mini,,rubric,en,0,,1,all,gold,accuracy,,kappa,${SK.kappa}`,
    );
    expect(csv.text).toContain(
      "mini-rubric-1,gpt-4o-mini,,rubric,en,0,,1,all,coverage,,,coverage,0.7",
    );

    // Leads only: an annotator may not see judge output.
    expect(
      (
        await callRoute(judgesRoute, {
          method: "GET",
          params: { id: String(projectId) },
          headers: await bearer(annotators[0]),
        })
      ).status,
    ).toBe(403);
  });
});
