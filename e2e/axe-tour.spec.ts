import { itemLineExamples } from "../lib/items/import/item-line-examples";
import { axeSettled } from "./axe";
import { expect, signedInPage, test } from "./fixtures";

// Pages the other specs pass through too quickly for axe to finish (the report named them
// "shown but never scanned"): each visited here and held until its scan has ended. With axe off
// (E2E_AXE=0) nothing is pending and the tour only checks that each page shows its heading.
test("axe tour: the pages other specs leave before their scan ends", async ({
  api,
  browser,
  baseURL,
}) => {
  // Fourteen pages in three browser sessions: 58-60 s alone on this 2-core machine before and after
  // 2cf9099, 71 s in a full CI run, against the suite's 60 s per test (the scans' own time is added).
  test.slow();
  const { lead, ana, ben, cy, projectId } = await api.team("generated_comment");
  const second = {
    ...itemLineExamples.generated_comment,
    external_id: "1946_5:other-model",
    model: "other/model-1b",
  };
  await api.importItems(lead, projectId, [itemLineExamples.generated_comment, second]);
  await api.annotate(ana, projectId, { accuracy: "correct", error_codes: [], notes: "" });
  await api.annotate(ben, projectId, { accuracy: "incorrect", error_codes: ["SE-HA3"], notes: "" });

  const visit = async (page: Awaited<ReturnType<typeof signedInPage>>, url: string) => {
    await page.goto(url);
    await expect(page.locator("main h1, main h2").first()).toBeVisible();
    await axeSettled(page);
  };
  const p = `/projects/${projectId}`;

  const leadPage = await signedInPage(browser, baseURL, lead);
  for (const url of [
    "/projects",
    `${p}/settings`,
    `${p}/metrics`,
    `${p}/metrics/bleu`,
    `${p}/agreement?language=el`,
    `${p}/agreement?language=el&annotators=${encodeURIComponent(`${ana.email},${ben.email}`)}`,
    `${p}/items?q=Cart&language=el&status=disagreement&model=google%2Fcodegemma-7b&annotator=${ana.id}`,
  ])
    await visit(leadPage, url);
  await leadPage.context().close();

  const cyPage = await signedInPage(browser, baseURL, cy);
  for (const url of [`${p}/annotate`, `${p}/adjudicate`, `${p}/adjudicate?done=1`])
    await visit(cyPage, url);
  await cyPage.context().close();

  // Signed out: the sign-in page, and a page that asks for sign-in and comes back after it.
  const context = await browser.newContext({ baseURL });
  const signedOut = await context.newPage();
  await signedOut.goto("/sign-in");
  await expect(signedOut.getByRole("button", { name: /sign in/i })).toBeVisible();
  await axeSettled(signedOut);
  await signedOut.goto(`${p}/items`);
  await signedOut.waitForURL(/\/sign-in\?callbackUrl=/);
  await expect(signedOut.getByRole("button", { name: /sign in/i })).toBeVisible();
  await axeSettled(signedOut);
  await context.close();
});
