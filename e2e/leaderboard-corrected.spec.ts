import { itemLineExamples } from "../lib/items/import/item-line-examples";
import { expect, shot, signIn, test } from "./fixtures";

const MODELS = ["gpt-4o", "qwen-7b"];
const PER_MODEL = 40;
const GRADES = ["correct", "correct", "incorrect", "not_attempted", "correct"];

test("a judge run's page shows corrected figures beside judge-only and gold-only", async ({
  api,
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const lead = await api.user("lead", "Lea");
  const ana = await api.user("annotator", "Ana");
  const lines = MODELS.flatMap((model) =>
    Array.from({ length: PER_MODEL }, (_, i) => ({
      ...itemLineExamples.model_answer,
      external_id: `${model}:q-${i}`,
      model,
      run: 1,
      language: i % 2 ? "zh" : "en",
      qa_external_id: `q-${i}`,
    })),
  );
  const gradeOf = (externalId: string) => GRADES[Number(externalId.split("q-")[1]) % 5];
  const projectId = await api.project(lead, "model_answer", [[ana, "annotator"]]);
  await api.projectSettings(lead, projectId, { overlap: 1 });
  await api.importItems(lead, projectId, lines);
  // Gold on 60 of the 80 answers (overlap 1: one annotator's grade is gold), at least 20 per model.
  for (let i = 0; i < 60; i++)
    await api.annotate(ana, projectId, (id) => ({ grade: gradeOf(id), notes: "" }));
  const auth = { Authorization: `Bearer ${lead.token}` };
  const run = await request.post(`/api/v1/projects/${projectId}/machine-runs`, {
    headers: auth,
    data: { name: "grader", model: "gpt-4o-mini" },
  });
  expect(run.status(), await run.text()).toBe(201);
  const runId = (await run.json()).id as number;
  // The judge agrees with gold except on every seventh answer.
  const outputs = lines.map((l, i) => ({
    external_id: l.external_id,
    annotation: { grade: i % 7 === 0 ? "incorrect" : gradeOf(l.external_id), notes: "" },
  }));
  const recorded = await request.post(`/api/v1/machine-runs/${runId}/outputs`, {
    headers: { ...auth, "Content-Type": "application/x-ndjson" },
    data: outputs.map((o) => JSON.stringify(o)).join("\n") + "\n",
  });
  expect(recorded.status(), await recorded.text()).toBe(201);

  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, lead);
  await page.goto(`/projects/${projectId}/leaderboard?source=${runId}`);
  await expect(
    page.getByRole("heading", { name: "Corrected estimates: Judge grader with human gold" }),
  ).toBeVisible();
  const table = page.getByTestId("corrected-table");
  await expect(table.locator("tbody tr")).toHaveCount(2);
  for (const group of ["Corrected", "Judge only", "Gold only"])
    await expect(table.getByRole("columnheader", { name: group })).toBeVisible();
  // n · N: the model's answers with gold, of its 40 judged.
  await expect(table.locator("tbody tr").first().locator("td").first()).toHaveText(/^\d+ · 40$/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
  await page.screenshot({ path: shot("leaderboard-corrected"), fullPage: true });
});
