import { readFileSync } from "node:fs";
import { itemLineExamples } from "../lib/items/import/item-line-examples";
import { type Api, expect, shot, signedInPage, signIn, test } from "./fixtures";

const A = { accuracy: "partially_correct", error_codes: ["MS-CC", "LG-GR3"], notes: "Ana's take" };
const B = { accuracy: "incorrect", error_codes: ["SE-HA3", "MS-CC"], notes: "Ben's take" };

/** Ana and Ben disagree on one comment; Cy, a third member, may adjudicate it. */
const disagreement = (api: Api) =>
  api.disagreement("generated_comment", itemLineExamples.generated_comment, A, B);

test("two annotators disagree on a comment; a third member takes B; the lead downloads the export", async ({
  api,
  browser,
  baseURL,
  request,
}) => {
  const { lead, ana, ben, cy, projectId } = await disagreement(api);
  const disagreements = await request.get(
    `/api/v1/projects/${projectId}/items?status=disagreement`,
    { headers: { Authorization: `Bearer ${lead.token}` } },
  );
  expect((await disagreements.json()).total).toBe(1);

  // Blinding: an annotator of the item never gets it to adjudicate.
  const none = await request.post(`/api/v1/projects/${projectId}/adjudication/next`, {
    headers: { Authorization: `Bearer ${ana.token}` },
  });
  expect(none.status()).toBe(204);

  const page = await signedInPage(browser, baseURL, cy, { width: 1600, height: 1000 });
  await page.goto(`/projects/${projectId}/adjudicate`);
  await page.getByRole("button", { name: "Start adjudicating" }).click();
  await page.waitForURL(/\/adjudicate\/\d+$/);
  await expect(page.getByTestId("item-external-id")).toHaveText("1946_5:codegemma-7b");
  await expect(page.getByTestId("differences")).toContainText("accuracy, error codes");
  await expect(page.getByTestId("annotator-A")).toContainText("Ana");
  await expect(page.getByTestId("annotator-B")).toContainText("Ben");
  await expect(page.locator('tr[data-field="accuracy"]')).toHaveAttribute("data-differs", "true");
  await expect(page.getByTestId("codes-only-a")).toContainText("LG-GR3");
  await expect(page.getByTestId("codes-both")).toContainText("MS-CC");
  await expect(page.getByTestId("codes-only-b")).toContainText("SE-HA3");
  await expect(page.getByTestId("shortcut-legend")).toContainText("Ctrl+Enter");

  await page.keyboard.press("m");
  await expect(page.getByTestId("merged-editor")).toBeVisible();
  await expect(page.getByRole("radio", { name: "Partially correct" })).toBeChecked();
  await page.getByRole("button", { name: /^Take B/ }).click();
  await expect(page.getByRole("button", { name: /^Take B/ })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(page.getByTestId("decision-summary")).toContainText("B · Ben");
  await page.getByLabel(/^Rationale/).fill("SE-HA3 applies: the comment invents a sum.");
  await page.screenshot({ path: shot("adjudicate"), fullPage: true });
  await page.getByLabel(/^Rationale/).press("Control+Enter");
  await page.waitForURL(/\/adjudicate\?done=1$/);
  await expect(page.getByText("No disagreements left for you")).toBeVisible();
  await page.context().close();

  const leadContext = await browser.newContext({ baseURL, acceptDownloads: true });
  const leadPage = await leadContext.newPage();
  await signIn(leadPage, lead);
  await leadPage.goto(`/projects/${projectId}/export`);
  await expect(leadPage.getByLabel(/^Gold \(1\)/)).toBeChecked();
  await leadPage.getByLabel(/^Unresolved/).check();
  // People are pseudonyms unless the lead asks for e-mails (SPEC §5).
  await expect(leadPage.getByLabel(/^Include real e-mail addresses/)).not.toBeChecked();
  await leadPage.getByLabel(/^Include real e-mail addresses/).check();
  // A slow link, so the progress bar is there long enough to be seen.
  const cdp = await leadContext.newCDPSession(leadPage);
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 700,
    downloadThroughput: 4096,
    uploadThroughput: 4096,
  });
  const download = leadPage.waitForEvent("download");
  await leadPage.getByRole("button", { name: /^Download JSONL/ }).click();
  await expect(leadPage.getByTestId("export-progress")).toBeVisible();
  const file = await download;
  await expect(leadPage.getByTestId("export-done")).toContainText("1 line (");
  await leadPage.screenshot({ path: shot("export"), fullPage: true });
  expect(file.suggestedFilename()).toBe(`accord-project-${projectId}-gold-unresolved.jsonl`);
  const lines = readFileSync(await file.path(), "utf8")
    .trim()
    .split("\n")
    .map((l) => JSON.parse(l));
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatchObject({
    external_id: "1946_5:codegemma-7b",
    status: "gold",
    source: "adjudicated",
    gold: B,
    adjudication: {
      adjudicator: cy.email,
      choice: "b",
      rationale: "SE-HA3 applies: the comment invents a sum.",
    },
    annotations: [
      { annotator: ana.email, annotation: A },
      { annotator: ben.email, annotation: B },
    ],
  });
  await leadContext.close();
});

test("Release asks first (Shift+R): Escape keeps the decision in progress, Enter gives the disagreement back", async ({
  api,
  browser,
  baseURL,
  request,
}) => {
  const { cy, projectId } = await disagreement(api);
  const page = await signedInPage(browser, baseURL, cy, { width: 1366, height: 900 });
  await page.goto(`/projects/${projectId}/adjudicate`);
  await page.getByRole("button", { name: "Start adjudicating" }).click();
  await page.waitForURL(/\/adjudicate\/\d+$/);
  const url = page.url();
  await expect(page.getByTestId("shortcut-legend")).toContainText("Release (asks first)");
  const takeB = page.getByRole("button", { name: /^Take B/ });
  // The server's HTML shows before the page hydrates and its keys listen: press until one lands.
  await expect(async () => {
    await page.keyboard.press("b");
    await expect(takeB).toHaveAttribute("aria-pressed", "true", { timeout: 1000 });
  }).toPass({ timeout: 15_000 });

  const dialog = page.getByTestId("release-dialog");
  await page.keyboard.press("Shift+R");
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("your decision in progress here is discarded");
  await page.screenshot({ path: shot("adjudicate-release-confirm") });
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(url);
  await expect(takeB).toHaveAttribute("aria-pressed", "true");

  await page.keyboard.press("Shift+R");
  await expect(dialog).toBeVisible();
  // Focus starts on the dialog's action, not on its first button (Cancel): Enter releases.
  await expect(dialog.getByRole("button", { name: "Release item" })).toBeFocused();
  await page.keyboard.press("Enter");
  await page.waitForURL(new RegExp(`/projects/${projectId}$`));
  // Back in the queue: the next claim gets it again.
  const next = await request.post(`/api/v1/projects/${projectId}/adjudication/next`, {
    headers: { Authorization: `Bearer ${cy.token}` },
  });
  expect(next.status()).toBe(200);
  await page.context().close();
});
