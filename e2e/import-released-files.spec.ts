import { readFileSync } from "node:fs";
import { itemLineExamples } from "../lib/items/import/item-line-examples";
import { realDataPath } from "../tests/real-data-path";
import { expect, shot, signIn, test } from "./fixtures";

/**
 * SimpleDevQA's released eval sample as the issue found the full files: one row whose answer
 * pandas lost (an empty golden_answer), one with a NUL in the model's answer; then rows enough
 * that the upload takes a few seconds on a throttled link, so its percentage can be seen.
 */
function evalFile(): Buffer {
  const sample = readFileSync(realDataPath("simpledevqa", "eval_gpt-4o.sample.csv"), "utf8");
  const headerEnd = sample.indexOf("\r\n");
  const [header, rows] = [sample.slice(0, headerEnd), sample.slice(headerEnd + 2).trimEnd()];
  const defects = [
    '900001,"What does Python\'s None print as?",,"None.",A,English',
    '900002,"Which byte ends a C string?","NUL.","The \u0000 byte.",A,English',
  ];
  const padding = Array.from(
    { length: 300 },
    (_, i) =>
      `${910000 + i},"Padding question ${i}?","Answer ${i}.","${"x".repeat(1000)}",B,English`,
  );
  return Buffer.from([header, ...defects, rows, ...padding].join("\r\n"));
}

test("a lead imports a released eval file with a NUL and an empty reference answer, and sees the warnings and the upload's percentage", async ({
  api,
  page,
}) => {
  const lead = await api.user("lead", "Lena Lead");
  const projectId = await api.project(lead, "model_answer");
  await signIn(page, lead);
  await page.goto(`/projects/${projectId}/import`);
  await page.getByLabel("Choose file").setInputFiles({
    name: "gpt-4o_results_eval_new.csv",
    mimeType: "text/csv",
    buffer: evalFile(),
  });

  // Without a preset the page says which one the file looks like, and takes it in one key press.
  await page.keyboard.press("Alt+KeyP");
  const suggestion = page.getByTestId("preset-suggestion");
  await expect(suggestion).toContainText("The file looks like simpledevqa-eval");
  await suggestion.getByRole("button", { name: "Use preset simpledevqa-eval" }).click();
  await expect(page.getByLabel("Preset", { exact: true })).toHaveValue("simpledevqa-eval");

  await page.keyboard.press("Alt+KeyP");
  const preview = page.getByTestId("import-preview");
  await expect(page.getByTestId("preview-summary")).toContainText("2 with warnings");
  await expect(preview.getByTestId("preview-warning")).toHaveCount(2);
  await expect(preview.getByTestId("preview-warning").first()).toContainText("reference_answer");
  await page.screenshot({ path: shot("import-released-preview"), fullPage: true });

  // A slow link: the upload's percentage shows on the button and the bar.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: 80 * 1024,
  });
  await page.keyboard.press("Alt+KeyI");
  await expect(page.getByRole("button", { name: /^Importing… \d+ %/ })).toBeVisible();
  await expect(page.getByTestId("upload-progress")).toHaveAttribute("aria-valuetext", /^\d+ % · /);
  await page.screenshot({ path: shot("import-released-uploading"), fullPage: true });
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });

  const result = page.getByTestId("import-result");
  await expect(result).toContainText("Imported 317 items, 0 duplicates skipped", {
    timeout: 30_000,
  });
  await expect(page.getByTestId("import-warning-count")).toContainText("2 warnings");
  const warnings = page.getByTestId("import-warning-row");
  await expect(warnings).toHaveCount(2);
  await expect(warnings.nth(0)).toContainText("gpt-4o:900001");
  await expect(warnings.nth(0)).toContainText("reference_answer");
  await expect(warnings.nth(1)).toContainText("gpt-4o:900002");
  await expect(warnings.nth(1)).toContainText("predicted_answer");
  await expect(warnings.nth(1)).toContainText("replaced by U+FFFD");
  await page.screenshot({ path: shot("import-released-result"), fullPage: true });
});

test("a lead gives a JSON Lines file a constant field on the page", async ({ api, page }) => {
  const lead = await api.user("lead", "Lena Lead");
  const projectId = await api.project(lead, "model_answer");
  await signIn(page, lead);
  await page.goto(`/projects/${projectId}/import`);
  const { language: _language, ...line } = itemLineExamples.model_answer;
  const lines = ["m-1", "m-2"].map((id) => JSON.stringify({ ...line, external_id: id }));
  await page.getByLabel("Choose file").setInputFiles({
    name: "answers.jsonl",
    mimeType: "application/x-ndjson",
    buffer: Buffer.from(lines.join("\n")),
  });
  const fields = page.getByTestId("mapping-editor");
  await expect(fields).toContainText("Each line's fields are read by name");
  await fields.getByRole("button", { name: "Add a constant field" }).click();
  await page.getByLabel("Constant field 1", { exact: true }).selectOption("language");
  await page.getByLabel("Value of constant field 1").fill("zh");
  await page.keyboard.press("Alt+KeyP");
  await expect(page.getByTestId("preview-summary")).toContainText("2 new, 0 duplicates, 0 invalid");
  await expect(page.getByTestId("preview-row").first()).toContainText("zh");
  await page.keyboard.press("Alt+KeyI");
  await expect(page.getByTestId("import-result")).toContainText("Imported 2 items");
  await page.screenshot({ path: shot("import-jsonl-constant-field"), fullPage: true });
});
