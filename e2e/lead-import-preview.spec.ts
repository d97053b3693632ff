import { readFileSync } from "node:fs";
import { itemLineExamples } from "../lib/items/import/item-line-examples";
import { realDataPath } from "../tests/real-data-path";
import { expect, shot, signIn, test } from "./fixtures";

const comment = (externalId: string, extra: object = {}) =>
  JSON.stringify({ ...itemLineExamples.generated_comment, external_id: externalId, ...extra });

test("a lead previews a JSONL file, imports its valid lines, and a re-import is nothing new", async ({
  api,
  page,
}) => {
  const lead = await api.user("lead", "Lena Lead");
  const projectId = await api.project(lead, "generated_comment");
  await signIn(page, lead);
  await page.goto(`/projects/${projectId}/import`);

  const good = [comment("c-1"), comment("c-2"), comment("c-3")];
  const mixed = [good[0], comment("c-bad", { language: "Greek" }), good[1], good[2]].join("\n");
  await page.getByLabel("Choose file").setInputFiles({
    name: "mixed.jsonl",
    mimeType: "application/x-ndjson",
    buffer: Buffer.from(mixed),
  });
  // The keyboard shortcut shown on the button.
  await page.keyboard.press("Alt+KeyP");
  const preview = page.getByTestId("import-preview");
  await expect(preview.getByTestId("preview-row")).toHaveCount(4);
  await expect(page.getByTestId("preview-summary")).toContainText("3 new, 0 duplicates, 1 invalid");
  await expect(preview.getByTestId("preview-row").nth(1)).toContainText("language");
  await expect(preview.getByTestId("preview-row").nth(0)).toContainText(
    String(itemLineExamples.generated_comment.model),
  );
  await page.screenshot({ path: shot("import-preview-jsonl"), fullPage: true });

  // All or nothing by default: the errors table names line, external id and field.
  await page.getByRole("button", { name: /^Import/ }).click();
  const errors = page.getByTestId("import-errors");
  await expect(errors).toContainText("Nothing was imported");
  await expect(errors.getByTestId("import-error-row")).toHaveCount(1);
  await expect(errors.getByTestId("import-error-row").first()).toContainText("c-bad");

  await page.getByLabel(/Import only the valid lines/).check();
  await page.getByRole("button", { name: /^Import the valid lines/ }).click();
  const result = page.getByTestId("import-result");
  await expect(result).toContainText(
    "Imported 3 items, 0 duplicates skipped, 1 invalid line left out",
  );
  await expect(page.getByTestId("import-error-row")).toHaveCount(1);

  await page.getByLabel("Choose file").setInputFiles({
    name: "good.jsonl",
    mimeType: "application/x-ndjson",
    buffer: Buffer.from(good.join("\n")),
  });
  await page.getByRole("button", { name: /^Import/ }).click();
  await expect(result).toContainText("Nothing new");
  await expect(result).toContainText("Imported 0 items, 3 duplicates skipped");
  // Neutral, not the green of a success.
  await expect(result).not.toHaveClass(/emerald/);
  await page.screenshot({ path: shot("import-nothing-new"), fullPage: true });
});

test("a lead imports SimpleDevQA's released CSV with the preset and finds 60 QA pairs in en, zh and ru", async ({
  api,
  page,
}) => {
  const lead = await api.user("lead", "Lena Lead");
  const projectId = await api.project(lead, "qa_pair");
  await signIn(page, lead);
  await page.goto(`/projects/${projectId}/import`);

  const csv = readFileSync(realDataPath("simpledevqa", "data_difficult.sample.csv"));
  await page
    .getByLabel("Choose file")
    .setInputFiles({ name: "data_difficult.sample.csv", mimeType: "text/csv", buffer: csv });
  await expect(page.getByLabel("Format", { exact: true })).toHaveValue("csv");
  await page.getByLabel("Preset", { exact: true }).selectOption("simpledevqa");
  await page.getByRole("button", { name: "Add a constant field" }).click();
  await page.getByLabel("Constant field 1", { exact: true }).selectOption("difficulty");
  await page.getByLabel("Value of constant field 1").fill("difficult");
  await page.getByRole("button", { name: /^Preview/ }).click();

  const preview = page.getByTestId("import-preview");
  await expect(preview.getByTestId("preview-row")).toHaveCount(20);
  await expect(page.getByTestId("preview-summary")).toContainText(
    "20 new, 0 duplicates, 0 invalid",
  );
  await expect(preview.getByTestId("preview-row").first()).toContainText("ListenAndServe.");
  await expect(preview.getByTestId("preview-row").first()).toContainText("difficult");
  // The file's columns are listed for the mapping.
  await expect(page.getByTestId("mapping-editor")).toContainText("golden_answer");
  await page.screenshot({ path: shot("import-preview-csv"), fullPage: true });

  await page.getByRole("button", { name: /^Import/ }).click();
  await expect(page.getByTestId("import-result")).toContainText(
    "Imported 60 items, 0 duplicates skipped",
  );
  await page.screenshot({ path: shot("import-result-csv"), fullPage: true });

  let total = 0;
  for (const language of ["en", "zh", "ru"]) {
    await page.goto(`/projects/${projectId}/items?language=${language}`);
    const count = Number((await page.getByTestId("items-total").innerText()).replace(/\D/g, ""));
    expect(count, `items in ${language}`).toBeGreaterThan(0);
    total += count;
  }
  expect(total).toBe(60);
  await expect(page.getByLabel("Language", { exact: true })).toContainText("zh");
});
