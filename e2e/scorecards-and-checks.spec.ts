import { itemLineExamples } from "../lib/items/import/item-line-examples";
import { expect, shot, signIn, test } from "./fixtures";

const comment = (accuracy: string) => ({ accuracy, error_codes: [], notes: "" });

test("a lead reads the annotator scorecards, marks a check item, and resumes an annotator it paused", async ({ api, page }) => {
  test.setTimeout(90_000);
  const lead = await api.user("lead", "Lea");
  const ana = await api.user("annotator", "Ana");
  const ben = await api.user("annotator", "Ben");
  const cy = await api.user("annotator", "Cy");
  const projectId = await api.project(lead, "generated_comment", [
    [ana, "annotator"],
    [ben, "annotator"],
    [cy, "annotator"],
  ]);
  await api.importItems(
    lead,
    projectId,
    ["s-1", "s-2", "s-3", "s-4"].map((external_id) => ({ ...itemLineExamples.generated_comment, external_id })),
  );
  // s-1 and s-2 agreed (gold); s-3 disagreed.
  for (const [a, b] of [
    ["correct", "correct"],
    ["incorrect", "incorrect"],
    ["correct", "incorrect"],
  ]) {
    const first = await api.annotate(ana, projectId, comment(a));
    expect((await api.annotate(ben, projectId, comment(b))).id).toBe(first.id);
  }

  await signIn(page, lead);
  await page.goto(`/projects/${projectId}`);
  const table = page.getByTestId("scorecards");
  await expect(table.locator(`[data-annotator="${ana.email}"]`)).toContainText("3");
  await expect(table.locator(`[data-annotator="${ana.email}"]`)).toContainText("0.40");
  await page.screenshot({ path: shot("scorecards-overview"), fullPage: true });

  // The lead makes s-1 a check item from its page.
  await page.goto(`/projects/${projectId}/items`);
  await page.getByRole("link", { name: "s-1" }).click();
  await expect(page.getByTestId("check-state")).toHaveText("Not a check item.");
  await page.getByTestId("check-toggle").click();
  await expect(page.getByTestId("check-state")).toContainText("A check item");

  // Every claim a check while one is left; one wrong answer pauses.
  await api.projectSettings(lead, projectId, { check_rate: 1, check_min: 1, check_pass: 1 });
  expect((await api.annotate(cy, projectId, comment("incorrect"))).externalId).toBe("s-1");
  await page.goto(`/projects/${projectId}`);
  const cyRow = page.getByTestId("scorecards").locator(`[data-annotator="${cy.email}"]`);
  await expect(cyRow.getByTestId("paused")).toHaveText("Paused: 0 of the last 1 check items right (0 %), below the 100 % needed");
  await page.screenshot({ path: shot("scorecards-paused"), fullPage: true });
  await cyRow.getByTestId("resume").click();
  await expect(cyRow.getByTestId("paused")).toHaveCount(0);
  // Resumed, Cy gets ordinary work again.
  expect((await api.annotate(cy, projectId, comment("correct"))).externalId).toBe("s-4");
});
