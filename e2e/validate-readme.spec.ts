import type { Browser, Page } from "@playwright/test";
import { expect, shot, signedInPage, test, type Api, type TestUser } from "./fixtures";

const content = [
  "# csv2json",
  "",
  "Το εργαλείο **μετατρέπει** αρχεία CSV σε JSON.",
  "",
  "## Features",
  "",
  "- Streams large files without loading them into memory",
  "- Validates every row against a JSON schema",
  "- Writes newline-delimited JSON for big outputs",
  "",
].join("\n");
const readme = {
  kind: "readme",
  external_id: "csv2json",
  repo: "acme/csv2json",
  url: "https://github.com/acme/csv2json",
  license: "MIT",
  language: "el",
  content,
};
const span = (text: string) => ({
  start: content.indexOf(text),
  end: content.indexOf(text) + text.length,
  text,
});
// Both annotators give the same two entries (one feature left out), so the item becomes gold.
const goldList = (notes: string) => ({
  functionalities: [
    {
      extractive: span("Το εργαλείο **μετατρέπει** αρχεία CSV σε JSON"),
      abstractive: "Converts CSV files to JSON",
    },
    {
      extractive: span("Streams large files without loading them into memory"),
      abstractive: "Streams large inputs",
    },
  ],
  notes,
});

async function openProject(
  browser: Browser,
  baseURL: string | undefined,
  user: TestUser,
  projectId: number,
): Promise<Page> {
  const page = await signedInPage(browser, baseURL, user);
  await page.goto(`/projects/${projectId}`);
  return page;
}

/** A README project with the validation round on, whose one item Ana and Ben made gold; more members by name. */
async function goldReadme(api: Api, validators: string[]) {
  const lead = await api.user("lead");
  const [ana, ben] = [await api.user("annotator", "Ana"), await api.user("annotator", "Ben")];
  const others = [];
  for (const name of validators) others.push(await api.user("annotator", name));
  const projectId = await api.project(
    lead,
    "readme",
    [ana, ben, ...others].map((u) => [u, "annotator"] as [TestUser, "annotator"]),
  );
  await api.projectSettings(
    lead,
    projectId,
    { readme_validation: true },
    "Count **features**, not badges.",
  );
  await api.importItems(lead, projectId, [readme]);
  const { id: itemId } = await api.annotate(ana, projectId, goldList("ana"));
  expect((await api.annotate(ben, projectId, goldList("ben"))).id).toBe(itemId);
  return { lead, projectId, itemId, users: [ana, ...others] };
}

test("two validators rate a gold README list 1–4 with the keyboard; agreement and export carry the ratings", async ({
  api,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000); // six users and four browser sessions: ~14 s on CI
  const {
    lead,
    projectId,
    itemId,
    users: [ana, vic, wen],
  } = await goldReadme(api, ["Vic", "Wen"]);

  // An annotator of the item has nothing to validate: no entry point, and the API answers as if
  // there were no such item (a 403 would differ from the 409 of an item still in disagreement).
  const a = await openProject(browser, baseURL, ana, projectId);
  await expect(a.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(a.getByRole("link", { name: /^Validate/ })).toHaveCount(0);
  expect((await api.submitValidation(ana, itemId, { rating: 4 })).status()).toBe(404);

  const v = await openProject(browser, baseURL, vic, projectId);
  await v.getByRole("link", { name: /^Validate/ }).click();
  await v.waitForURL(/\/validate$/);
  const screen = v.getByTestId("validation-screen");
  await expect(screen).toBeVisible();
  await expect(v.getByTestId("item-external-id")).toHaveText("csv2json");
  await expect(v.getByTestId("gold-functionality")).toHaveCount(2);
  await expect(v.getByTestId("gold-functionality").nth(0)).toContainText(
    "Converts CSV files to JSON",
  );
  await expect(v.getByTestId("readme-source-text").locator("mark[data-functionality]")).toHaveCount(
    2,
  );
  await expect(v.getByTestId("shortcut-legend")).toContainText("Rate completeness");
  await expect(v.getByTestId("rating-4")).toContainText(
    "Every functionality the README states is in the list",
  );
  await expect(v.getByTestId("project-instructions").locator("strong")).toHaveText("features");
  // Submitting without a rating says why; then keys only: 3, Ctrl+Enter.
  await v.keyboard.press("Control+Enter");
  await expect(v.getByTestId("submit-readiness")).toContainText("Rating");
  await expect(v.getByTestId("field-error")).toContainText("keys 1–4");
  await v.keyboard.press("2");
  await v.keyboard.press("3");
  await expect(v.getByTestId("rating-3").getByRole("radio")).toBeChecked();
  await expect(v.getByTestId("submit-readiness")).toHaveText("Ready to submit.");
  await v.screenshot({ path: shot("validate-readme"), fullPage: true });
  await v.keyboard.press("v");
  await expect(
    v.getByTestId("readme-rendered-content").getByRole("heading", { name: "csv2json" }),
  ).toBeVisible();
  // Both gold spans are found and marked in the rendering too (across the **bold** markup).
  await expect(v.getByTestId("readme-rendered")).toHaveAttribute("data-highlighted", "2");
  await v.screenshot({ path: shot("validate-readme-rendered") });
  await v.keyboard.press("Control+Enter");
  await expect(v.getByTestId("empty-state")).toContainText("Nothing left for you to validate");
  await expect(v.getByTestId("done-summary")).toContainText("You rated 1 list");
  await v.screenshot({ path: shot("validate-done"), fullPage: true });
  // One rating per person: a different second rating is refused.
  expect((await api.submitValidation(vic, itemId, { rating: 1 })).status()).toBe(409);

  const w = await openProject(browser, baseURL, wen, projectId);
  await expect(w.getByRole("link", { name: "Validate: 1 gold list to rate" })).toBeVisible();
  await w.screenshot({ path: shot("validate-entry") });
  await w.getByRole("link", { name: /^Validate/ }).click();
  await expect(w.getByTestId("gold-functionality")).toHaveCount(2);
  await w.keyboard.press("4");
  await w.keyboard.press("n");
  await expect(w.getByLabel(/^Note/)).toBeFocused();
  await w.keyboard.type("Misses newline-delimited output");
  await w.keyboard.press("Control+Enter");
  await expect(w.getByTestId("empty-state")).toContainText("Nothing left for you to validate");
  await expect(w.getByTestId("progress-round")).toHaveAttribute(
    "aria-valuetext",
    "1 of 1 lists rated twice",
  );
  // The list has its two ratings: a third validator is refused.
  expect((await api.submitValidation(lead, itemId, { rating: 2 })).status()).toBe(409);

  const report = await api.agreement(lead, projectId);
  expect(report.fields.validation_rating).toMatchObject({
    n: 1,
    observed: 0,
    expected: 0,
    kappa: 0,
    kappa_quadratic: 0,
    confusion: {
      labels: [1, 2, 3, 4],
      matrix: [
        [0, 0, 0, 0],
        [0, 0, 0, 0],
        [0, 0, 0, 1],
        [0, 0, 0, 0],
      ],
    },
  });
  expect(Object.keys(report.alpha.validation_rating)).toEqual([
    "nominal",
    "nominal_ci95",
    "ordinal",
    "ordinal_ci95",
  ]);
  const pair = report.pairs.find((p: { annotators: string[] }) => p.annotators.includes(vic.email));
  expect(pair).toMatchObject({
    annotators: [vic.email, wen.email].sort(),
    n: 0,
    fields: { validation_rating: { n: 1 } },
  });

  const [line] = await api.exportLines(lead, projectId, { identities: "emails" });
  expect(line.validation).toEqual([
    { validator: vic.email, rating: 3, notes: "", rated_at: expect.any(String) },
    {
      validator: wen.email,
      rating: 4,
      notes: "Misses newline-delimited output",
      rated_at: expect.any(String),
    },
  ]);
});

test("a validator skips a list with a reason and is not offered it again", async ({
  api,
  browser,
  baseURL,
  request,
}) => {
  const {
    lead,
    projectId,
    users: [, xia],
  } = await goldReadme(api, ["Xia"]);
  const x = await openProject(browser, baseURL, xia, projectId);
  await x.getByRole("link", { name: /^Validate/ }).click();
  await expect(x.getByTestId("gold-functionality")).toHaveCount(2);
  await expect(x.getByTestId("shortcut-legend")).toContainText("Skip this list");
  await x.keyboard.press("Shift+S");
  const dialog = x.getByTestId("skip-dialog");
  await expect(dialog).toContainText("You will not be offered this list again");
  await expect(dialog.getByRole("button", { name: "Skip item" })).toBeDisabled();
  await dialog.getByLabel("Reason for skipping").fill("I cannot judge Greek text");
  await x.screenshot({ path: shot("validate-skip") });
  await dialog.getByRole("button", { name: "Skip item" }).click();
  await expect(x.getByTestId("empty-state")).toContainText("Nothing left for you to validate");
  // Skipped, not rated: no rating counts, and the queue has nothing more for Xia.
  expect((await api.agreement(lead, projectId)).fields.validation_rating.n).toBe(0);
  const next = await request.post(`/api/v1/projects/${projectId}/validation/next`, {
    headers: { Authorization: `Bearer ${xia.token}` },
  });
  expect(next.status()).toBe(204);
});
