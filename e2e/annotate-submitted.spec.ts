import { itemLineExamples } from "../lib/items/import/item-line-examples";
import { expect, openQueue, shot, test } from "./fixtures";

test("a submitted item is read-only in another tab and after Back, with the saved version named", async ({
  api,
  browser,
  baseURL,
}) => {
  const lead = await api.user("lead");
  const ana = await api.user("annotator", "Ana");
  const projectId = await api.project(lead, "generated_comment", [[ana, "annotator"]]);
  const second = {
    ...itemLineExamples.generated_comment,
    external_id: "1946_5:other-model",
    model: "other/model-1b",
  };
  await api.importItems(lead, projectId, [itemLineExamples.generated_comment, second]);

  const first = await openQueue(browser, baseURL, ana, projectId);
  await first.setViewportSize({ width: 1366, height: 900 });
  const url = first.url();
  const other = await first.context().newPage();
  await other.setViewportSize({ width: 1366, height: 900 });
  await other.goto(url);
  await expect(other.getByTestId("annotation-screen")).toBeVisible();

  // The stale tab's unsaved change: "incorrect"; the first tab submits "correct".
  // The server's HTML is visible before the page hydrates and its shortcuts listen: press again until one lands.
  await expect(async () => {
    await other.keyboard.press("3");
    await expect(other.getByRole("radio", { name: /^Incorrect/ })).toBeChecked({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await first.bringToFront();
  await first.keyboard.press("1");
  await first.keyboard.press("Control+Enter");
  await expect(first.getByTestId("item-external-id")).toHaveText("1946_5:other-model");

  // The other tab learns of it: read-only, the saved values shown, its own change named as not saved.
  const notice = other.getByTestId("submitted-elsewhere");
  await expect(notice).toContainText("This item was submitted in another tab");
  await expect(notice).toContainText("Accuracy: Correct");
  await expect(notice).toContainText(
    "Your unsaved changes here (Accuracy: Incorrect) were not saved.",
  );
  await expect(other.getByRole("radio", { name: /^Correct/ })).toBeChecked();
  await expect(other.getByRole("radio", { name: /^Incorrect/ })).toBeDisabled();
  await expect(other.getByTestId("lease-status")).toHaveCount(0);
  await other.screenshot({ path: shot("annotate-submitted-elsewhere") });
  await expect(other.getByRole("button", { name: "Next item" })).toBeVisible();

  // Back in the first tab shows the submitted item read-only with the way forward, not a live form.
  await first.goBack();
  await expect(first).toHaveURL(url);
  await expect(first.getByTestId("submitted-elsewhere")).toContainText(
    "You already submitted this item",
  );
  await expect(first.getByRole("radio", { name: /^Correct/ })).toBeChecked();
  await expect(first.getByRole("radio", { name: /^Partially correct/ })).toBeDisabled();
  await first.screenshot({ path: shot("annotate-submitted-back") });
  await first.getByRole("button", { name: "Next item" }).click();
  await expect(first.getByTestId("item-external-id")).toHaveText("1946_5:other-model");
});

test("the header's progress counts each submit at once, on a prefetched screen too", async ({
  api,
  browser,
  baseURL,
}) => {
  const lead = await api.user("lead");
  const ana = await api.user("annotator", "Ana");
  const projectId = await api.project(lead, "generated_comment", [[ana, "annotator"]]);
  const lines = [1, 2, 3].map((n) => ({
    ...itemLineExamples.generated_comment,
    external_id: `1946_5:model-${n}`,
    model: `model/${n}`,
  }));
  await api.importItems(lead, projectId, lines);

  const page = await openQueue(browser, baseURL, ana, projectId);
  // The pages the router loaded (React Server Component requests): the claim ahead's is one of them.
  const loaded = new Set<string>();
  page.on("response", (r) => {
    const url = new URL(r.url());
    if (
      r.request().method() === "GET" &&
      url.searchParams.has("_rsc") &&
      /\/annotate\/\d+$/.test(url.pathname)
    )
      loaded.add(url.pathname);
  });
  const shown = new Set<string>();
  const mine = page.getByTestId("progress-mine");
  await expect(mine).toHaveAttribute("aria-valuetext", "0 of 3 items submitted");
  for (const done of [1, 2]) {
    const externalId = await page.getByTestId("item-external-id").textContent();
    shown.add(new URL(page.url()).pathname);
    await expect(async () => {
      await page.keyboard.press("1");
      await expect(page.getByRole("radio", { name: /^Correct/ })).toBeChecked({ timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    // The next item is claimed and its page loaded ahead (decision 050): rendered before this submit.
    await expect
      .poll(() => [...loaded].some((path) => !shown.has(path)), { timeout: 15_000 })
      .toBe(true);
    await page.keyboard.press("Control+Enter");
    await expect(page.getByTestId("item-external-id")).not.toHaveText(externalId ?? "");
    await expect(mine).toHaveAttribute("aria-valuetext", `${done} of 3 items submitted`);
  }
});
