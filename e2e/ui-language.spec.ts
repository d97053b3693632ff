import { itemLineExamples } from "../lib/items/import/item-line-examples";
import { expect, shot, signIn, test } from "./fixtures";

// Issue #40: the UI follows the browser's Accept-Language until the user picks a language, which
// is stored on them (it follows them to another browser) and, before sign-in, kept in a cookie.
test("the sign-in page follows Accept-Language; a picked language follows the user", async ({
  browser,
  baseURL,
  api,
}) => {
  const greek = await browser.newContext({ baseURL, locale: "el-GR" });
  const page = await greek.newPage();
  await page.goto("/sign-in");
  await expect(page.locator("html")).toHaveAttribute("lang", "el");
  await expect(page.getByRole("heading", { name: "Σύνδεση στο Accord" })).toBeVisible();
  await page.getByLabel("Γλώσσα").selectOption("zh");
  await expect(page.getByRole("heading", { name: "登录 Accord" })).toBeVisible();
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("lang", "zh");

  const user = await api.user("annotator", "Polyglot");
  const english = await browser.newContext({ baseURL, locale: "en-US" });
  const first = await english.newPage();
  await signIn(first, user);
  await expect(first.getByRole("navigation", { name: "Main" })).toContainText("Projects");
  await first.getByLabel("Language").selectOption("el");
  await expect(first.getByRole("navigation", { name: "Κύρια" })).toContainText("Έργα");
  await first.screenshot({ path: shot("ui-language-greek-projects"), fullPage: true });

  // Another browser, English by its header: the stored choice wins once signed in.
  const other = await (await browser.newContext({ baseURL, locale: "en-US" })).newPage();
  await signIn(other, user);
  await expect(other.locator("html")).toHaveAttribute("lang", "el");
  await expect(other.getByTestId("current-user")).toContainText("Επισημειωτής");
});

test("the fonts for Greek, Cyrillic and Chinese come from Accord itself", async ({ request }) => {
  const css = await request.get("/fonts/fonts.css");
  expect(css.status()).toBe(200);
  expect(css.headers()["content-type"]).toContain("text/css");
  const body = await css.text();
  for (const file of ["noto-sans-greek-wght-normal", "noto-sans-cyrillic-wght-normal"]) {
    expect(body).toContain(`/fonts/${file}.woff2`);
    const font = await request.get(`/fonts/${file}.woff2`);
    expect(font.status()).toBe(200);
    expect(font.headers()["content-type"]).toContain("font/woff2");
  }
  expect(body).not.toMatch(/url\((https?:)?\/\//);
});

test("an item's language and the server's refusals read in the reader's UI language", async ({
  browser,
  baseURL,
  api,
  request,
}) => {
  const lead = await api.user("lead", "Lea Lead");
  const reader = await api.user("annotator", "Dora Reader");
  const projectId = await api.project(lead, "generated_comment", [[reader, "annotator"]]);
  await api.importItems(lead, projectId, [
    { ...itemLineExamples.generated_comment, external_id: "in-chinese", language: "zh" },
  ]);
  const page = await (await browser.newContext({ baseURL, locale: "en-US" })).newPage();
  await signIn(page, reader);
  await page.getByLabel("Language").selectOption("el");
  await expect(page.locator("html")).toHaveAttribute("lang", "el");
  await page.goto(`/projects/${projectId}`);
  await page.getByRole("button", { name: "Έναρξη επισημείωσης" }).click();
  await page.waitForURL(/\/annotate\/\d+$/);
  await expect(page.locator('[data-testid="language-badge"][data-language="zh"]')).toContainText(
    "Κινεζικά",
  );

  // Submitted meanwhile from elsewhere (the API): the skip is refused, in Greek.
  const assignmentId = /\/annotate\/(\d+)$/.exec(page.url())![1];
  const submitted = await request.post(`/api/v1/assignments/${assignmentId}/submit`, {
    headers: { Authorization: `Bearer ${reader.token}` },
    data: { annotation: { accuracy: "incorrect", error_codes: ["SE-HA3"] } },
  });
  expect(submitted.status(), await submitted.text()).toBe(201);
  await page.keyboard.press("Shift+S");
  const skip = page.getByRole("dialog", { name: "Παράλειψη αυτού του στοιχείου" });
  await skip.getByLabel("Λόγος παράλειψης").fill("Δεν διαβάζω κινέζικα");
  await skip.getByRole("button", { name: "Παράλειψη στοιχείου" }).click();
  await expect(skip).toContainText(
    "Έχετε ήδη υποβάλει αυτό το στοιχείο· δεν μπορεί να παραλειφθεί.",
  );
});
