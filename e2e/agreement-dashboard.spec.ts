import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { itemLineExamples } from "../lib/items/import/item-line-examples";
import {
  expect,
  shot as screenshotPath,
  signedInPage,
  signIn,
  test,
  type Api,
  type TestUser,
} from "./fixtures";

const shot = (name: string) => screenshotPath(`agreement-${name}`);
const comment = (accuracy: string, error_codes: string[] = []) => ({
  accuracy,
  error_codes,
  notes: "",
});

// Ana's and Ben's labels per item: three pairs give accuracy kappa 0.4, the fourth moves it.
const labels: Record<string, { ana: object; ben: object }> = {
  "e-1": { ana: comment("correct"), ben: comment("correct") },
  "e-2": { ana: comment("incorrect", ["SE-HA1", "LG-GR3"]), ben: comment("incorrect", ["SE-HA1"]) },
  "e-3": { ana: comment("correct", ["MS-LT"]), ben: comment("incorrect", ["MS-LT", "SE-MD"]) },
  "e-4": { ana: comment("incorrect"), ben: comment("partially_correct", ["LG-GR3"]) },
};

async function annotatePair(api: Api, ana: TestUser, ben: TestUser, projectId: number) {
  const first = await api.annotate(ana, projectId, (id) => labels[id].ana);
  const second = await api.annotate(ben, projectId, (id) => labels[id].ben);
  expect(second.id, "the queue completes the pair Ana started").toBe(first.id);
}

const accuracyRow = (page: Page) =>
  page
    .getByRole("region", { name: "Agreement per field", exact: true })
    .locator('[data-testid="field-row"][data-field="accuracy"]');

test("a lead watches agreement change live; annotators get no dashboard; downloads", async ({
  api,
  page,
  request,
}) => {
  test.setTimeout(90_000); // ~17 s on CI: polls until the new pair shows
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
    Object.keys(labels).map((external_id) => ({
      ...itemLineExamples.generated_comment,
      external_id,
    })),
  );
  for (let i = 0; i < 3; i++) await annotatePair(api, ana, ben, projectId);
  // An LLM judge's labels, imported as a machine pseudo-annotator.
  const judge = ["e-1", "e-2", "e-3"].map((external_id, i) => ({
    external_id,
    annotator: "judge-v1",
    annotation: comment(i === 2 ? "correct" : "incorrect", i === 1 ? ["SE-HA1"] : []),
  }));
  const imported = await request.post(`/api/v1/projects/${projectId}/machine-annotations`, {
    headers: { Authorization: `Bearer ${lead.token}`, "Content-Type": "application/x-ndjson" },
    data: judge.map((l) => JSON.stringify(l)).join("\n") + "\n",
  });
  expect(imported.status(), await imported.text()).toBe(201);

  await signIn(page, lead);
  await page.goto(`/projects/${projectId}`);
  await page
    .getByRole("navigation", { name: "Project" })
    .getByRole("link", { name: "Agreement" })
    .click();
  await page.waitForURL(`**/projects/${projectId}/agreement`);
  await expect(page.getByRole("heading", { name: "Agreement", level: 1 })).toBeVisible();
  await expect(page.getByTestId("live-status")).toHaveText(/updated \d\d:\d\d:\d\d · live/);
  await expect(page.getByTestId("items-compared")).toHaveText("3");
  const kappa = accuracyRow(page).getByTestId("kappa");
  await expect(kappa).toHaveText("0.40");
  await expect(accuracyRow(page)).toContainText("ordinal");
  // κ, 95 % CI (a range, or "—" when 3 items are too few), n, pₒ, pₑ, AC1, PABAK, linear, quadratic κ.
  await expect(accuracyRow(page).getByRole("cell")).toHaveText([
    /0\.40/,
    /^(−?\d\.\d\d–−?\d\.\d\d|—)$/,
    "3",
    "0.67",
    "0.44",
    /\d\.\d\d/,
    /\d\.\d\d/,
    /\d\.\d\d/,
    /\d\.\d\d/,
  ]);

  // Undefined kappas say why: nobody used MS-IG.
  const msIg = page.locator('[data-testid="code-row"][data-code="MS-IG"]');
  await expect(msIg.getByTestId("kappa-undefined")).toHaveText(/undefined\s*\(code unused\)/);
  await expect(msIg.getByTestId("kappa-undefined")).toHaveAttribute(
    "title",
    /neither rater used this code/,
  );
  await expect(msIg.getByRole("rowheader")).toHaveAttribute("title", /garbled or meaningless/);
  await expect(page.getByTestId("code-row").and(page.locator('[data-level="code"]'))).toHaveCount(
    26,
  );

  // Sorting by kappa: keyboard on the header, aria-sort says so, undefined kappas sink.
  const kappaHeader = page.getByTestId("error-code-table").getByRole("columnheader", { name: /κ/ });
  await kappaHeader.getByRole("button").focus();
  await page.keyboard.press("Enter");
  await expect(kappaHeader).toHaveAttribute("aria-sort", "descending");
  await expect(page.getByTestId("code-row").first()).toHaveAttribute("data-level", "category");
  await page.keyboard.press("Enter");
  await expect(kappaHeader).toHaveAttribute("aria-sort", "ascending");

  // The pair matrix opens the pair's fields; heatmaps switch to row-normalised shares.
  await page.getByTestId("pair-cell").first().click();
  await expect(page.getByTestId("pair-details")).toContainText(ana.email);
  await expect(page.getByTestId("pair-details")).toContainText(ben.email);
  const heatmap = page.getByTestId("confusion-heatmap").first();
  await expect(heatmap).toContainText("annotator A");
  await expect(heatmap).toContainText("annotator B");
  await heatmap.getByText("Row-normalised").click();
  await expect(heatmap.getByTestId("confusion-cell").first()).toHaveText(/%$/);
  await expect(page.getByTestId("over-time-chart")).toBeVisible();
  await page.screenshot({ path: shot("dashboard-1400"), fullPage: true });
  await expect(page.getByTestId("machine-card")).toContainText("judge-v1");
  await expect(page.getByTestId("machine-card")).toContainText("3 items labelled");
  for (const [name, title] of [
    ["machine", "Machine annotators"],
    ["codes", "Error codes"],
    ["time", "Accuracy over time"],
    ["pairs", "Per annotator pair"],
    ["confusion", "Confusion matrices"],
  ]) {
    await page
      .getByRole("region", { name: title, exact: true })
      .screenshot({ path: shot(`section-${name}`) });
  }

  // Live: a new pair arrives through the API; the number changes without navigation.
  await page.evaluate(() => Object.assign(window, { agreementMarker: "still here" }));
  const before = await kappa.textContent();
  await annotatePair(api, ana, ben, projectId);
  const json = await (
    await request.get(`/api/v1/projects/${projectId}/agreement`, {
      headers: { Authorization: `Bearer ${lead.token}` },
    })
  ).json();
  const expected = (json.fields.accuracy.kappa as number).toFixed(2);
  expect(expected).not.toBe(before);
  await expect(kappa).toHaveText(expected, { timeout: 15_000 });
  await expect(page.getByTestId("items-compared")).toHaveText("4");
  expect(
    await page.evaluate(() => (window as unknown as { agreementMarker?: string }).agreementMarker),
  ).toBe("still here");

  // Downloads: the API with the page's filters and the session cookie.
  await page.goto(
    `/projects/${projectId}/agreement?language=el&annotators=${encodeURIComponent(`${ana.email},${ben.email}`)}`,
  );
  await expect(page.getByLabel("Annotator pair", { exact: true })).toHaveValue(
    `${ana.email},${ben.email}`,
  );
  const jsonHref = await page.getByTestId("download-json").getAttribute("href");
  expect(jsonHref).toContain("language=el");
  const jsonRes = await page.request.get(jsonHref!);
  expect(jsonRes.status()).toBe(200);
  expect(jsonRes.headers()["content-type"]).toMatch(/^application\/json/);
  expect((await jsonRes.json()).items_compared).toBe(4);
  const csvRes = await page.request.get(
    (await page.getByTestId("download-csv").getAttribute("href"))!,
  );
  expect(csvRes.status()).toBe(200);
  expect(csvRes.headers()["content-type"]).toMatch(/^text\/csv/);
  expect(await csvRes.text()).toMatch(/^scope,field,code,n,observed,expected,kappa/);

  await page.setViewportSize({ width: 900, height: 900 });
  await page.goto(`/projects/${projectId}/agreement`);
  await expect(kappa).toHaveText(expected);
  await page.screenshot({ path: shot("dashboard-900"), fullPage: true });

  // A filter nobody matches: the empty state says what to do; a bad one is refused per field.
  await page.goto(`/projects/${projectId}/agreement?language=zh`);
  await expect(page.getByTestId("empty-state")).toContainText("No item matches these filters");
  await page.goto(`/projects/${projectId}/agreement?from=2026-05-02&to=2026-05-01`);
  await expect(page.getByTestId("filter-error")).toBeVisible();
  await expect(page.getByTestId("field-error")).toContainText("must not be before from");
});

test("the demo comments: a dominant label explains kappa 0 at high agreement; intervals, AC1 and per-language and per-model tables", async ({
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
  const lines = readFileSync(path.join("scripts", "demo-data", "generated-comments.jsonl"), "utf8")
    .trim()
    .split("\n")
    .map((l) => JSON.parse(l) as { external_id: string });
  await api.importItems(lead, projectId, lines);
  // The issue's case: Ben always says "correct", Ana does too on all but two items, so pₒ = 14/16
  // and pₑ = pₒ: κ = 0 although they mostly agree. Both tag missing details on a few items.
  const odd = new Set([lines[3].external_id, lines[9].external_id]);
  const coded = new Set(lines.filter((_, i) => i % 3 === 0).map((l) => l.external_id));
  for (let i = 0; i < lines.length; i++) {
    const first = await api.annotate(ana, projectId, (id) =>
      comment(odd.has(id) ? "incorrect" : "correct", coded.has(id) ? ["MS-LT"] : []),
    );
    const second = await api.annotate(ben, projectId, (id) =>
      comment("correct", coded.has(id) && id !== lines[6].external_id ? ["MS-LT"] : []),
    );
    expect(second.id).toBe(first.id);
  }
  await signIn(page, lead);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`/projects/${projectId}/agreement`);
  await expect(page.getByTestId("items-compared")).toHaveText("16");
  await expect(page.getByTestId("main-kappa")).toHaveText("0.00");
  await expect(page.getByTestId("main-kappa-facts")).toContainText("pₒ 0.88");
  await expect(page.getByTestId("main-kappa-facts")).toContainText("95 % CI");
  await expect(page.getByTestId("main-kappa-facts")).toContainText("AC1");
  await expect(page.getByTestId("prevalence-note")).toHaveText(
    /^κ is low because one label dominates: 94 % of labels are "correct"; AC1 = 0\.\d\d$/,
  );
  const languages = page.getByTestId("language-table");
  await expect(languages.getByRole("columnheader")).toHaveText([
    "Field",
    "el",
    "en",
    "nl",
    "pl",
    "ru",
    "zh",
  ]);
  await expect(languages.locator('[data-testid="slice-row"][data-field="accuracy"]')).toBeVisible();
  await expect(page.getByTestId("model-table").getByRole("columnheader")).toHaveCount(1 + 4);
  await page.screenshot({ path: shot("demo-1366"), fullPage: true });
  await page.locator('dl[aria-label="Summary"]').screenshot({ path: shot("demo-tiles") });
  for (const [name, title] of [
    ["language", "Per language"],
    ["model", "Per model"],
    ["fields", "Agreement per field"],
  ]) {
    await page
      .getByRole("region", { name: title, exact: true })
      .screenshot({ path: shot(`demo-section-${name}`) });
  }
});

test("an empty project explains what has to happen; annotators are refused", async ({
  api,
  page,
  request,
  browser,
  baseURL,
}) => {
  const lead = await api.user("lead", "Lea");
  const ana = await api.user("annotator", "Ana");
  const projectId = await api.project(lead, "generated_comment", [[ana, "annotator"]]);
  await signIn(page, lead);
  await page.goto(`/projects/${projectId}/agreement`);
  await expect(page.getByTestId("empty-state")).toContainText("No items compared yet");
  await expect(page.getByTestId("empty-state")).toContainText("two annotators");
  await page.screenshot({ path: shot("empty"), fullPage: true });

  const annotator = await signedInPage(browser, baseURL, ana);
  await annotator.goto(`/projects/${projectId}`);
  await expect(annotator.getByRole("link", { name: "Agreement", exact: true })).toHaveCount(0);
  await annotator.goto(`/projects/${projectId}/agreement`);
  await expect(annotator.getByTestId("access-denied")).toBeVisible();
  await expect(annotator.getByTestId("agreement-dashboard")).toHaveCount(0);
  expect((await annotator.request.get(`/api/v1/projects/${projectId}/agreement`)).status()).toBe(
    403,
  );
  expect(
    (
      await request.get(`/api/v1/projects/${projectId}/agreement`, {
        headers: { Authorization: `Bearer ${ana.token}` },
      })
    ).status(),
  ).toBe(403);
  await annotator.screenshot({ path: shot("annotator-denied"), fullPage: true });
  await annotator.context().close();
});
