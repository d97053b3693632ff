import { expect, shot, signIn, test } from "./fixtures";

test("the new-project form sets sampling, order, quota and check items, checked by the settings' own schema", async ({
  api,
  page,
  request,
}) => {
  const lead = await api.user("lead", "Lena");
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, lead);
  await page.goto("/projects/new");
  await page.getByLabel("Name", { exact: true }).fill("Sampled comments");
  await page.getByLabel("Kind").selectOption("generated_comment");
  await page.getByLabel("Annotators per item").fill("2");
  await page.getByLabel("Share of items with all annotators").fill("0.5");
  await page.getByLabel("Strata").fill("language, bogus");
  await page.getByLabel("Order of items").selectOption("random");
  await page.getByLabel("Check item rate").fill("1.5");
  await page.screenshot({ path: shot("new-project-settings"), fullPage: true });
  await page.getByRole("button", { name: "Create project" }).click();
  // The same schema and messages as the settings form: a rate above 1, then a stratum the kind does not have.
  await expect(page.locator("#checkRate-error")).toContainText("must be at most 1");
  await expect(page.getByLabel("Share of items with all annotators")).toHaveValue("0.5");
  await expect(page.getByLabel("Strata")).toHaveValue("language, bogus");
  await page.getByLabel("Check item rate").fill("0.1");
  await page.getByRole("button", { name: "Create project" }).click();
  await expect(page.locator("#overlapStrata-error")).toContainText(
    "`bogus` is not a field of this kind's items",
  );
  await page.screenshot({ path: shot("new-project-settings-errors"), fullPage: true });
  await page.getByLabel("Strata").fill("language");
  await page.getByRole("button", { name: "Create project" }).click();
  await page.waitForURL(/\/projects\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split("/").pop());
  const res = await request.get(`/api/v1/projects/${id}`, {
    headers: { Authorization: `Bearer ${lead.token}` },
  });
  const { project } = await res.json();
  expect(project.settings).toMatchObject({
    overlap: 2,
    overlap_fraction: 0.5,
    overlap_strata: ["language"],
    order: "random",
    quota: null,
    check_rate: 0.1,
    check_min: null,
  });
});
