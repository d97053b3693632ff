import { itemLineExamples } from "../lib/items/import/item-line-examples";
import { expect, openQueue, test } from "./fixtures";

const comment = { accuracy: "correct", error_codes: [], notes: "" };
const line = (external_id: string) => ({ ...itemLineExamples.generated_comment, external_id });

// SPEC §2 "Check items": served at check_rate however the next item is claimed, also by the
// browser, which claims each next item ahead while the annotator works (decision 050).
test("claims 40 items through the UI at check_rate 0.25 and gets about 10 check items", async ({
  api,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(300_000);
  const { lead, ana, ben, cy, projectId } = await api.team("generated_comment");
  const gold = Array.from({ length: 12 }, (_, i) => `g-${String(i).padStart(2, "0")}`);
  const real = Array.from({ length: 44 }, (_, i) => `r-${String(i).padStart(2, "0")}`);
  await api.importItems(lead, projectId, [...gold, ...real].map(line));
  // Ana and Ben agree on the first 12 items (gold), which the lead marks as check items.
  for (const externalId of gold) {
    expect((await api.annotate(ana, projectId, comment)).externalId).toBe(externalId);
    expect((await api.annotate(ben, projectId, comment)).externalId).toBe(externalId);
  }
  const marked = await request.post(`/api/v1/projects/${projectId}/check-items`, {
    headers: { Authorization: `Bearer ${lead.token}` },
    data: { external_ids: gold },
  });
  expect(marked.status(), await marked.text()).toBe(200);
  await api.projectSettings(lead, projectId, { check_rate: 0.25 });

  const page = await openQueue(browser, baseURL, cy, projectId);
  // The pages the router loaded ahead (React Server Component requests of /annotate/<id>).
  const loaded = new Set<string>();
  page.on("response", (r) => {
    const url = new URL(r.url());
    if (
      r.request().method() === "GET" &&
      url.searchParams.has("_rsc") &&
      /\/annotate\/\d+$/.test(url.pathname)
    )
      loaded.add(url.pathname);
  });
  const shown = new Set<string>();
  const served: string[] = [];
  for (let n = 0; n < 40; n++) {
    const externalId = (await page.getByTestId("item-external-id").textContent()) ?? "";
    served.push(externalId);
    shown.add(new URL(page.url()).pathname);
    await expect(async () => {
      await page.keyboard.press("1");
      await expect(page.getByRole("radio", { name: /^Correct/ })).toBeChecked({ timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    // Every next item is the one claimed ahead, as for a person who reads before submitting.
    if (n < 39)
      await expect
        .poll(() => [...loaded].some((path) => !shown.has(path)), { timeout: 15_000 })
        .toBe(true);
    await page.keyboard.press("Control+Enter");
    if (n < 39) await expect(page.getByTestId("item-external-id")).not.toHaveText(externalId);
  }
  expect(new Set(served).size).toBe(40);
  const checks = served.filter((id) => id.startsWith("g-")).length;
  // 10 expected; the band is the binomial's 99.9 % for 40 claims at 0.25 (the rule itself is deterministic, decision 025).
  expect(checks, served.join(" ")).toBeGreaterThanOrEqual(1);
  expect(checks, served.join(" ")).toBeLessThanOrEqual(19);
});
