import { randomUUID } from "node:crypto";
import { test as base, type Page } from "@playwright/test";
import { E2E_ADMIN } from "./e2e-admin";
import { Api, tokenFor } from "./fixtures";
import { OIDC_TEST } from "./oidc-settings";

// The fixtures of the specs run with playwright.oidc.config.ts: the app starts pointed at
// e2e/oidc-test-provider.ts, where any login is an account whose e-mail is that login (verified
// unless it starts "unverified").
export const test = base.extend<{ api: Api; adminToken: string }>({
  adminToken: async ({ request }, use) => {
    await use(await tokenFor(request, E2E_ADMIN.email, E2E_ADMIN.password));
  },
  api: async ({ request, adminToken }, use) => {
    await use(new Api(request, adminToken));
  },
});

export const oidcButton = `Sign in with ${OIDC_TEST.name}`;
export const unique = () => randomUUID().slice(0, 8);

/** Through the provider's own login and consent pages, back to Accord. */
export async function signInAtProvider(page: Page, login: string, button = oidcButton) {
  await page.goto("/sign-in");
  await page.getByRole("button", { name: button }).click();
  await page.waitForURL((url) => url.origin === OIDC_TEST.issuer);
  await page.locator("input[name=login]").fill(login);
  await page.locator("input[name=password]").fill("anything");
  await page.getByRole("button", { name: "Sign-in" }).click();
  await page.getByRole("button", { name: "Continue" }).click();
  await page.waitForURL((url) => url.origin !== OIDC_TEST.issuer);
}
