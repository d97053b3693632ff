import { randomUUID } from "node:crypto";
import { itemLineExamples } from "../lib/items/import/item-line-examples";
import { expect, itemStatuses, openQueue, shot, test } from "./fixtures";

test("two annotators tag a generated comment blind with the code picker; skip and release; they disagree", async ({
  api,
  browser,
  baseURL,
  request,
}) => {
  const lead = await api.user("lead");
  const ana = await api.user("annotator", "Ana");
  const ben = await api.user("annotator", "Ben");
  const projectId = await api.project(lead, "generated_comment", [
    [ana, "annotator"],
    [ben, "annotator"],
  ]);
  const first = {
    ...itemLineExamples.generated_comment,
    meta: { hint: "expected-label-incorrect" },
  };
  const second = {
    ...itemLineExamples.generated_comment,
    external_id: "1946_5:other-model",
    model: "other/model-1b",
  };
  await api.importItems(lead, projectId, [first, second]);
  const marker = `ana-private-${randomUUID()}`;

  const a = await openQueue(browser, baseURL, ana, projectId);
  await expect(a.getByTestId("item-external-id")).toHaveText("1946_5:codegemma-7b");
  await expect(a.getByTestId("generated-comment-in-place")).toContainText("Υπολογίζει το άθροισμα");
  await expect(a.getByTestId("word-diff")).toBeVisible();
  expect(await a.content(), "item meta is never sent to annotators").not.toContain(
    "expected-label-incorrect",
  );

  await a.keyboard.press("2");
  await expect(a.getByRole("radio", { name: /Partially correct/ })).toBeChecked();
  await a.keyboard.press("/");
  await expect(a.getByLabel("Search error codes")).toBeFocused();
  await a.keyboard.type("gender");
  await expect(a.getByRole("checkbox")).toHaveCount(1);
  await a.keyboard.press("ArrowDown");
  const gender = a.getByRole("checkbox", { name: "LG-GR3 Gender" });
  await expect(gender).toBeFocused();
  await expect(gender).toHaveAccessibleDescription(/grammatical gender/);
  await expect(a.getByTestId("code-definition")).toContainText("grammatical gender");
  await a.keyboard.press("Space");
  await expect(gender).toBeChecked();
  await a.getByLabel("Search error codes").fill("");
  await expect(a.getByRole("checkbox")).toHaveCount(26);
  await a.getByRole("checkbox", { name: "SE-MD Missing Details" }).hover();
  await expect(a.getByTestId("code-definition")).toContainText("leaves out information");
  await a.getByRole("checkbox", { name: "SE-MD Missing Details" }).focus();
  await a.keyboard.press("ArrowDown");
  await expect(a.getByRole("checkbox", { name: "SE-TS Too Specific" })).toBeFocused();
  await a.keyboard.press("Enter");
  await expect(a.getByRole("checkbox", { name: "SE-TS Too Specific" })).toBeChecked();
  await a.getByRole("button", { name: "Remove SE-TS Too Specific" }).click();
  await expect(a.getByRole("checkbox", { name: "SE-TS Too Specific" })).not.toBeChecked();
  await expect(
    a.getByRole("list", { name: "Selected error codes" }).getByRole("button"),
  ).toHaveText([/LG-GR3/]);
  await a.getByLabel("Notes").fill(marker);
  await expect(a.getByTestId("autosave-status")).toHaveText("Draft saved");
  await a.screenshot({ path: shot("annotate-generated_comment"), fullPage: true });
  await a.getByLabel("Notes").press("Control+Enter");

  // The next item comes by itself; Ana skips it with a reason (Shift+S).
  await expect(a.getByTestId("item-external-id")).toHaveText("1946_5:other-model");
  await a.keyboard.press("Shift+S");
  const skip = a.getByRole("dialog", { name: "Skip this item" });
  await expect(skip).toBeVisible();
  await skip.getByLabel("Reason for skipping").fill("Outside my expertise");
  await skip.getByRole("button", { name: "Skip item" }).click();
  await a.waitForURL(/\/annotate\?done=1$/);
  await expect(a.getByTestId("done-summary")).toContainText("skipped 1 item");

  const b = await openQueue(browser, baseURL, ben, projectId);
  await expect(b.getByTestId("item-external-id")).toHaveText("1946_5:codegemma-7b");
  expect(await b.content()).not.toContain(marker);
  await expect(b.getByRole("radio", { checked: true })).toHaveCount(0);
  await expect(b.getByRole("checkbox", { checked: true })).toHaveCount(0);
  await expect(b.getByLabel("Notes")).toHaveValue("");
  await b.keyboard.press("3");
  await b.keyboard.press("Control+Enter");
  await expect(b.getByTestId("item-external-id")).toHaveText("1946_5:other-model");
  await b.keyboard.press("Shift+R");
  await b
    .getByRole("dialog", { name: "Release this item" })
    .getByRole("button", { name: "Release item" })
    .click();
  await b.waitForURL(new RegExp(`/projects/${projectId}$`));

  expect(await itemStatuses(request, lead, projectId)).toEqual({
    "1946_5:codegemma-7b": "disagreement",
    "1946_5:other-model": "pending",
  });
});

test("a whole comment by keyboard: Enter toggles the top match and clears, Backspace on an empty search removes the last code", async ({
  api,
  browser,
  baseURL,
}) => {
  const lead = await api.user("lead");
  const ana = await api.user("annotator", "Ana");
  const projectId = await api.project(lead, "generated_comment", [[ana, "annotator"]]);
  await api.importItems(lead, projectId, [itemLineExamples.generated_comment]);

  let presses = 0;
  const a = await openQueue(browser, baseURL, ana, projectId);
  const press = async (key: string) => {
    await a.keyboard.press(key);
    presses++;
  };
  const type = async (text: string) => {
    await a.keyboard.type(text);
    presses += text.length;
  };
  const chips = a.getByRole("list", { name: "Selected error codes" }).getByRole("button");
  await expect(a.getByTestId("code-search-keys")).toContainText("Backspace");
  await press("2");
  await press("/");
  await type("gender");
  await press("Enter");
  await expect(a.getByLabel("Search error codes")).toHaveValue("");
  await expect(a.getByLabel("Search error codes")).toBeFocused();
  await type("se-md");
  await press("Enter");
  await type("se-ts");
  await press("Enter");
  await expect(chips).toHaveText([/LG-GR3/, /SE-MD/, /SE-TS/]);
  await press("Backspace");
  await expect(chips).toHaveText([/LG-GR3/, /SE-MD/]);
  await a.screenshot({ path: shot("annotate-generated_comment-keys"), fullPage: true });
  await press("Control+Enter");
  await a.waitForURL(/\/annotate\?done=1$/);
  // Accuracy 1, "/" 1, gender 6+1, se-md 5+1, se-ts 5+1 and Backspace to take it back, submit 1.
  expect(presses).toBe(23);
});
