import { expect, type Page } from "@playwright/test";
import { axeViolations } from "./axe";
import { shot } from "./fixtures";
import { oidcButton as button, signInAtProvider, test, unique } from "./oidc-fixtures";
import { OIDC_TEST } from "./oidc-settings";

async function sessionOf(page: Page) {
  const res = await page.request.get("/api/auth/session");
  return (await res.json()) as { user?: { email: string; role: string } };
}

test("the sign-in page offers the institution beside the password form", async ({ page }) => {
  await page.goto("/sign-in");
  await expect(page.getByRole("button", { name: button })).toBeVisible();
  await expect(page.getByLabel("Password")).toBeVisible();
  // Scanned here, not by the fixtures' automatic scan, which would also scan the provider's pages.
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: shot("oidc-sign-in"), fullPage: true });
});

test("a new e-mail of an allowed domain signs in as an annotator, not allowed admin pages", async ({
  page,
}) => {
  const email = `new-${unique()}@${OIDC_TEST.allowedDomains}`;
  await signInAtProvider(page, email);
  await expect(page).not.toHaveURL(/\/sign-in/);
  expect((await sessionOf(page)).user).toMatchObject({ email, role: "annotator" });
  const admin = await page.goto("/admin/users");
  expect(admin?.status()).toBe(403);
});

test("an existing lead outside the allowed domains signs in and stays a lead", async ({
  page,
  api,
}) => {
  const lead = await api.user("lead");
  await signInAtProvider(page, lead.email.toUpperCase());
  expect((await sessionOf(page)).user).toMatchObject({ email: lead.email, role: "lead" });
});

test("a refused domain, an unverified e-mail and a deactivated user see why, with no session", async ({
  browser,
  baseURL,
  api,
  request,
  adminToken,
}) => {
  const gone = await api.user("annotator");
  const patch = await request.patch(`/api/v1/users/${gone.id}`, {
    headers: { Authorization: `Bearer ${adminToken}` },
    data: { active: false },
  });
  expect(patch.status(), await patch.text()).toBe(200);
  for (const [login, message] of [
    [`someone-${unique()}@elsewhere.example`, /its domain may not create one/],
    [`unverified-${unique()}@${OIDC_TEST.allowedDomains}`, /did not confirm your e-mail/],
    [gone.email, /This account is deactivated/],
  ] as const) {
    // A context each: the provider would remember the previous login.
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    await signInAtProvider(page, login);
    await expect(page).toHaveURL(/\/sign-in\?error=/);
    await expect(page.getByTestId("form-error")).toHaveText(message);
    expect((await sessionOf(page)).user).toBeUndefined();
    await context.close();
  }
});
