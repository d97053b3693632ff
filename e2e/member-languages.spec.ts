import { itemLineExamples } from "../lib/items/import/item-line-examples";
import { expect, openQueue, shot, signedInPage, test } from "./fixtures";

test("a lead sets two members' languages; the Greek-only annotator gets only Greek items; the overview warns for the short language", async ({
  api,
  browser,
  baseURL,
  request,
}) => {
  const lead = await api.user("lead", "Lea Lead");
  const greta = await api.user("annotator", "Greta Greek");
  const ed = await api.user("annotator", "Ed English");
  const projectId = await api.project(lead, "generated_comment", [
    [greta, "annotator"],
    [ed, "annotator"],
  ]);
  // English first in import order: without her languages Greta would get an English item first.
  const lines = ["en", "en", "el", "en", "el"].map((language, i) => ({
    ...itemLineExamples.generated_comment,
    external_id: `lang-${i}-${language}`,
    language,
  }));
  await api.importItems(lead, projectId, lines);

  const page = await signedInPage(browser, baseURL, lead);
  await page.goto(`/projects/${projectId}/members`);
  const gretaLanguages = page
    .getByTestId("member-row")
    .filter({ hasText: greta.email })
    .getByLabel(`Languages of ${greta.name}`, { exact: true });
  await gretaLanguages.fill("EL");
  await gretaLanguages.press("Enter"); // the keyboard saves it
  await expect(gretaLanguages).toHaveValue("el");
  const edRow = page.getByTestId("member-row").filter({ hasText: ed.email });
  await edRow.getByLabel(`Languages of ${ed.name}`, { exact: true }).fill("en, greek");
  await edRow.getByRole("button", { name: `Save languages of ${ed.name}` }).click();
  await expect(edRow.getByRole("alert")).toContainText("two-letter ISO 639-1 code");
  await edRow.getByLabel(`Languages of ${ed.name}`, { exact: true }).fill("en");
  await edRow.getByRole("button", { name: `Save languages of ${ed.name}` }).click();
  await expect(edRow.getByRole("alert")).toHaveCount(0);
  await expect(edRow.getByLabel(`Languages of ${ed.name}`, { exact: true })).toHaveValue("en");
  await page.screenshot({ path: shot("lead-member-languages"), fullPage: true });

  const listed = await request.get(`/api/v1/projects/${projectId}/members`, {
    headers: { Authorization: `Bearer ${lead.token}` },
  });
  const members = (await listed.json()).members as { user_id: number; languages: string[] }[];
  expect(members.find((m) => m.user_id === greta.id)?.languages).toEqual(["el"]);
  expect(members.find((m) => m.user_id === ed.id)?.languages).toEqual(["en"]);

  // Each language has one annotator for an overlap of 2: the overview says so.
  await page.goto(`/projects/${projectId}`);
  await expect(page.getByTestId("language-warning")).toContainText("el: 1 of the 2 needed");
  await expect(page.getByTestId("language-row").filter({ hasText: "en" })).toContainText("3");
  await page.screenshot({ path: shot("lead-overview-languages"), fullPage: true });

  const greek = await openQueue(browser, baseURL, greta, projectId);
  await expect(greek.getByTestId("item-external-id")).toHaveText("lang-2-el");
  await greek.screenshot({ path: shot("annotate-greek-only"), fullPage: true });
  // Through the API, the rest of her queue: the running claim, then the other Greek item, then nothing.
  const auth = { Authorization: `Bearer ${greta.token}` };
  const given: string[] = [];
  for (;;) {
    const res = await request.post(`/api/v1/projects/${projectId}/queue/next`, { headers: auth });
    if (res.status() === 204) break;
    const claim = await res.json();
    given.push(`${claim.item.external_id}:${claim.item.language}`);
    const submitted = await request.post(`/api/v1/assignments/${claim.assignment_id}/submit`, {
      headers: auth,
      data: { annotation: { accuracy: "correct", error_codes: [] } },
    });
    expect(submitted.status()).toBe(201);
  }
  expect(given).toEqual(["lang-2-el:el", "lang-4-el:el"]);
});
