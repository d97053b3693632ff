import { describe, expect, it } from "vitest";
import { POST } from "@/app/api/v1/projects/[id]/metric-scores/route";
import { GET } from "@/app/api/v1/projects/[id]/metrics/[metric]/calibration/route";
import { createApiToken } from "@/lib/auth/api-tokens";
import { cohenKappa } from "@/lib/agreement/kappa";
import { accuracyLabels } from "@/lib/annotations/annotation-schemas";
import { db } from "@/lib/db";
import type { MetricCalibrationReport } from "@/lib/metrics/get-metric-calibration";
import type { ApiJson } from "@/lib/api/api-casing";
import { makeProject, makeUser } from "../factories";
import { callRoute } from "./helpers/call-route";
import { makeItems } from "./helpers/make-items";

type Report = ApiJson<MetricCalibrationReport>;

// 36 real items (gold accuracy by i % 3, en/zh alternating, scores spread around a level per class)
// and 6 noise items without gold. Expected figures: /usr/bin/python3 with scipy 1.10.1
// (gaussian_kde, brentq on the 512-cell grid between the medians) and scikit-learn
// (cohen_kappa_score(weights="quadratic"), f1_score) on the same data.
const level: Record<string, number> = { correct: 0.7, partially_correct: 0.45, incorrect: 0.2 };
const real = Array.from({ length: 36 }, (_, i) => {
  const gold = accuracyLabels[i % 3];
  return {
    i,
    gold,
    language: i % 2 === 0 ? "en" : "zh",
    score: Math.round((level[gold] + ((i * 37) % 11) / 25 - 0.2) * 1e6) / 1e6,
  };
});
const noiseScores = [0.95, 0.85, 0.25, 0.9, 0.99, 0.8];
const sklearn = {
  all: { thresholds: [0.3366418587999119, 0.5554481466270867], kappa: 0.7755102040816326 },
  en: { thresholds: [0.3382424631147463, 0.5716179924865205], kappa: 0.8 },
  zh: { thresholds: [0.32748813358873774, 0.5472767439138054], kappa: 0.75 },
  noise: { threshold: 0.6896815006838681, f1: 0.5882352941176471 },
};

async function fixture() {
  const annotator = await makeUser("annotator");
  const { id: projectId, lead } = await makeProject({
    kind: "generated_comment",
    members: [[annotator, "annotator"]],
  });
  const ids = await makeItems({
    lead,
    projectId,
    kind: "generated_comment",
    items: [
      ...real.map((r) => ({ language: r.language })),
      ...noiseScores.map((_, k) => ({ language: k % 2 === 0 ? "en" : "zh" })),
    ],
  });
  for (const r of real)
    await db.goldRecord.create({
      data: {
        itemId: ids[r.i],
        source: "adjudicated",
        data: { accuracy: r.gold, error_codes: [], notes: "" },
      },
    });
  const lines = [
    ...real.map((r) => ({ external_id: `i-${r.i}`, metric: "bleu", score: r.score, noise: false })),
    ...noiseScores.map((score, k) => ({
      external_id: `i-${36 + k}`,
      metric: "bleu",
      score,
      noise: true,
    })),
  ];
  const token = async (userId: number) =>
    `Bearer ${(await createApiToken({ userId, name: "t" })).token}`;
  const post = async (userId: number, body: (object | string)[]) =>
    callRoute(POST, {
      method: "POST",
      params: { id: String(projectId) },
      headers: { authorization: await token(userId), "content-type": "application/x-ndjson" },
      body: body.map((l) => (typeof l === "string" ? l : JSON.stringify(l))).join("\n"),
    });
  const get = async (userId: number, metric = "bleu") =>
    callRoute(GET, {
      method: "GET",
      params: { id: String(projectId), metric },
      headers: { authorization: await token(userId) },
    });
  return { projectId, lead, annotator, lines, post, get };
}

describe("metric calibration over the API", () => {
  it("refuses a bad file with every line's error and writes nothing", async () => {
    const f = await fixture();
    const res = await f.post(f.lead.id, [
      f.lines[0],
      "{oops",
      { external_id: "nope", metric: "bleu", score: 1 },
      { external_id: "i-1", metric: "bl eu", score: "high" },
      f.lines[0],
      { external_id: "i-2", metric: "bleu", score: 0.3, extra: true },
    ]);
    expect(res.status).toBe(422);
    const errors = res.json.error!.details!.errors as {
      line: number;
      message: string;
      field?: string;
    }[];
    // One error per field, as for items: line 4 has two (the metric's name and the score).
    expect(errors.map((e) => [e.line, e.field])).toEqual([
      [2, undefined],
      [3, "external_id"],
      [4, "metric"],
      [4, "score"],
      [5, undefined],
      [6, undefined],
    ]);
    expect(errors[1]).toMatchObject({
      field: "external_id",
      message: expect.stringMatching(/no item "nope"/),
    });
    expect(errors[4].message).toMatch(/repeats the external_id and metric of line 1/);
    expect(await db.metricScore.count({ where: { projectId: f.projectId } })).toBe(0);
    expect((await f.post(f.annotator.id, f.lines)).status).toBe(403);
  });

  it("refuses scores that are not finite or beyond ±1e6 with each line's message (SPEC §7), and takes the bounds", async () => {
    const f = await fixture();
    const res = await f.post(f.lead.id, [
      { external_id: "i-0", metric: "bleu", score: 1e308 },
      { external_id: "i-1", metric: "bleu", score: -1e308 },
      '{"external_id": "i-2", "metric": "bleu", "score": 1e309}',
      { external_id: "i-3", metric: "bleu", score: 1_000_000.5 },
      { external_id: "i-4", metric: "bleu", score: 1e6 },
      { external_id: "i-5", metric: "bleu", score: -1e6 },
    ]);
    expect(res.status).toBe(422);
    const errors = res.json.error!.details!.errors as {
      line: number;
      message: string;
      field?: string;
    }[];
    expect(errors.map((e) => [e.line, e.field, e.message])).toEqual([
      [1, "score", "must be from -1,000,000 to 1,000,000"],
      [2, "score", "must be from -1,000,000 to 1,000,000"],
      [3, "score", "must be a finite number"],
      [4, "score", "must be from -1,000,000 to 1,000,000"],
    ]);
    expect(await db.metricScore.count({ where: { projectId: f.projectId } })).toBe(0);
    expect(
      (
        await f.post(
          f.lead.id,
          f.lines.slice(0, 4).map((l, k) => ({ ...l, score: k % 2 ? -1e6 : 1e6 })),
        )
      ).status,
    ).toBe(201);
  });

  it("reports thresholds, quadratic kappa and the noise F1 equal to scipy and scikit-learn, per language", async () => {
    const f = await fixture();
    const res = await f.post(f.lead.id, f.lines);
    expect(res.status).toBe(201);
    expect(res.json).toEqual({ imported: 42, replaced: 0, lines: 42, metrics: ["bleu"] });

    const got = await f.get(f.lead.id);
    expect(got.status).toBe(200);
    const report = got.json as unknown as Report;
    expect(report).toMatchObject({
      metric: "bleu",
      field: "accuracy",
      labels: [...accuracyLabels],
      scored: 42,
    });
    expect(report.slices.map((s) => s.language)).toEqual([null, "en", "zh"]);
    for (const slice of report.slices) {
      const want = sklearn[(slice.language ?? "all") as "all" | "en" | "zh"];
      expect(slice.direction).toBe("descending");
      expect(slice.thresholds.map((t) => [t.below, t.above, t.method])).toEqual([
        ["incorrect", "partially_correct", "crossing"],
        ["partially_correct", "correct", "crossing"],
      ]);
      slice.thresholds.forEach((t, k) =>
        expect(Math.abs(t.value - want.thresholds[k])).toBeLessThan(1e-9),
      );
      expect(Math.abs(slice.kappa_quadratic! - want.kappa)).toBeLessThan(1e-9);
      // Anyone can reclassify with the published thresholds and get the same kappa.
      const mine = real.filter((r) => slice.language === null || r.language === slice.language);
      const [lo, hi] = slice.thresholds.map((t) => t.value);
      const predicted = mine.map((r) =>
        r.score <= lo ? "incorrect" : r.score <= hi ? "partially_correct" : "correct",
      );
      expect(slice.kappa_quadratic).toBe(
        cohenKappa(
          mine.map((r) => r.gold),
          predicted,
          { labels: [...accuracyLabels], weights: "quadratic" },
        ),
      );
      expect(slice.n).toBe(mine.length);
      expect(slice.ci95![0]).toBeLessThanOrEqual(slice.kappa_quadratic!);
      expect(slice.confusion.row_normalized).toHaveLength(3);
      expect(slice.densities.map((d) => d.points.length)).toEqual([101, 101, 101]);
    }
    const noise = report.slices[0].noise!;
    expect(noise).toMatchObject({ n: 42, n_noise: 6 });
    expect(Math.abs(noise.threshold!.value - sklearn.noise.threshold)).toBeLessThan(1e-9);
    expect(Math.abs(noise.f1! - sklearn.noise.f1)).toBeLessThan(1e-12);

    expect((await f.get(f.annotator.id)).status).toBe(403);
    expect((await f.get(f.lead.id, "rouge")).status).toBe(404);
  });

  it("replaces every score of the metrics a re-post names and keeps the others", async () => {
    const f = await fixture();
    await f.post(f.lead.id, [...f.lines, { external_id: "i-0", metric: "chrf", score: 0.5 }]);
    const again = await f.post(f.lead.id, f.lines.slice(0, 10));
    expect(again.json).toEqual({ imported: 10, replaced: 42, lines: 10, metrics: ["bleu"] });
    expect(await db.metricScore.count({ where: { projectId: f.projectId, metric: "bleu" } })).toBe(
      10,
    );
    expect(await db.metricScore.count({ where: { projectId: f.projectId, metric: "chrf" } })).toBe(
      1,
    );
  });

  it("is 404 for a kind without metric calibration (its module has no metricCalibration)", async () => {
    const { id: projectId, lead } = await makeProject({ kind: "model_answer" });
    const authorization = `Bearer ${(await createApiToken({ userId: lead.id, name: "t" })).token}`;
    const posted = await callRoute(POST, {
      method: "POST",
      params: { id: String(projectId) },
      headers: { authorization, "content-type": "application/x-ndjson" },
      body: JSON.stringify({ external_id: "x", metric: "bleu", score: 0.5 }),
    });
    expect(posted.status).toBe(404);
    const got = await callRoute(GET, {
      method: "GET",
      params: { id: String(projectId), metric: "bleu" },
      headers: { authorization },
    });
    expect(got.status).toBe(404);
    expect(got.json.error!.message).toMatch(/no metric calibration/);
  });
});
