import type { Page } from "@playwright/test";
import { itemLineExamples } from "../lib/items/import/item-line-examples";
import { axeSettled, axeViolations } from "./axe";
import { expect, shot, signIn, test } from "./fixtures";

const comment = (accuracy: string) => ({ accuracy, error_codes: [], notes: "" });
const gold: Record<string, string> = { "u-1": "correct", "u-2": "incorrect", "u-3": "correct" };
const jsonlFile = (name: string, lines: (object | string)[]) => ({
  name,
  mimeType: "application/x-ndjson",
  buffer: Buffer.from(lines.map((l) => (typeof l === "string" ? l : JSON.stringify(l))).join("\n")),
});

/** The suite scans a page after each navigation; these states come without one, so scan them here. */
const expectNoAxeViolations = async (page: Page) => expect(await axeViolations(page)).toEqual([]);

test("a lead creates a judge run, uploads its outputs and metric scores from the pages", async ({
  api,
  page,
}) => {
  test.setTimeout(120_000);
  const lead = await api.user("lead", "Lea");
  const ana = await api.user("annotator", "Ana");
  const ben = await api.user("annotator", "Ben");
  const projectId = await api.project(lead, "generated_comment", [
    [ana, "annotator"],
    [ben, "annotator"],
  ]);
  await api.importItems(
    lead,
    projectId,
    Object.keys(gold).map((external_id) => ({
      ...itemLineExamples.generated_comment,
      external_id,
    })),
  );
  for (let i = 0; i < 3; i++) {
    await api.annotate(ana, projectId, (id) => comment(gold[id]));
    await api.annotate(ben, projectId, (id) => comment(gold[id]));
  }

  await signIn(page, lead);
  await page.goto(`/projects/${projectId}/agreement/judges`);
  await expect(page.getByText("No judge runs yet")).toBeVisible();
  await expect(page.getByText("POST /api")).toHaveCount(0);
  await axeSettled(page);

  // A bad language is named on its field; the fixed form creates the run (Enter submits).
  // The form that records an outside run's outputs (the page also runs judges itself).
  const create = page.getByTestId("create-run-form");
  await create.getByLabel("Run name").fill("gpt-4o-rubric");
  await create.getByLabel("Model", { exact: true }).fill("gpt-4o");
  await create.getByLabel("Prompt language").fill("english");
  await create.getByLabel("Temperature").fill("0");
  await create.getByLabel("Temperature").press("Enter");
  await expect(create.getByTestId("field-error")).toContainText("Prompt language must be");
  await create.getByLabel("Prompt language").fill("en");
  await create.getByRole("button", { name: "Create run" }).click();
  await expect(page.getByTestId("run-created")).toContainText("gpt-4o-rubric");
  await expect(page.getByLabel("Upload to")).toHaveValue(/^\d+$/);
  await expect(page.getByLabel("Upload to").locator("option:checked")).toHaveText(
    "Run gpt-4o-rubric",
  );

  // One bad line: the line's error is listed and nothing is recorded.
  const outputs = page.getByLabel("Outputs file (JSONL)");
  await outputs.setInputFiles(
    jsonlFile("bad.jsonl", [
      { external_id: "u-1", annotation: comment("correct") },
      { external_id: "u-2", annotation: comment("incorrect"), failure: "empty" },
    ]),
  );
  await page.getByRole("button", { name: "Upload outputs" }).click();
  const errors = page.getByTestId("upload-errors");
  await expect(errors).toContainText("1 of 2 lines are not valid; nothing was recorded.");
  await expect(page.getByTestId("upload-outcome")).toBeFocused();
  const row = errors.getByTestId("import-error-row");
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("2");
  await expect(row).toContainText("u-2");
  await expect(row).toContainText("failure");
  await expect(row).toContainText("give exactly one of annotation and failure");
  await page.screenshot({ path: shot("judge-runs-ui-line-error"), fullPage: true });
  await expectNoAxeViolations(page);

  await outputs.setInputFiles(
    jsonlFile("good.jsonl", [
      { external_id: "u-1", annotation: comment("correct") },
      { external_id: "u-2", annotation: comment("correct") },
      { external_id: "u-3", failure: "unparseable", raw: "Verdict: hmm" },
    ]),
  );
  await page.getByRole("button", { name: "Upload outputs" }).press("Enter");
  await expect(page.getByTestId("upload-result")).toContainText(
    "Recorded 2 labels and 1 failure from 3 lines.",
  );
  const card = page.locator('[data-testid="judge-run"][data-run="gpt-4o-rubric"]');
  await expect(
    card.getByTestId("judge-coverage").locator('tr[data-language="all"]').getByTestId("coverage"),
  ).toHaveText("66.7 %");
  await expect(card.getByTestId("judge-vs-gold")).toBeVisible();
  await page.screenshot({ path: shot("judge-runs-ui-figures"), fullPage: true });
  await expectNoAxeViolations(page);

  // Metric scores: the metrics page lists the metric once the file is in.
  await page.goto(`/projects/${projectId}/metrics`);
  await expect(page.getByText("POST /api")).toHaveCount(0);
  await page.getByLabel("Scores file (JSONL)").setInputFiles(
    jsonlFile(
      "scores.jsonl",
      Object.keys(gold).map((external_id, i) => ({ external_id, metric: "bleu", score: i / 4 })),
    ),
  );
  await page.getByRole("button", { name: "Upload scores" }).click();
  await expect(page.getByTestId("upload-result")).toContainText("Imported 3 scores of bleu");
  await expect(page.getByTestId("metric-list").getByRole("link", { name: "bleu" })).toBeVisible();
  await page.screenshot({ path: shot("judge-runs-ui-metrics"), fullPage: true });
  await expectNoAxeViolations(page);
});
