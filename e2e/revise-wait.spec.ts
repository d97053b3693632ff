import { itemLineExamples } from "../lib/items/import/item-line-examples";
import { expect, signedInPage, test } from "./fixtures";

// Decision 064: items with every annotation in wait for their revise windows; the lead's overview
// and agreement both leave them out of compared figures and say how many wait, and until when.
test("the overview and agreement say which items wait for revise windows, and count them alike", async ({
  api,
  browser,
  baseURL,
}) => {
  const lead = await api.user("lead");
  const ana = await api.user("annotator", "Ana");
  const ben = await api.user("annotator", "Ben");
  const projectId = await api.project(
    lead,
    "generated_comment",
    [
      [ana, "annotator"],
      [ben, "annotator"],
    ],
    { revise_minutes: 10 },
  );
  await api.importItems(lead, projectId, [itemLineExamples.generated_comment]);
  for (const who of [ana, ben])
    await api.annotate(who, projectId, { accuracy: "correct", error_codes: [], notes: "" });

  const page = await signedInPage(browser, baseURL, lead);
  await page.goto(`/projects/${projectId}`);
  const waitLine =
    /^1 item waits for revise windows; the next closes at \d{2}:\d{2} .*Outcomes and agreement count it once compared\.$/;
  await expect(page.getByTestId("revise-wait")).toHaveText(waitLine);
  await expect(page.locator('[data-testid="status-count"][data-status="agreed"] dd')).toHaveText(
    "0",
  );
  await expect(
    page.locator('[data-testid="status-count"][data-status="in_annotation"] dd'),
  ).toHaveText("1");

  await page.goto(`/projects/${projectId}/agreement`);
  await expect(page.getByTestId("revise-wait")).toHaveText(waitLine);
  await expect(page.getByText("No items compared yet")).toBeVisible();
});
