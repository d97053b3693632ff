import { itemLineExamples } from "../lib/items/import/item-line-examples";
import { expect, shot, signIn, test } from "./fixtures";

test.describe.configure({ timeout: 90_000 });

const qaA = {
  verdict: "accept",
  answer_label: "correct",
  citations: [{ url: "https://go.dev/doc/" }, { url: "https://pkg.go.dev/net/http" }],
  notes: "Ana",
};
const qaB = {
  verdict: "accept",
  answer_label: "incorrect",
  final_answer: "http.Serve",
  citations: [{ url: "https://go.dev/doc#serving" }, { url: "https://example.org/" }],
  notes: "Ben",
};

test("lead item page: annotations compared in the kind's view, gold edited in the kind's form, times local with UTC on hover", async ({
  api,
  browser,
  baseURL,
}) => {
  const lead = await api.user("lead", "Lea");
  const [ana, ben] = [await api.user("annotator", "Ana"), await api.user("annotator", "Ben")];
  const projectId = await api.project(lead, "qa_pair", [
    [ana, "annotator"],
    [ben, "annotator"],
  ]);
  await api.importItems(lead, projectId, [itemLineExamples.qa_pair]);
  const { id: itemId } = await api.annotate(ana, projectId, qaA);
  await api.annotate(ben, projectId, qaB);

  const context = await browser.newContext({
    baseURL,
    viewport: { width: 1366, height: 900 },
    timezoneId: "Asia/Tokyo",
  });
  const page = await context.newPage();
  await signIn(page, lead);
  await page.goto(`/projects/${projectId}/items/${itemId}`);

  // Before any gold: Ana beside Ben, in the QA compare, the differing fields marked.
  const review = page.getByTestId("item-review");
  await expect(review.getByRole("heading", { name: "Annotations" })).toBeVisible();
  const pairs = review.getByTestId("review-pair");
  await expect(pairs).toHaveCount(1);
  await expect(pairs.first()).toContainText("Ana vs Ben");
  await expect(pairs.first()).toContainText("differ on answer label, final answer, citations");
  await expect(pairs.first().locator('tr[data-field="answer_label"]')).toHaveAttribute(
    "data-differs",
    "true",
  );
  await expect(pairs.first().locator('tr[data-field="verdict"]')).toHaveAttribute(
    "data-differs",
    "false",
  );
  // Times: the viewer's zone (Tokyo), UTC on hover.
  const time = review.getByTestId("local-time").first();
  await expect(time).toHaveText(/GMT\+9$/);
  await expect(time).toHaveAttribute("title", /^\d{4}-\d\d-\d\d \d\d:\d\d UTC$/);
  await page.screenshot({ path: shot("lead-item-review-1366"), fullPage: true });

  // Gold edit in the QA form, started from Ana's annotation.
  await page.getByTestId("edit-gold").click();
  const editor = page.getByTestId("gold-editor");
  await expect(editor.getByRole("radio", { name: /^Correct/ })).toBeChecked();
  await editor.getByRole("radio", { name: /^Partially correct/ }).check();
  // Invalid (a partially correct answer needs its correction): stopped in the browser, field marked.
  await page.keyboard.press("Control+Enter");
  await expect(page.getByTestId("gold-error")).toContainText("fix the fields marked below");
  await expect(editor.getByLabel(/^Corrected answer/)).toHaveAttribute("aria-invalid", "true");
  await editor.getByLabel(/^Corrected answer/).fill("http.ListenAndServe(addr, handler)");
  // No rationale: the server refuses with the field's message, the form is kept.
  await editor.getByRole("button", { name: /^Save gold/ }).click();
  await expect(editor.getByText("Rationale: is required")).toBeVisible();
  await expect(editor.getByLabel(/^Corrected answer/)).toHaveValue(
    "http.ListenAndServe(addr, handler)",
  );
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.screenshot({ path: shot("lead-item-gold-edit-1024"), fullPage: true });
  await page.setViewportSize({ width: 1366, height: 900 });
  await editor.getByLabel(/^Rationale/).fill("The handler argument is missing from both.");
  await editor.getByLabel(/^Rationale/).press("Control+Enter");

  // Now the gold beside each annotation; the edit is in the audit log and the export.
  await expect(review.getByRole("heading", { name: "Gold and annotations" })).toBeVisible();
  await expect(pairs).toHaveCount(2);
  await expect(pairs.nth(0)).toContainText("Gold vs Ana");
  await expect(pairs.nth(0)).toContainText("differ on answer label, final answer");
  await expect(pairs.nth(1)).toContainText("Gold vs Ben");
  await expect(page.getByTestId("gold-editor")).toHaveCount(0);
  await expect(page.getByTestId("item-history").getByText("gold.edit")).toBeVisible();
  await page.screenshot({ path: shot("lead-item-review-gold-1366"), fullPage: true });
  await context.close();

  const [line] = await api.exportLines(lead, projectId);
  expect(line).toMatchObject({
    status: "gold",
    source: "adjudicated",
    gold: {
      answer_label: "partially_correct",
      final_answer: "http.ListenAndServe(addr, handler)",
      notes: "Ana",
    },
  });
});
