import { expect, shot, signIn, test } from "./fixtures";

// SPEC §7 "Headers": the nonce-based CSP lets the app hydrate (the sign-in form and the
// annotation screen work) with no violation, item images are placeholders that fetch nothing,
// and no other site can frame Accord.
const beacon = "https://tracker.example/pixel.png?item=csv2json";
const readme = {
  kind: "readme",
  external_id: "beacon-readme",
  repo: "acme/beacon",
  url: "https://github.com/acme/beacon",
  license: "MIT",
  language: "en",
  content: `# Beacon\n\n![build status](${beacon})\n\n<img src="https://tracker.example/raw.gif" alt="raw">\n\nConverts CSV files to JSON.\n`,
};

test("pages hydrate under the CSP without violations; README images are placeholders that fetch nothing", async ({
  api,
  browser,
  baseURL,
}) => {
  const lead = await api.user("lead");
  const ana = await api.user("annotator", "Ana");
  const projectId = await api.project(lead, "readme", [[ana, "annotator"]]);
  await api.importItems(lead, projectId, [readme]);

  const context = await browser.newContext({ baseURL, viewport: { width: 1400, height: 900 } });
  const violations: string[] = [];
  const foreignRequests: string[] = [];
  context.on("console", (m) => {
    if (/Content Security Policy|Refused to/i.test(m.text())) violations.push(m.text());
  });
  context.on("request", (r) => {
    if (!r.url().startsWith(baseURL ?? "")) foreignRequests.push(r.url());
  });
  const page = await context.newPage();
  // The sign-in form submits through client-side JS: leaving /sign-in proves hydration.
  await signIn(page, ana);
  await page.goto(`/projects/${projectId}`);
  await page.getByRole("button", { name: "Start annotating" }).click();
  await page.waitForURL(/\/annotate\/\d+$/);
  const rendered = page.getByTestId("readme-rendered-content");
  await expect(rendered.getByRole("heading", { name: "Beacon" })).toBeVisible();
  await expect(rendered.locator(".external-image").first()).toContainText(beacon);
  await expect(rendered.locator(".external-image").nth(1)).toContainText(
    "https://tracker.example/raw.gif",
  );
  await expect(rendered.locator("img")).toHaveCount(0);
  // Hydrated: the keyboard shortcut for the source view works.
  await page.keyboard.press("v");
  await expect(page.getByTestId("readme-source-text")).toBeVisible();
  await page.keyboard.press("v");
  await page.screenshot({ path: shot("security-readme-placeholders"), fullPage: true });

  expect(violations).toEqual([]);
  expect(foreignRequests).toEqual([]);
  await context.close();
});

test("another origin cannot frame a signed-in page", async ({ browser, baseURL }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const blocked: string[] = [];
  page.on("console", (m) => {
    if (/frame-ancestors|X-Frame-Options/i.test(m.text())) blocked.push(m.text());
  });
  await page.setContent(
    `<iframe id="f" src="${baseURL}/sign-in" width="600" height="400"></iframe>`,
  );
  await expect.poll(() => blocked.length, { timeout: 10_000 }).toBeGreaterThan(0);
  const frame = page.frames().find((f) => f !== page.mainFrame());
  expect(
    await frame
      ?.locator("form")
      .count()
      .catch(() => 0),
  ).toBe(0);
  await context.close();
});
