import type { Page } from "@playwright/test";
import { itemLineExamples } from "../lib/items/import/item-line-examples";
import { axeSettled } from "./axe";
import { expect, itemStatuses, shot, signedInPage, test } from "./fixtures";

// Decision 051: with claim_group "file_id" an annotator gets all comments of one code file at
// once and rates them one after another on the same code, by keyboard.
const comment = (fileId: string, model: string, predicted: string) => ({
  ...itemLineExamples.generated_comment,
  external_id: `${fileId}:${model}`,
  file_id: fileId,
  model: `lab/${model}`,
  predicted_comment: `// ${predicted}`,
});

/** The parts of the comment on screen (the group's other comments are mounted, hidden). */
const shown = (page: Page, testId: string) => page.locator(`[data-testid="${testId}"]:visible`);

test("file groups: rate a file's three comments with the keyboard on one code view, go back read-only, then the next file", async ({
  api,
  browser,
  baseURL,
  request,
}) => {
  const lead = await api.user("lead");
  const ana = await api.user("annotator", "Ana");
  const projectId = await api.project(lead, "generated_comment", [[ana, "annotator"]], {
    claim_group: "file_id",
    overlap: 1,
  });
  await api.importItems(lead, projectId, [
    comment("A", "m1", "first model's comment"),
    comment("A", "m2", "second model's comment"),
    comment("A", "m3", "third model's comment"),
    comment("B", "m1", "file B, first"),
    comment("B", "m2", "file B, second"),
  ]);

  const a = await signedInPage(browser, baseURL, ana, { width: 1366, height: 900 });
  await a.goto(`/projects/${projectId}/annotate`);
  await a.getByRole("button", { name: "Start annotating" }).click();
  await a.waitForURL(/\/annotate\/\d+$/);
  const firstUrl = a.url();
  const strip = a.getByTestId("group-strip");
  await expect(strip).toContainText("File A: comment 1 of 3");
  await expect(a.getByTestId("group-comment")).toHaveCount(3);
  // The code once on screen, with the first comment in place; the action bar in view without scrolling.
  await expect(shown(a, "generated-comment-view")).toHaveCount(1);
  await expect(shown(a, "generated-comment-in-place")).toContainText("first model's comment");
  const submitBox = await a.getByRole("button", { name: /^Submit/ }).boundingBox();
  expect(submitBox && submitBox.y + submitBox.height).toBeLessThanOrEqual(900);
  await a.screenshot({ path: shot("file-group-1366") });
  await axeSettled(a); // the group screen is scanned before the keys change it

  // 1 = correct, Ctrl+Enter: submitted, and the second comment shows on the same page.
  await a.keyboard.press("1");
  await expect(a.getByRole("radio", { name: /^Correct/ })).toBeChecked();
  await a.keyboard.press("Control+Enter");
  await expect(strip).toContainText("comment 2 of 3, 1 done");
  await expect(shown(a, "generated-comment-in-place")).toContainText("second model's comment");
  await expect(a.getByRole("radio", { name: /^Correct/ })).not.toBeChecked();
  expect(a.url()).not.toBe(firstUrl);

  // [ goes back to the first: read-only, as submitted; ] forward again.
  await a.keyboard.press("[");
  await expect(strip).toContainText("comment 1 of 3");
  await expect(a.getByRole("radio", { name: /^Correct/ })).toBeChecked();
  await expect(a.getByRole("radio", { name: /^Correct/ })).toBeDisabled();
  await expect(a.getByTestId("group-comment").first()).toHaveAttribute("data-state", "done");
  await a.keyboard.press("]");
  await expect(strip).toContainText("comment 2 of 3");

  // A draft on the second survives a reload, which opens the comment the address names.
  await a.keyboard.press("2");
  await a.getByLabel("Notes").filter({ visible: true }).fill("wording is off");
  await expect(shown(a, "autosave-status")).toHaveText("Draft saved");
  await a.reload();
  // Numbered on from what is done: the first comment, submitted, is no longer in the group.
  await expect(strip).toContainText("File A: comment 2 of 3, 1 done");
  await expect(a.getByTestId("group-comment")).toHaveText(["Comment 2", "Comment 3"]);
  await expect(a.getByRole("radio", { name: /Partially correct/ })).toBeChecked();
  await expect(a.getByLabel("Notes").filter({ visible: true })).toHaveValue("wording is off");
  await a.getByLabel("Notes").filter({ visible: true }).press("Control+Enter");
  await expect(strip).toContainText("comment 3 of 3, 2 done");
  await expect(shown(a, "generated-comment-in-place")).toContainText("third model's comment");

  // The file's last comment: its submit goes on to the next file's group.
  await a.setViewportSize({ width: 1024, height: 768 });
  await a.screenshot({ path: shot("file-group-1024") });
  await a.keyboard.press("1");
  await a.keyboard.press("Control+Enter");
  await expect(strip).toContainText("File B: comment 1 of 2");
  await expect(shown(a, "generated-comment-in-place")).toContainText("file B, first");

  // Shift+R gives back the whole file: both of B's comments are free again.
  expect(await itemStatuses(request, lead, projectId)).toMatchObject({
    "B:m1": "in_annotation",
    "B:m2": "in_annotation",
  });
  await a.keyboard.press("Shift+R");
  const release = a.getByRole("dialog", { name: "Release this item" });
  await expect(release).toContainText("The file's comments you have not submitted go back");
  await release.getByRole("button", { name: "Release item" }).click();
  await a.waitForURL(new RegExp(`/projects/${projectId}$`));
  expect(await itemStatuses(request, lead, projectId)).toMatchObject({
    "B:m1": "pending",
    "B:m2": "pending",
  });

  const mine = await request.get(`/api/v1/projects/${projectId}/submissions`, {
    headers: { Authorization: `Bearer ${ana.token}` },
  });
  expect(mine.status()).toBe(200);
  const rows = (await mine.json()).submissions as {
    item: { external_id: string };
    data: { accuracy: string; notes: string };
  }[];
  expect(
    Object.fromEntries(rows.map((r) => [r.item.external_id, [r.data.accuracy, r.data.notes]])),
  ).toEqual({
    "A:m1": ["correct", ""],
    "A:m2": ["partially_correct", "wording is off"],
    "A:m3": ["correct", ""],
  });
});
