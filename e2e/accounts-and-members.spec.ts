import { itemLineExamples } from "../lib/items/import/item-line-examples";
import { expect, shot, signedInPage, test, tokenFor } from "./fixtures";

test("an admin changes a role, resets a password, deactivates (asked first) and reactivates an account", async ({
  api,
  browser,
  baseURL,
  request,
}) => {
  const admin = await api.user("admin", "Ada Admin");
  const ana = await api.user("annotator", "Ana Annotator");
  const page = await signedInPage(browser, baseURL, admin);
  await page.goto("/admin/users");
  const row = page.getByTestId("user-row").filter({ hasText: ana.email });
  const asAna = () =>
    request.get("/api/v1/projects", { headers: { Authorization: `Bearer ${ana.token}` } });
  expect((await asAna()).status()).toBe(200);

  await row.getByLabel(`Role of ${ana.name}`, { exact: true }).selectOption("lead");
  await row.getByRole("button", { name: `Change role of ${ana.name}` }).click();
  await expect(row.getByRole("cell", { name: "Lead", exact: true })).toBeVisible();
  expect((await asAna()).status()).toBe(401); // a role change ends her tokens

  await row.getByRole("button", { name: `Reset password of ${ana.name}` }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("New password").fill("short");
  await dialog.getByRole("button", { name: "Set password" }).click();
  await expect(dialog.getByTestId("action-dialog-error")).toBeVisible(); // the password rule's own words
  await dialog.getByLabel("New password").fill("a new long passphrase");
  await dialog.getByRole("button", { name: "Set password" }).click();
  await expect(dialog).not.toBeVisible();
  const token = await tokenFor(request, ana.email, "a new long passphrase");

  await row.getByRole("button", { name: `Deactivate ${ana.name}` }).click();
  await expect(dialog).toContainText("can no longer sign in");
  await page.screenshot({ path: shot("admin-deactivate-user"), fullPage: true });
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(row).toContainText("Active");
  await row.getByRole("button", { name: `Deactivate ${ana.name}` }).click();
  await dialog.getByRole("button", { name: "Deactivate" }).click();
  await expect(row).toContainText("Deactivated");
  expect(
    (
      await request.get("/api/v1/projects", { headers: { Authorization: `Bearer ${token}` } })
    ).status(),
  ).toBe(401);
  expect(
    (
      await request.post("/api/v1/auth/token", {
        data: { email: ana.email, password: "a new long passphrase" },
      })
    ).status(),
  ).toBe(401);

  await row.getByRole("button", { name: `Reactivate ${ana.name}` }).click();
  await expect(row.getByRole("button", { name: `Deactivate ${ana.name}` })).toBeVisible();
  await tokenFor(request, ana.email, "a new long passphrase");
  await page.screenshot({ path: shot("admin-users"), fullPage: true });
});

test("a lead changes a member's role and deactivates them: their claim goes back, they are told they are deactivated", async ({
  api,
  browser,
  baseURL,
  request,
}) => {
  const lead = await api.user("lead", "Lea Lead");
  const ben = await api.user("annotator", "Ben Annotator");
  const cy = await api.user("annotator", "Cy Annotator");
  const projectId = await api.project(lead, "generated_comment", [
    [ben, "annotator"],
    [cy, "annotator"],
  ]);
  await api.importItems(lead, projectId, [
    { ...itemLineExamples.generated_comment, external_id: "c-1" },
  ]);
  const next = (user: typeof ben) =>
    request.post(`/api/v1/projects/${projectId}/queue/next`, {
      headers: { Authorization: `Bearer ${user.token}` },
    });
  expect((await next(ben)).status()).toBe(200);

  const page = await signedInPage(browser, baseURL, lead);
  await page.goto(`/projects/${projectId}/members`);
  const benRow = page.getByTestId("member-row").filter({ hasText: ben.email });
  const cyRow = page.getByTestId("member-row").filter({ hasText: cy.email });

  await cyRow.getByLabel(`Role of ${cy.name}`, { exact: true }).selectOption("adjudicator");
  await cyRow.getByRole("button", { name: `Change role of ${cy.name}` }).click();
  await expect(cyRow.getByRole("cell", { name: "Adjudicator", exact: true })).toBeVisible();

  await benRow.getByRole("button", { name: `Deactivate ${ben.name}` }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("gets no more work in this project");
  await page.screenshot({ path: shot("lead-deactivate-member"), fullPage: true });
  await dialog.getByRole("button", { name: "Deactivate" }).click();
  await expect(benRow).toContainText("Deactivated");
  await expect(page.getByText("3 people in this project, 1 deactivated.")).toBeVisible();
  await page.screenshot({ path: shot("lead-members"), fullPage: true });

  const refused = await next(ben);
  expect(refused.status()).toBe(403);
  expect((await refused.json()).error.message).toMatch(/deactivated/);
  const items = await request.get(`/api/v1/projects/${projectId}/items`, {
    headers: { Authorization: `Bearer ${lead.token}` },
  });
  expect((await items.json()).items.map((i: { status: string }) => i.status)).toEqual(["pending"]);

  await benRow.getByRole("button", { name: `Reactivate ${ben.name}` }).click();
  await expect(benRow.getByRole("button", { name: `Deactivate ${ben.name}` })).toBeVisible();
  expect((await next(ben)).status()).toBe(200);
});

test("revoking a token asks first, and a new token's secret is not shown again once saved", async ({
  api,
  browser,
  baseURL,
}) => {
  const user = await api.user("annotator", "Tess Tokens");
  const page = await signedInPage(browser, baseURL, user);
  await page.goto("/tokens");
  await page.getByLabel("Token name").fill("nightly script");
  await page.getByRole("button", { name: "Create token" }).click();
  const secret = await page.getByLabel("New API token").inputValue();
  expect(secret).toMatch(/^acc_/);
  await page.getByRole("button", { name: "I saved it" }).click();
  await expect(page.getByTestId("new-token")).toContainText("no longer shown");
  expect(await page.content()).not.toContain(secret);

  const row = page.getByTestId("token-row").filter({ hasText: "nightly script" });
  await row.getByRole("button", { name: "Revoke token nightly script" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("stops working at once");
  await page.screenshot({ path: shot("tokens-revoke"), fullPage: true });
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(row).toContainText("Active");
  await row.getByRole("button", { name: "Revoke token nightly script" }).click();
  await dialog.getByRole("button", { name: "Revoke token" }).click();
  await expect(row).toContainText("Revoked");
});
