import { itemLineExamples } from "../lib/items/import/item-line-examples";
import { expect, itemStatuses, openQueue, test } from "./fixtures";

const line = (external_id: string) => ({ ...itemLineExamples.generated_comment, external_id });

// Issue #40, decision 050: the item claimed ahead was held for the lease's 30 minutes after the
// annotator left the screen by a link. Leaving gives it back; the item on screen stays claimed.
test("leaving the annotate screen by a link gives back the claim ahead, not the item on screen", async ({
  api,
  browser,
  baseURL,
  request,
}) => {
  const lead = await api.user("lead");
  const ana = await api.user("annotator", "Ana");
  const projectId = await api.project(lead, "generated_comment", [[ana, "annotator"]]);
  await api.importItems(lead, projectId, [line("c-1"), line("c-2")]);
  const statuses = async () => Object.values(await itemStatuses(request, lead, projectId)).sort();

  const page = await openQueue(browser, baseURL, ana, projectId);
  const onScreen = await page.getByTestId("item-external-id").textContent();
  // The screen claims the other item ahead: both are in annotation.
  await expect.poll(statuses, { timeout: 15_000 }).toEqual(["in_annotation", "in_annotation"]);

  await page.getByRole("link", { name: "Projects", exact: true }).first().click();
  await page.waitForURL((url) => !/\/annotate\//.test(url.pathname));
  // Before: both stayed in annotation for the lease's 30 minutes.
  await expect.poll(statuses, { timeout: 15_000 }).toEqual(["in_annotation", "pending"]);
  expect((await itemStatuses(request, lead, projectId))[onScreen!]).toBe("in_annotation");
});
