import { itemLineExamples } from "../lib/items/import/item-line-examples";
import { expect, shot as screenshotPath, signIn, test, type Api, type TestUser } from "./fixtures";

const shot = (name: string) => screenshotPath(`calibration-${name}`);
const levels: Record<string, number> = { correct: 0.72, partially_correct: 0.47, incorrect: 0.22 };
const accuracies = ["correct", "partially_correct", "incorrect"];

/** A project with overlap 1 (gold from one annotator), its items graded through the API. */
async function goldProject(
  api: Api,
  lead: TestUser,
  kind: "generated_comment" | "model_answer",
  lines: object[],
  grade: (externalId: string) => object,
) {
  const ana = await api.user("annotator", "Ana");
  const projectId = await api.project(lead, kind, [[ana, "annotator"]]);
  await api.projectSettings(lead, projectId, { overlap: 1 });
  await api.importItems(lead, projectId, lines);
  for (let i = 0; i < lines.length; i++) await api.annotate(ana, projectId, grade);
  return projectId;
}

test("a lead opens a metric's calibration page: densities, thresholds, kappa, confusion", async ({
  api,
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const lead = await api.user("lead", "Lea");
  const n = 24;
  const items = Array.from({ length: n }, (_, i) => ({
    ...itemLineExamples.generated_comment,
    external_id: `c-${i}`,
    language: i % 2 ? "zh" : "en",
  }));
  const accuracyOf = (externalId: string) => accuracies[Number(externalId.slice(2)) % 3];
  const projectId = await goldProject(api, lead, "generated_comment", items, (id) => ({
    accuracy: accuracyOf(id),
    error_codes: [],
    notes: "",
  }));
  const scores = items.map((it, i) => ({
    external_id: it.external_id,
    metric: "bertscore_f1",
    score: levels[accuracyOf(it.external_id)] + (((i * 37) % 11) - 5) / 30,
    noise: i % 8 === 0,
  }));
  const posted = await request.post(`/api/v1/projects/${projectId}/metric-scores`, {
    headers: { Authorization: `Bearer ${lead.token}`, "Content-Type": "application/x-ndjson" },
    data: scores.map((l) => JSON.stringify(l)).join("\n") + "\n",
  });
  expect(posted.status(), await posted.text()).toBe(201);

  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, lead);
  await page.goto(`/projects/${projectId}`);
  await page
    .getByRole("navigation", { name: "Project" })
    .getByRole("link", { name: "Metrics" })
    .click();
  await page.getByRole("link", { name: "bertscore_f1" }).click();
  await expect(
    page.getByRole("heading", { name: "Calibration: bertscore_f1", level: 1 }),
  ).toBeVisible();
  const slices = page.getByTestId("calibration-slice");
  await expect(slices).toHaveCount(3);
  await expect(slices.first().getByRole("heading", { name: "All languages" })).toBeVisible();
  await expect(slices.first().getByTestId("threshold-line")).toHaveCount(2);
  await expect(slices.first().getByTestId("calibration-kappa")).toHaveText(/^\d\.\d\d$/);
  await expect(slices.first().getByTestId("noise-block")).toContainText("F1");
  await page.screenshot({ path: shot("page"), fullPage: true });
  await slices.first().screenshot({ path: shot("all-languages") });
});

test("a lead opens the model leaderboard: gold beside a judge run", async ({
  api,
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const lead = await api.user("lead", "Lea");
  const grades = ["correct", "incorrect", "not_attempted", "correct"];
  const lines = Array.from({ length: 12 }, (_, i) => ({
    ...itemLineExamples.model_answer,
    external_id: `${i < 8 ? "gpt-4o" : "qwen-7b"}:q-${i}`,
    model: i < 8 ? "gpt-4o" : "qwen-7b",
    run: i < 8 ? 1 + (i % 2) : 1,
    language: ["en", "zh", "ru"][i % 3],
    qa_external_id: `q-${i % 4}`,
  }));
  const gradeOf = (externalId: string) => grades[Number(externalId.split("q-")[1]) % 4];
  const projectId = await goldProject(api, lead, "model_answer", lines, (id) => ({
    grade: gradeOf(id),
    notes: "",
  }));
  const auth = { Authorization: `Bearer ${lead.token}` };
  const run = await request.post(`/api/v1/projects/${projectId}/machine-runs`, {
    headers: auth,
    data: { name: "gpt-4o-mini-grader", model: "gpt-4o-mini", prompt_strategy: "standard" },
  });
  expect(run.status(), await run.text()).toBe(201);
  const runId = (await run.json()).id as number;
  const outputs = lines.map((l, i) =>
    i === 0
      ? { external_id: l.external_id, failure: "unparseable" }
      : {
          external_id: l.external_id,
          annotation: { grade: i % 5 === 0 ? "incorrect" : gradeOf(l.external_id) },
        },
  );
  const recorded = await request.post(`/api/v1/machine-runs/${runId}/outputs`, {
    headers: { ...auth, "Content-Type": "application/x-ndjson" },
    data: outputs.map((o) => JSON.stringify(o)).join("\n") + "\n",
  });
  expect(recorded.status(), await recorded.text()).toBe(201);

  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, lead);
  await page.goto(`/projects/${projectId}`);
  await page
    .getByRole("navigation", { name: "Project" })
    .getByRole("link", { name: "Leaderboard" })
    .click();
  await expect(page.getByRole("heading", { name: "Model leaderboard", level: 1 })).toBeVisible();
  const chart = page.getByTestId("leaderboard-chart");
  await expect(chart.getByText("Human gold")).toBeVisible();
  await expect(chart.getByText("Judge gpt-4o-mini-grader")).toBeVisible();
  await expect(page.getByTestId("leaderboard-table").locator("tbody tr")).toHaveCount(2);
  await page
    .getByRole("navigation", { name: "Source" })
    .getByRole("link", { name: "Judge gpt-4o-mini-grader" })
    .click();
  await expect(
    page.getByRole("heading", { name: "Ranked by F-score: Judge gpt-4o-mini-grader" }),
  ).toBeVisible();
  await expect(page.getByText(/1 failures \(not graded\)/)).toBeVisible();
  await page.screenshot({ path: shot("leaderboard"), fullPage: true });
});
