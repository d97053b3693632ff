import { itemLineExamples } from "../lib/items/import/item-line-examples";
import { expect, shot, signedInPage, test } from "./fixtures";

test("My submissions: reached from the project page, lists only my own annotations, newest first", async ({
  api,
  browser,
  baseURL,
}) => {
  const lead = await api.user("lead");
  const ana = await api.user("annotator", "Ana");
  const ben = await api.user("annotator", "Ben");
  const projectId = await api.project(lead, "generated_comment", [
    [ana, "annotator"],
    [ben, "annotator"],
  ]);
  const second = {
    ...itemLineExamples.generated_comment,
    external_id: "1946_5:other-model",
    model: "other/model-1b",
  };
  await api.importItems(lead, projectId, [itemLineExamples.generated_comment, second]);
  await api.annotate(ana, projectId, {
    accuracy: "incorrect",
    error_codes: ["SE-HA3"],
    notes: "ana first",
  });
  await api.annotate(ana, projectId, { accuracy: "correct", error_codes: [], notes: "ana second" });
  await api.annotate(ben, projectId, {
    accuracy: "partially_correct",
    error_codes: ["MS-CC"],
    notes: "ben-private",
  });

  const a = await signedInPage(browser, baseURL, ana, { width: 1366, height: 900 });
  await a.goto(`/projects/${projectId}`);
  await a.getByRole("link", { name: "My submissions" }).click();
  await expect(a.getByRole("heading", { name: "My submissions" })).toBeVisible();
  const rows = a.getByTestId("submission-row");
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText("ana second");
  await expect(rows.nth(1)).toContainText("ana first");
  await expect(rows.nth(1)).toContainText("SE-HA3");
  expect(await a.content()).not.toContain("ben-private");
  await a.screenshot({ path: shot("my-submissions"), fullPage: true });

  // From the queue's front door too.
  await a.goto(`/projects/${projectId}/annotate`);
  await a.getByRole("link", { name: "My submissions" }).click();
  await expect(rows).toHaveCount(2);
});
