import { itemLineExamples } from "../lib/items/import/item-line-examples";
import { expect, shot, signedInPage, signIn, test } from "./fixtures";

const comment = (accuracy: string) => ({ accuracy, error_codes: [], notes: "" });

test("a new annotator fails the qualification round, is allowed another attempt, passes and reaches a real item", async ({
  api,
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  const { lead, ana, ben, projectId } = await api.team("generated_comment");
  await api.importItems(
    lead,
    projectId,
    ["t-1", "t-2", "t-3", "r-1"].map((external_id) => ({
      ...itemLineExamples.generated_comment,
      external_id,
    })),
  );
  // t-1..t-3 agreed "correct": gold, the training items.
  for (let i = 0; i < 3; i++) {
    await api.annotate(ana, projectId, comment("correct"));
    await api.annotate(ben, projectId, comment("correct"));
  }

  // The lead marks two on the items list and the third on its own page, then switches the round
  // on in the settings.
  await signIn(page, lead);
  await page.goto(`/projects/${projectId}/items`);
  for (const id of ["t-1", "t-2"]) await page.getByLabel(`Select ${id}`).check();
  await page.getByTestId("mark-training-items").click();
  await expect(page.getByTestId("check-items-outcome")).toHaveText(
    "2 items marked as training items.",
  );
  await page.getByTestId("items-table").getByRole("link", { name: "t-3" }).click();
  await expect(page.getByTestId("training-state")).toHaveText("Not a training item.");
  await page.getByTestId("training-toggle").click();
  await expect(page.getByTestId("training-state")).toContainText("A training item");
  // A training item is never a check item: that switch is gone.
  await expect(page.getByTestId("check-toggle")).toHaveCount(0);
  await page.screenshot({ path: shot("lead-item-training"), fullPage: true });
  await page.goto(`/projects/${projectId}/items`);
  await expect(page.getByTestId("training-badge")).toHaveCount(3);
  await page.screenshot({ path: shot("lead-items-training-badges"), fullPage: true });
  await page.goto(`/projects/${projectId}/settings`);
  await page.getByLabel("Qualification items").fill("3");
  await page.getByLabel("Qualification pass mark").fill("0.67");
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByText("Settings saved.")).toBeVisible();

  // Eve joins afterwards: the annotate page sends her to the round.
  const eve = await api.user("annotator", "Eve");
  const added = await request.post(`/api/v1/projects/${projectId}/members`, {
    headers: { Authorization: `Bearer ${lead.token}` },
    data: { email: eve.email, role: "annotator" },
  });
  expect(added.status()).toBe(201);
  const e = await signedInPage(browser, baseURL, eve, { width: 1366, height: 900 });
  await e.goto(`/projects/${projectId}/annotate`);
  await expect(e).toHaveURL(new RegExp(`/projects/${projectId}/qualify$`));
  await e.getByTestId("start-attempt").click();

  // Two wrong answers, one right: feedback after each, then 33 % is below the pass mark.
  for (const [i, [key, isRight]] of (
    [
      ["3", false],
      ["3", false],
      ["1", true],
    ] as const
  ).entries()) {
    // The next item's screen, not the last one's feedback still on its way out.
    await expect(e.getByRole("heading", { level: 1 })).toContainText(`item ${i + 1} of 3`);
    await e.keyboard.press(key);
    await e.keyboard.press("Control+Enter");
    const verdict = e.getByTestId("training-verdict");
    await expect(verdict).toContainText(isRight ? "equals the gold" : "differs from the gold");
    await expect(e.getByTestId("compare-table")).toContainText("Gold");
    if (!isRight)
      await e.getByTestId("training-feedback").screenshot({ path: shot("qualification-feedback") });
    await e.keyboard.press("Enter");
  }
  await expect(e.getByTestId("qualification-result")).toContainText("33 %");
  await expect(e.getByTestId("qualification-result")).toContainText(
    "A lead of the project can allow you another attempt",
  );
  await expect(e.getByTestId("start-attempt")).toHaveCount(0);

  // The lead sees the attempt and allows another.
  await page.goto(`/projects/${projectId}/members`);
  const row = page.getByTestId("member-row").filter({ hasText: eve.email });
  await expect(row.getByTestId("member-qualification")).toContainText("Attempt 1: 33 % (failed)");
  await row.getByTestId("allow-another-attempt").click();
  await expect(row.getByTestId("allow-another-attempt")).toHaveCount(0);

  // Eve passes the second attempt and gets a real item.
  await e.reload();
  await e.getByTestId("start-attempt").click();
  for (let i = 0; i < 3; i++) {
    await expect(e.getByRole("heading", { level: 1 })).toContainText(`item ${i + 1} of 3`);
    await e.keyboard.press("1");
    await e.keyboard.press("Control+Enter");
    await expect(e.getByTestId("training-verdict")).toContainText("equals the gold");
    await e.keyboard.press("Enter");
  }
  await expect(e.getByTestId("qualification-result")).toContainText("you qualified");
  await e.getByTestId("start-annotating").click();
  await e.getByRole("button", { name: "Start annotating" }).click();
  await expect(e.getByTestId("item-external-id")).toHaveText("r-1");
});
