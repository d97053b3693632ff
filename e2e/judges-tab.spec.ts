import { itemLineExamples } from "../lib/items/import/item-line-examples";
import { expect, shot, signedInPage, signIn, test } from "./fixtures";

const comment = (accuracy: string, error_codes: string[] = []) => ({
  accuracy,
  error_codes,
  notes: "",
});
const labels: Record<string, { ana: object; ben: object }> = {
  "j-1": { ana: comment("correct"), ben: comment("correct") },
  "j-2": { ana: comment("incorrect", ["SE-HA1"]), ben: comment("incorrect", ["SE-HA1"]) },
  "j-3": {
    ana: comment("partially_correct", ["MS-LT"]),
    ben: comment("partially_correct", ["MS-LT"]),
  },
  "j-4": { ana: comment("incorrect"), ben: comment("incorrect") },
};

test("a lead opens the Judges tab: a run's coverage, failures and scores against gold", async ({
  api,
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const lead = await api.user("lead", "Lea");
  const ana = await api.user("annotator", "Ana");
  const ben = await api.user("annotator", "Ben");
  const projectId = await api.project(lead, "generated_comment", [
    [ana, "annotator"],
    [ben, "annotator"],
  ]);
  await api.importItems(
    lead,
    projectId,
    Object.keys(labels).map((external_id) => ({
      ...itemLineExamples.generated_comment,
      external_id,
    })),
  );
  for (let i = 0; i < 4; i++) {
    await api.annotate(ana, projectId, (id) => labels[id].ana);
    await api.annotate(ben, projectId, (id) => labels[id].ben);
  }
  const headers = { Authorization: `Bearer ${lead.token}` };
  const run = await request.post(`/api/v1/projects/${projectId}/machine-runs`, {
    headers,
    data: {
      name: "gpt-4o-rubric",
      model: "gpt-4o",
      prompt_strategy: "rubric",
      prompt_language: "en",
      temperature: 0,
      run: 1,
    },
  });
  expect(run.status(), await run.text()).toBe(201);
  const { id } = (await run.json()) as { id: number };
  const outputs = [
    { external_id: "j-1", annotation: comment("correct") },
    { external_id: "j-2", annotation: comment("partially_correct", ["SE-HA1"]) },
    { external_id: "j-3", annotation: comment("partially_correct", ["MS-LT"]) },
    { external_id: "j-4", failure: "unparseable", raw: "Verdict: hmm" },
  ];
  const posted = await request.post(`/api/v1/machine-runs/${id}/outputs`, {
    headers: { ...headers, "Content-Type": "application/x-ndjson" },
    data: outputs.map((l) => JSON.stringify(l)).join("\n") + "\n",
  });
  expect(posted.status(), await posted.text()).toBe(201);

  await signIn(page, lead);
  await page.goto(`/projects/${projectId}/agreement`);
  await page.getByTestId("agreement-tabs").getByRole("link", { name: "Judges" }).click();
  await page.waitForURL(`**/projects/${projectId}/agreement/judges`);
  const card = page.locator('[data-testid="judge-run"][data-run="gpt-4o-rubric"]');
  await expect(card).toBeVisible();
  await expect(
    card.getByTestId("judge-coverage").locator('tr[data-language="all"]').getByTestId("coverage"),
  ).toHaveText("75.0 %");
  await expect(card.getByTestId("judge-vs-gold")).toBeVisible();
  await expect(card.getByTestId("confusion-heatmap").first()).toBeVisible();
  await page.screenshot({ path: shot("judges-tab"), fullPage: true });

  // Annotators get no judges page.
  const anaPage = await signedInPage(browser, baseURL, ana);
  await anaPage.goto(`/projects/${projectId}/agreement/judges`);
  await expect(anaPage.getByTestId("access-denied")).toBeVisible();
  await expect(anaPage.getByTestId("judge-run")).toHaveCount(0);
});
