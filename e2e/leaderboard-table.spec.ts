import { readFileSync } from "node:fs";
import type { APIRequestContext, Page } from "@playwright/test";
import { itemLineExamples } from "../lib/items/import/item-line-examples";
import { expect, shot, signIn, test, type Api, type TestUser } from "./fixtures";

const LANGUAGES = ["en", "ru", "zh"];
const TWELVE = ["gpt-4o", "claude-3.5-sonnet", "Llama-3.1-70B", "qwen_2.5-72b", "deepseek-v3"]
  .concat(["gemini-1.5-pro", "mistral-large", "gpt-4o-mini", "claude-3-haiku", "Llama-3.1-8B"])
  .concat(["Qwen2.5-7B", "deepseek-coder"]);
const PER_CELL = 4;

/**
 * Correct answers out of 4 per model and language: gpt-4o leads pooled (4, 4, 2), qwen_2.5-72b
 * leads zh (1, 1, 4), the others give 1–3 everywhere. The rest incorrect, the last not attempted.
 */
function correctCount(model: string, language: string, i: number) {
  if (model === "gpt-4o") return language === "zh" ? 2 : 4;
  if (model === "qwen_2.5-72b") return language === "zh" ? 4 : 1;
  const l = LANGUAGES.indexOf(language);
  return 1 + (((i * 31 + l * 17 + i * l * 7) % 7) % 3);
}

/** A model_answer project whose judge run graded PER_CELL answers per model × language; no gold. */
async function judgedProject(
  api: Api,
  request: APIRequestContext,
  lead: TestUser,
  models: string[],
) {
  const projectId = await api.project(lead, "model_answer");
  const cells = models.flatMap((model, i) => LANGUAGES.map((language) => ({ model, language, i })));
  const lines = cells.flatMap(({ model, language, i }) =>
    Array.from({ length: PER_CELL }, (_, k) => ({
      ...itemLineExamples.model_answer,
      external_id: `${model}:${language}:${k}`,
      model,
      run: 1,
      language,
      qa_external_id: `q-${language}-${k}`,
      grade:
        k < correctCount(model, language, i) ? "correct" : k === 3 ? "not_attempted" : "incorrect",
    })),
  );
  await api.importItems(
    lead,
    projectId,
    lines.map(({ grade: _grade, ...line }) => line),
  );
  const auth = { Authorization: `Bearer ${lead.token}` };
  const run = await request.post(`/api/v1/projects/${projectId}/machine-runs`, {
    headers: auth,
    data: { name: "grader-mini", model: "gpt-4o-mini" },
  });
  expect(run.status(), await run.text()).toBe(201);
  const outputs = lines.map((l) => ({
    external_id: l.external_id,
    annotation: { grade: l.grade },
  }));
  const recorded = await request.post(`/api/v1/machine-runs/${(await run.json()).id}/outputs`, {
    headers: { ...auth, "Content-Type": "application/x-ndjson" },
    data: outputs.map((o) => JSON.stringify(o)).join("\n") + "\n",
  });
  expect(recorded.status(), await recorded.text()).toBe(201);
  return projectId;
}

async function openLeaderboard(page: Page, lead: TestUser, projectId: number) {
  await page.setViewportSize({ width: 1400, height: 900 });
  await signIn(page, lead);
  await page.goto(`/projects/${projectId}/leaderboard`);
  await expect(page.getByRole("heading", { name: "Model leaderboard", level: 1 })).toBeVisible();
}

const firstModel = (page: Page) =>
  page.getByTestId("leaderboard-table").locator("tbody tr").first().getByRole("rowheader");
const fitsWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test("a lead ranks models by a language's F from the keyboard and downloads it as LaTeX", async ({
  api,
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const lead = await api.user("lead", "Lea");
  const projectId = await judgedProject(api, request, lead, TWELVE);
  await openLeaderboard(page, lead, projectId);

  await expect(page.getByTestId("leaderboard-chart")).toContainText(
    "No human gold yet: items get gold as annotators finish them",
  );
  await expect(
    page.getByRole("heading", { name: "Ranked by F-score: Judge grader-mini" }),
  ).toBeVisible();
  const table = page.getByTestId("leaderboard-table");
  await expect(table.locator("tbody tr")).toHaveCount(12);
  await expect(firstModel(page)).toHaveText("gpt-4o");
  await expect(table.locator("tbody tr").first().locator("td").first()).toHaveText("1");
  expect(await fitsWidth(page)).toBe(true);
  await page.screenshot({ path: shot("leaderboard-12-models"), fullPage: true });

  const zhF = table.getByRole("button", { name: /F-score, zh/ });
  await zhF.focus();
  await page.keyboard.press("Enter");
  await expect(table.getByRole("columnheader", { name: /F-score, zh/ })).toHaveAttribute(
    "aria-sort",
    "descending",
  );
  await expect(firstModel(page)).toHaveText("qwen_2.5-72b");

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download LaTeX" }).click(),
  ]);
  const latex = readFileSync(await download.path(), "utf8");
  const dataRows = latex.split("\\midrule\n")[1].split("\n");
  expect(dataRows[0]).toMatch(/^qwen\\_2\.5-72b & /);
  expect(dataRows[0]).toContain("& 100.0\\,{\\scriptsize$\\pm$");
  expect(latex).toContain("\\multicolumn{3}{c}{zh}");

  await page.keyboard.press("Shift+Tab");
  await zhF.focus();
  await page.keyboard.press("Space");
  await expect(table.getByRole("columnheader", { name: /F-score, zh/ })).toHaveAttribute(
    "aria-sort",
    "ascending",
  );
  await expect(firstModel(page)).not.toHaveText("qwen_2.5-72b");
});

test("forty models still fit a laptop's width", async ({ api, page, request }) => {
  test.setTimeout(120_000);
  const lead = await api.user("lead", "Lea");
  const forty = Array.from(
    { length: 40 },
    (_, i) => `${TWELVE[i % 12]}-v${Math.floor(i / 12) + 1}`,
  );
  const projectId = await judgedProject(api, request, lead, forty);
  await openLeaderboard(page, lead, projectId);
  await expect(page.getByTestId("leaderboard-table").locator("tbody tr")).toHaveCount(40);
  expect(await fitsWidth(page)).toBe(true);
  await page.screenshot({ path: shot("leaderboard-40-models"), fullPage: true });
  await page.screenshot({ path: shot("leaderboard-40-models-first-screen") });
});
