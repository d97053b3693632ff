import type { BrowserContext } from "@playwright/test";
import { itemLineExamples } from "../lib/items/import/item-line-examples";
import { axeSettled } from "./axe";
import { E2E_ADMIN } from "./e2e-admin";
import { expect, shot, signedInPage, test } from "./fixtures";

// Issue #40: every page in every UI language passes axe (English: the rest of the suite). A page
// in another language is a state of its own for the scanner (e2e/axe.ts keys on <html lang>). Each
// language visits the five annotate screens and the lead's and admin's pages once.
const languages = ["zh", "ru", "el", "nl", "pl"] as const;
const kinds = Object.keys(itemLineExamples) as (keyof typeof itemLineExamples)[];

const speak = (context: BrowserContext, locale: string, baseURL: string) =>
  context.addCookies([{ name: "accord_locale", value: locale, url: baseURL }]);

for (const locale of languages) {
  test(`axe in ${locale}: annotate screens, lead and admin pages`, async ({
    api,
    browser,
    baseURL,
  }) => {
    test.slow();
    const base = baseURL as string;
    const visit = async (page: Awaited<ReturnType<typeof signedInPage>>, url: string) => {
      await page.goto(url);
      await expect(page.locator("html")).toHaveAttribute("lang", locale);
      await expect(page.locator("main h1, main h2").first()).toBeVisible();
      await axeSettled(page);
    };

    const lead = await api.user("lead", "Lea");
    const ana = await api.user("annotator", "Ana");
    const projects: Record<string, number> = {};
    for (const kind of kinds) {
      projects[kind] = await api.project(lead, kind, [[ana, "annotator"]]);
      await api.importItems(lead, projects[kind], [itemLineExamples[kind]]);
    }

    const page = await signedInPage(browser, base, ana);
    await speak(page.context(), locale, base);
    for (const kind of kinds) {
      await visit(page, `/projects/${projects[kind]}/annotate`);
      // "Start annotating", in whatever language: the queue page's one form.
      await page.locator("main form button[type=submit]").first().click();
      await page.waitForURL(/\/annotate\/\d+$/);
      await expect(page.getByTestId("annotation-screen")).toBeVisible();
      await axeSettled(page);
      if (kind === "generated_comment" && (locale === "el" || locale === "zh"))
        await page.screenshot({ path: shot(`annotate-comment-${locale}`) });
    }
    await page.context().close();

    const p = `/projects/${projects.generated_comment}`;
    const leadPage = await signedInPage(browser, base, lead);
    await speak(leadPage.context(), locale, base);
    for (const url of [
      "/projects/new",
      "/projects",
      "/tokens",
      p,
      `${p}/items`,
      `${p}/agreement`,
      `${p}/import`,
      `${p}/health`,
      `${p}/export`,
      `${p}/releases`,
      `${p}/members`,
      `${p}/settings`,
      `/projects/${projects.model_answer}/leaderboard`,
      `${p}/metrics`,
    ])
      await visit(leadPage, url);
    if (locale === "el" || locale === "zh")
      await leadPage.screenshot({ path: shot(`metrics-${locale}`), fullPage: true });
    await leadPage.context().close();

    const admin = await signedInPage(browser, base, E2E_ADMIN);
    await speak(admin.context(), locale, base);
    await visit(admin, "/admin/users");
    await visit(admin, "/projects");
    await admin.context().close();

    const context = await browser.newContext({ baseURL: base });
    await speak(context, locale, base);
    const signedOut = await context.newPage();
    await signedOut.goto("/sign-in");
    await expect(signedOut.locator("html")).toHaveAttribute("lang", locale);
    await axeSettled(signedOut);
    await context.close();
  });
}
