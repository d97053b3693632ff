import { readFile } from "node:fs/promises";
import { itemLineExamples } from "../lib/items/import/item-line-examples";
import { itemKindModules } from "../lib/items/kinds";
import { expect, itemStatuses, shot, signIn, test } from "./fixtures";

test.describe.configure({ timeout: 90_000 });

const line = (externalId: string, extra: object) => ({
  ...itemLineExamples.generated_comment,
  external_id: externalId,
  ...extra,
});
const lines = [
  line("c-en", {
    language: "en",
    model: "m/alpha",
    predicted_comment: "// Returns the cached value and refreshes it",
  }),
  line("c-zh", { language: "zh", model: "m/beta", predicted_comment: "// 返回缓存的值并刷新它" }),
  line("c-ru", {
    language: "ru",
    model: "m/alpha",
    predicted_comment: "// Возвращает кэшированное значение",
  }),
];

test("lead items list: search in Chinese, filter by model, tick two, reopen them and export them", async ({
  api,
  browser,
  baseURL,
  request,
}) => {
  const lead = await api.user("lead", "Lea");
  const [ana, ben] = [await api.user("annotator", "Ana"), await api.user("annotator", "Ben")];
  const projectId = await api.project(lead, "generated_comment", [
    [ana, "annotator"],
    [ben, "annotator"],
  ]);
  await api.importItems(lead, projectId, lines);
  // Both annotators agree on every item: all three end agreed, so they can be reopened.
  for (let n = 0; n < lines.length; n++)
    for (const who of [ana, ben])
      await api.annotate(who, projectId, itemKindModules.generated_comment.exampleAnnotation);
  expect(Object.values(await itemStatuses(request, lead, projectId))).toEqual([
    "agreed",
    "agreed",
    "agreed",
  ]);

  const context = await browser.newContext({
    baseURL,
    viewport: { width: 1366, height: 900 },
    acceptDownloads: true,
  });
  const page = await context.newPage();
  await signIn(page, lead);
  await page.goto(`/projects/${projectId}/items`);
  const rows = page.getByTestId("item-row");
  await expect(rows).toHaveCount(3);
  await expect(rows.first().getByTestId("item-annotators")).toHaveText("Ana, Ben");
  await expect(rows.first().getByTestId("item-preview")).toHaveText(
    "// Returns the cached value and refreshes it",
  );

  // Search in Chinese: a substring of the content.
  await page.getByLabel("Search content or id").fill("缓存的");
  await page.getByLabel("Search content or id").press("Enter");
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText("c-zh");
  await expect(page.getByTestId("items-total")).toHaveText("1 matching item");
  await page.screenshot({ path: shot("lead-items-search-1366"), fullPage: true });

  // Filter by model instead.
  await page.getByLabel("Search content or id").fill("");
  await page.getByLabel("Model").selectOption("m/alpha");
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText("c-en");
  await expect(rows.nth(1)).toContainText("c-ru");

  // Tick both; reopen without a reason: the server's field message, nothing changed.
  await page.getByLabel("Select c-en").check();
  await page.getByLabel("Select c-ru").check();
  await page.getByTestId("reopen-ticked").click();
  await expect(page.getByTestId("items-bulk-outcome")).toContainText("reason: is required");
  expect(Object.values(await itemStatuses(request, lead, projectId))).toEqual([
    "agreed",
    "agreed",
    "agreed",
  ]);
  await page.getByLabel("Reason to reopen").fill("The cache comments need a second look");
  await page.getByTestId("reopen-ticked").click();
  await expect(page.getByTestId("items-bulk-outcome")).toHaveText(
    "2 items reopened for adjudication.",
  );
  await expect(rows.nth(0)).toContainText("Disagreement");
  expect(await itemStatuses(request, lead, projectId)).toEqual({
    "c-en": "disagreement",
    "c-zh": "agreed",
    "c-ru": "disagreement",
  });
  await page.screenshot({ path: shot("lead-items-reopened-1366"), fullPage: true });

  // Export the same two: the export's lines of exactly those items.
  await page.getByLabel("Select c-en").check();
  await page.getByLabel("Select c-ru").check();
  const download = page.waitForEvent("download");
  await page.getByTestId("export-ticked").click();
  const file = await (await download).path();
  const exported = (await readFile(file, "utf8"))
    .split("\n")
    .filter(Boolean)
    .map(
      (l) => JSON.parse(l) as { external_id: string; status: string; predicted_comment: string },
    );
  expect(exported.map((l) => [l.external_id, l.status])).toEqual([
    ["c-en", "unresolved"],
    ["c-ru", "unresolved"],
  ]);
  await expect(page.getByTestId("items-bulk-outcome")).toContainText("Exported 2 items");

  await page.setViewportSize({ width: 1024, height: 768 });
  await page.screenshot({ path: shot("lead-items-list-1024"), fullPage: true });
  await context.close();
});
