import { itemLineExamples } from "../lib/items/import/item-line-examples";
import { expect, shot, signedInPage, signIn, test } from "./fixtures";

const comment = (accuracy: string) => ({ accuracy, error_codes: [], notes: "" });

test("a lead reads the annotator scorecards, marks a check item, and resumes an annotator it paused", async ({
  api,
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const { lead, ana, ben, cy, projectId } = await api.team("generated_comment");
  await api.importItems(
    lead,
    projectId,
    ["s-1", "s-2", "s-3", "s-4"].map((external_id) => ({
      ...itemLineExamples.generated_comment,
      external_id,
    })),
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

  // The lead ticks s-1 and s-3 on the items list: s-3 has no gold, so nothing is marked and the reason is shown; then s-1 alone.
  await page.goto(`/projects/${projectId}/items`);
  await page.getByLabel("Select s-1").check();
  await page.getByLabel("Select s-3").check();
  await page.getByTestId("mark-check-items").click();
  await expect(page.getByTestId("check-items-outcome")).toContainText(
    "s-3: the item is disagreement: only items with a gold record can be check items",
  );
  await expect(page.getByTestId("check-badge")).toHaveCount(0);
  await page.getByLabel("Select s-3").uncheck();
  await page.getByTestId("mark-check-items").click();
  await expect(page.getByTestId("check-items-outcome")).toHaveText("1 item marked as check items.");
  await expect(
    page.getByTestId("item-row").filter({ hasText: "s-1" }).getByTestId("check-badge"),
  ).toBeVisible();
  await page.screenshot({ path: shot("check-items-bulk") });
  // Unmarked and marked again, from the list; the item's page agrees.
  await page.getByLabel("Select s-1").check();
  await page.getByTestId("unmark-check-items").click();
  await expect(page.getByTestId("check-items-outcome")).toHaveText("1 item no longer check items.");
  await expect(page.getByTestId("check-badge")).toHaveCount(0);
  await page.getByLabel("Select s-1").check();
  await page.getByTestId("mark-check-items").click();
  await expect(page.getByTestId("check-badge")).toHaveCount(1);
  await page.getByRole("link", { name: "s-1" }).click();
  await expect(page.getByTestId("check-state")).toContainText("A check item");

  // Every claim a check while one is left; one wrong answer pauses.
  await api.projectSettings(lead, projectId, { check_rate: 1, check_min: 1, check_pass: 1 });
  expect((await api.annotate(cy, projectId, comment("incorrect"))).externalId).toBe("s-1");
  // The lead sees Cy's answer on the item's history, scored; Cy sees why the queue stopped.
  await page.goto(`/projects/${projectId}/items`);
  await page.getByRole("link", { name: "s-1" }).click();
  await expect(page.getByTestId("check-answer")).toContainText(`Cy <${cy.email}>`);
  await expect(page.getByTestId("check-answer")).toContainText("wrong (score 0)");
  await page.getByTestId("check-answers").screenshot({ path: shot("check-answers-history") });
  const cyPage = await signedInPage(browser, baseURL, cy, { width: 1366, height: 900 });
  await cyPage.goto(`/projects/${projectId}/annotate`);
  await expect(cyPage.getByTestId("paused-notice")).toContainText("You are paused in this project");
  await expect(cyPage.getByTestId("paused-notice")).toContainText(
    "0 of the last 1 check items right (0 %), below the 100 % needed",
  );
  await expect(cyPage.getByRole("button", { name: "Start annotating" })).toHaveCount(0);
  await cyPage.screenshot({ path: shot("annotator-paused"), fullPage: true });
  await cyPage.context().close();
  await page.goto(`/projects/${projectId}`);
  const cyRow = page.getByTestId("scorecards").locator(`[data-annotator="${cy.email}"]`);
  await expect(cyRow.getByTestId("paused")).toHaveText(
    "Paused: 0 of the last 1 check items right (0 %), below the 100 % needed",
  );
  await page.screenshot({ path: shot("scorecards-paused"), fullPage: true });
  // Issue #40: at 1366 px the table (its widest, with a paused row) fits without scrolling sideways
  // (the Checks column was cut), and e-mails stay on one line (no "ann1@example.o rg").
  await page.setViewportSize({ width: 1366, height: 900 });
  const fit = await page.getByTestId("scorecards").evaluate((table) => {
    const box = table.parentElement!;
    const email = table.querySelector<HTMLElement>("[data-annotator] td span")!;
    return {
      scroll: box.scrollWidth,
      client: box.clientWidth,
      lines: Math.round(
        email.getBoundingClientRect().height / parseFloat(getComputedStyle(email).lineHeight),
      ),
    };
  });
  expect(fit.scroll, `scorecards ${fit.scroll} px wide in ${fit.client}`).toBeLessThanOrEqual(
    fit.client,
  );
  expect(fit.lines).toBe(1);
  await page.screenshot({ path: shot("scorecards-1366"), fullPage: true });
  await cyRow.getByTestId("resume").click();
  await expect(cyRow.getByTestId("paused")).toHaveCount(0);
  // Resumed, Cy gets ordinary work again.
  expect((await api.annotate(cy, projectId, comment("correct"))).externalId).toBe("s-4");
});
