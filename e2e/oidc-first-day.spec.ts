import { readFileSync } from "node:fs";
import { expect } from "@playwright/test";
import { createTranslator } from "next-intl";
import type { Messages } from "../lib/i18n/messages";
import { itemLineExamples } from "../lib/items/import/item-line-examples";
import { shot } from "./fixtures";
import { signInAtProvider, test, unique } from "./oidc-fixtures";
import { OIDC_TEST } from "./oidc-settings";

// Issue #40's first day: a new annotator signs in through their institution, switches the UI to
// Greek, fails a three-item qualification round, is allowed a second attempt by the lead, passes,
// and annotates a real comment item with the keyboard.
const el = JSON.parse(readFileSync("lib/i18n/messages/el.json", "utf8")) as Messages;
const t = createTranslator({ locale: "el", messages: el, namespace: "qualification" });
const comment = (accuracy: string) => ({ accuracy, error_codes: [], notes: "" });

test("first day: institution sign-in, Greek, a failed and a passed qualification, a real item", async ({
  api,
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const lead = await api.user("lead", "Lea");
  const [ana, ben] = [await api.user("annotator", "Ana"), await api.user("annotator", "Ben")];
  const projectId = await api.project(lead, "generated_comment", [
    [ana, "annotator"],
    [ben, "annotator"],
  ]);
  const lines = ["t-1", "t-2", "t-3", "r-1", "r-2"].map((external_id) => ({
    ...itemLineExamples.generated_comment,
    external_id,
  }));
  await api.importItems(lead, projectId, lines);
  // Ana and Ben agree on the first three: gold, made training items; then the round is switched on.
  for (let i = 0; i < 3; i++) {
    await api.annotate(ana, projectId, comment("correct"));
    await api.annotate(ben, projectId, comment("correct"));
  }
  const lead_ = { Authorization: `Bearer ${lead.token}` };
  const marked = await request.post(`/api/v1/projects/${projectId}/training-items`, {
    headers: lead_,
    data: { external_ids: ["t-1", "t-2", "t-3"] },
  });
  expect(marked.status(), await marked.text()).toBe(200);
  await api.projectSettings(lead, projectId, { qualification_items: 3, qualification_pass: 0.67 });

  // Eve's first sign-in, through her university: she becomes an annotator, and the lead adds her.
  const email = `eve-${unique()}@${OIDC_TEST.allowedDomains}`;
  await signInAtProvider(page, email);
  const added = await request.post(`/api/v1/projects/${projectId}/members`, {
    headers: lead_,
    data: { email, role: "annotator" },
  });
  expect(added.status(), await added.text()).toBe(201);
  const eveId = (await added.json()).member.user_id as number;

  // She reads Greek.
  await page.goto("/projects");
  await page.getByLabel("Language").selectOption("el");
  await expect(page.locator("html")).toHaveAttribute("lang", "el");
  await page.goto(`/projects/${projectId}/annotate`);
  await expect(page).toHaveURL(new RegExp(`/projects/${projectId}/qualify$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("title"));

  const attempt = async (answers: string[]) => {
    await page.getByTestId("start-attempt").click();
    for (const [i, key] of answers.entries()) {
      await expect(page.getByRole("heading", { level: 1 })).toContainText(
        t("itemTitle", { n: i + 1, total: 3 }),
      );
      await page.keyboard.press(key);
      await page.keyboard.press("Control+Enter");
      const verdict = page.getByTestId("training-verdict");
      if (key === "1") await expect(verdict).toContainText(t("equal"));
      else await expect(verdict).toContainText(t("differs", { fields: "" }).split(":")[0]);
      if (i === 0 && key !== "1")
        await page
          .getByTestId("training-feedback")
          .screenshot({ path: shot("first-day-feedback-el") });
      await page.keyboard.press("Enter");
    }
  };

  // Two wrong of three: below the pass mark, no real work, no new attempt of her own.
  await attempt(["3", "3", "1"]);
  await expect(page.getByTestId("qualification-result")).toContainText(t("askLead"));
  await expect(page.getByTestId("start-attempt")).toHaveCount(0);
  const refused = await page.request.post(`/api/v1/projects/${projectId}/queue/next`);
  expect(refused.status()).toBe(409);

  const again = await request.post(`/api/v1/projects/${projectId}/members/${eveId}/requalify`, {
    headers: lead_,
  });
  expect(again.status(), await again.text()).toBe(200);

  // The second attempt, all right: qualified, and on to a real comment item.
  await page.reload();
  await attempt(["1", "1", "1"]);
  await expect(page.getByTestId("qualification-result")).toContainText(
    t("resultPassed", { number: 2, score: "100 %" }),
  );
  await expect(page.getByTestId("start-annotating")).toHaveText(t("startAnnotating"));
  await page.getByTestId("start-annotating").click();
  await page.locator("main form button[type=submit]").first().click();
  await expect(page.getByTestId("annotation-screen")).toBeVisible();
  await expect(page.getByTestId("item-external-id")).toHaveText("r-1");
  await page.screenshot({ path: shot("first-day-annotate-el") });
  await page.keyboard.press("1");
  await page.keyboard.press("Control+Enter");
  await expect(page.getByTestId("item-external-id")).toHaveText("r-2");
});
