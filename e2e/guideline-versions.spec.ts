import { itemLineExamples } from "../lib/items/import/item-line-examples";
import { expect, openQueue, shot, signedInPage, test } from "./fixtures";

const annotation = {
  dev_related: true,
  task_category: "knowledge_qa",
  code_centric: true,
  single_answer: true,
  notes: "",
};

test("guidelines change after a submit: the annotator is told what changed, by keyboard; the lead sees the history", async ({
  api,
  browser,
  baseURL,
}) => {
  const lead = await api.user("lead");
  const ana = await api.user("annotator", "Ana");
  const projectId = await api.project(lead, "dialogue", [[ana, "annotator"]], { overlap: 1 });
  await api.importItems(
    lead,
    projectId,
    [1, 2].map((i) => ({ ...itemLineExamples.dialogue, external_id: `gv-${i}` })),
  );
  await api.annotate(ana, projectId, annotation);
  await api.projectSettings(lead, projectId, {}, "Label the first turn only.\nBe brief.");

  const page = await openQueue(browser, baseURL, ana, projectId);
  const notice = page.getByTestId("guideline-notice");
  await expect(notice).toContainText("Guidelines changed since your last submit (v1 → v2)");
  // Reached by Tab from the top of the page.
  await page.locator("body").focus();
  let isInside = false;
  for (let i = 0; i < 40 && !isInside; i++) {
    await page.keyboard.press("Tab");
    isInside = await page.evaluate(
      () => !!document.activeElement?.closest('[data-testid="guideline-notice"]'),
    );
  }
  expect(isInside).toBe(true);
  const summary = notice.getByText("What changed");
  await summary.focus();
  await page.keyboard.press("Enter");
  await expect(notice).toContainText("Label the first turn only.");
  await page.screenshot({ path: shot("guideline-notice"), fullPage: true });
  await notice.getByRole("button", { name: "Dismiss" }).focus();
  await page.keyboard.press("Enter");
  await expect(notice).toBeHidden();

  const leadPage = await signedInPage(browser, baseURL, lead);
  await leadPage.goto(`/projects/${projectId}/settings`);
  const history = leadPage.getByTestId("guideline-history");
  await expect(history.getByRole("heading", { name: /^v2/ })).toBeVisible();
  await expect(history.getByRole("heading", { name: /^v1/ })).toBeVisible();
  await expect(history).toContainText("instructions");
  await leadPage.screenshot({ path: shot("guideline-history"), fullPage: true });
});
