import { expect, shot, signedInPage, test } from "./fixtures";

// The settings form shows the settings every project has and, from the kind's own module
// (components/kinds/<kind>/ …-settings-fields.tsx), only that kind's; saving one shows in the
// project page's summary (the kind module's summary rows).
test("a README project's settings: its threshold and validation round, saved and summed up", async ({
  api,
  browser,
  baseURL,
}) => {
  const lead = await api.user("lead");
  const projectId = await api.project(lead, "readme");
  const page = await signedInPage(browser, baseURL, lead);
  await page.goto(`/projects/${projectId}/settings`);
  await expect(page.getByLabel("Match threshold")).toHaveValue("0.5");
  await expect(page.getByLabel("When an annotator rejects a pair")).toHaveCount(0);
  await expect(page.getByLabel("Task categories")).toHaveCount(0);
  await page.screenshot({ path: shot("settings-readme"), fullPage: true });

  await page.getByLabel("Match threshold").fill("");
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByText("is required")).toBeVisible();

  await page.getByLabel("Match threshold").fill("0.7");
  await page.getByLabel("Validation round").check();
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByText("Settings saved.")).toBeVisible();
  await page.goto(`/projects/${projectId}`);
  const summary = page.getByRole("region", { name: "Settings", exact: true });
  await expect(summary.getByText("Match threshold")).toBeVisible();
  await expect(summary.getByText("0.7")).toBeVisible();
  await expect(summary.getByText("Validation round")).toBeVisible();
  await expect(summary.getByText("On", { exact: true })).toBeVisible();
  await page.close();
});

test("a QA project's settings: its reject rule only", async ({ api, browser, baseURL }) => {
  const lead = await api.user("lead");
  const projectId = await api.project(lead, "qa_pair");
  const page = await signedInPage(browser, baseURL, lead);
  await page.goto(`/projects/${projectId}/settings`);
  await expect(page.getByLabel("Match threshold")).toHaveCount(0);
  await page.screenshot({ path: shot("settings-qa-pair"), fullPage: true });
  await page.getByLabel("When an annotator rejects a pair").selectOption("adjudicate");
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByText("Settings saved.")).toBeVisible();
  await page.goto(`/projects/${projectId}`);
  await expect(
    page.getByRole("region", { name: "Settings", exact: true }).getByText("Goes to adjudication"),
  ).toBeVisible();
  await page.close();
});

test("a new project from the form: the kind it starts on, and the overlap and lease fields it shares with the settings form", async ({
  api,
  browser,
  baseURL,
}) => {
  const lead = await api.user("lead");
  const page = await signedInPage(browser, baseURL, lead);
  await page.goto("/projects/new");
  await expect(page.getByLabel("Kind")).toHaveValue("generated_comment");
  await expect(page.getByLabel("Annotators per item")).toHaveValue("2");
  await expect(page.getByLabel("Lease (minutes)")).toHaveValue("30");
  await page.getByLabel("Name").fill("From the form");
  await page.getByLabel("Kind").selectOption("dialogue");
  await page.getByLabel("Annotators per item").fill("3");
  await page.getByLabel("Lease (minutes)").fill("45");
  await page.getByRole("button", { name: "Create project" }).click();
  await expect(page).toHaveURL(/\/projects\/\d+$/);
  const summary = page.getByRole("region", { name: "Settings", exact: true });
  await expect(summary.getByText("45 min")).toBeVisible();
  await expect(summary.getByText("Task categories")).toBeVisible();
  await page.goto(`${page.url()}/settings`);
  await expect(page.getByLabel("Annotators per item")).toHaveValue("3");
  await expect(page.getByLabel("Task categories")).toBeVisible();
  await page.close();
});

// SPEC §2 Sampling (decision 024): the share with all annotators and its strata, checked by the kind.
test("a comment project's sampling: a stratum the kind lacks is refused, a valid one saved and summed up", async ({
  api,
  browser,
  baseURL,
}) => {
  const lead = await api.user("lead");
  const projectId = await api.project(lead, "generated_comment");
  const page = await signedInPage(browser, baseURL, lead);
  await page.goto(`/projects/${projectId}/settings`);
  await expect(page.getByLabel("Share of items with all annotators")).toHaveValue("1");
  await expect(page.getByLabel("Share of gold items rated")).toHaveCount(0);
  await page.getByLabel("Share of items with all annotators").fill("0.5");
  await page.getByLabel("Strata").fill("language, difficulty");
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByText("`difficulty` is not a field of this kind's items")).toBeVisible();
  await page.getByLabel("Strata").fill("language, model");
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByText("Settings saved.")).toBeVisible();
  await page.screenshot({ path: shot("settings-sampling"), fullPage: true });
  await page.goto(`/projects/${projectId}`);
  await expect(
    page
      .getByRole("region", { name: "Settings", exact: true })
      .getByText("50 % of each language × model"),
  ).toBeVisible();
  await page.close();
});
