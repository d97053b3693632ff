import { itemLineExamples } from "../lib/items/import/item-line-examples";
import { axeSettled } from "./axe";
import { expect, shot, signIn, test } from "./fixtures";

const answer = (model: string, q: number, predicted: string) => ({
  ...itemLineExamples.model_answer,
  external_id: `${model}:${q}`,
  model,
  question: `How do I list a directory's files recursively? (${q})`,
  predicted_answer: predicted,
});

test("a lead opens Health from the project and sees the findings, errors first", async ({
  api,
  page,
}) => {
  const lead = await api.user("lead", "Lea");
  const projectId = await api.project(lead, "model_answer");
  // copy-14b answers as base-14b does; narrow answers 2 of the 8 questions the others share.
  const shared = Array.from({ length: 8 }, (_, q) => q);
  await api.importItems(lead, projectId, [
    ...shared.map((q) => answer("base-14b", q, `ls -R, for case ${q}`)),
    ...shared.map((q) => answer("copy-14b", q, q === 7 ? "find ." : `ls -R, for case ${q}`)),
    ...[0, 1].map((q) => answer("narrow", q, q === 1 ? "" : `tree, for case ${q}`)),
  ]);
  const clean = await api.project(lead, "model_answer");
  await api.importItems(lead, clean, [answer("solo", 0, "ls -R")]);

  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, lead);
  await page.goto(`/projects/${projectId}`);
  await page
    .getByRole("navigation", { name: "Project" })
    .getByRole("link", { name: "Health" })
    .click();
  await expect(page.getByRole("heading", { name: "Data health", level: 1 })).toBeVisible();
  const errors = page.getByRole("region", { name: /^Errors/ });
  await expect(errors.getByRole("listitem")).toHaveText([
    /base-14b's answers equal copy-14b's for 7 of 8 common questions/,
    /narrow lacks 6 of the 8 questions most models share/,
  ]);
  await expect(page.getByRole("region", { name: /^Notes/ })).toContainText(
    "predicted_answer is empty in 1 item",
  );
  await page.screenshot({ path: shot("data-health-findings"), fullPage: true });
  await axeSettled(page);
  // Keyboard: the first model's items link is reachable and opens the filtered item list.
  const link = errors.getByRole("link", { name: "base-14b's items" });
  await link.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/items\?model=base-14b$/);

  await page.goto(`/projects/${clean}/health`);
  await expect(page.getByRole("heading", { name: "No findings" })).toBeVisible();
  await page.screenshot({ path: shot("data-health-empty"), fullPage: true });
  await axeSettled(page);

  // The leaderboard's header leads here too.
  await page.goto(`/projects/${projectId}/leaderboard`);
  await page.getByRole("link", { name: "Data health" }).click();
  await expect(page).toHaveURL(new RegExp(`/projects/${projectId}/health$`));
});
