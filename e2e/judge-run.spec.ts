import type { Locator } from "@playwright/test";
import { itemLineExamples } from "../lib/items/import/item-line-examples";
import { startFakeChatServer } from "../tests/fake-chat-server";
import { E2E_JUDGE_KEY } from "./e2e-judge-key";
import { axeViolations } from "./axe";
import { expect, shot, signIn, test } from "./fixtures";

const ITEMS = 6;
const EMPTY_REPLY = "q-000003";
const externalId = (i: number) => `q-00000${i}`;

/** The value in the cell under `header` of a table's row. */
async function cellUnder(table: Locator, row: Locator, header: string): Promise<Locator> {
  const headers = (await table.locator("thead th").allTextContents()).map((h) => h.trim());
  return row.locator(":scope > *").nth(headers.indexOf(header));
}

test("a lead starts a judge run from the judges page and watches it finish", async ({
  api,
  page,
}) => {
  test.setTimeout(120_000);
  // Grade A (correct) for every answer but one, which gets an empty reply; slow enough to pause.
  const server = await startFakeChatServer((id) => [{ reply: id === EMPTY_REPLY ? "" : "A" }], {
    delayMs: 700,
  });
  try {
    const lead = await api.user("lead", "Lea");
    const projectId = await api.project(lead, "model_answer");
    await api.importItems(
      lead,
      projectId,
      Array.from({ length: ITEMS }, (_, i) => ({
        ...itemLineExamples.model_answer,
        external_id: externalId(i),
        qa_external_id: externalId(i),
      })),
    );
    await page.setViewportSize({ width: 1366, height: 900 });
    await signIn(page, lead);
    await page.goto(`/projects/${projectId}/agreement/judges`);

    const form = page.getByTestId("run-judge-form");
    const template = form.getByLabel("Prompt template", { exact: true });
    await expect(template).toHaveValue(/Gold target: \{\{reference_answer\}\}/);
    await expect(form.getByLabel("API key variable", { exact: true })).toHaveValue(
      "ACCORD_JUDGE_KEY_E2E",
    );
    await form.getByLabel("Run name", { exact: true }).fill("grader-e2e");
    await form.getByLabel("Base URL", { exact: true }).fill(server.url);
    await form.getByLabel("Model", { exact: true }).fill("gpt-4o-mini");
    // The fake server tells items apart by this line.
    await template.fill(`ID={{external_id}}\n${await template.inputValue()}`);
    await form.getByLabel("Concurrency", { exact: true }).fill("1");

    // A bad value comes back as the API's message at its field, the other values kept.
    await form.getByLabel("Temperature", { exact: true }).fill("5");
    await form.getByRole("button", { name: "Start run" }).click();
    await expect(form.getByText("Temperature must be at most 2")).toBeVisible();
    await expect(form.getByLabel("Run name", { exact: true })).toHaveValue("grader-e2e");
    expect(await axeViolations(page)).toEqual([]);

    await form.getByLabel("Temperature", { exact: true }).fill("0");
    await form.getByRole("button", { name: "Start run" }).click();
    await expect(page.getByTestId("judge-run-started")).toBeVisible();

    const run = page.locator('[data-testid="judge-run-progress"][data-run-name="grader-e2e"]');
    await expect(run.getByTestId("judge-run-status")).toHaveText(/queued|running/);
    // Paused mid-run, then resumed: the run still finishes every item.
    await expect(run.getByTestId("judge-run-done")).not.toHaveText("0", { timeout: 15_000 });
    await run.getByTestId("judge-run-pause").click();
    await expect(run.getByTestId("judge-run-status")).toHaveText("paused");
    await run.getByTestId("judge-run-resume").click();
    await expect(run.getByTestId("judge-run-status")).toHaveText(/running|done/);

    await expect(run.getByTestId("judge-run-status")).toHaveText("done", { timeout: 30_000 });
    await expect(run.getByTestId("judge-run-done")).toHaveText(String(ITEMS - 1));
    await expect(run.getByTestId("judge-run-failed")).toHaveText("1");
    await expect(run.getByRole("progressbar")).toHaveAttribute("aria-valuenow", String(ITEMS));
    await expect(run.getByTestId("judge-run-tokens")).toHaveText(String(ITEMS * 52));
    await expect(run.getByTestId("judge-run-model")).toHaveText("gpt-4o-mini-2024-08-06");
    await expect(run.getByTestId("judge-run-pause")).toHaveCount(0);

    // The finished run is in the judges report, its empty reply counted as such.
    const table = page.getByRole("table", {
      name: "grader-e2e: coverage and failures per language",
    });
    const all = table.locator('tr[data-language="all"]');
    await expect(await cellUnder(table, all, "Empty")).toHaveText("1");
    await expect(await cellUnder(table, all, "Labels")).toHaveText(String(ITEMS - 1));

    // The key went to the endpoint only: never into the page.
    expect(server.authorizations).toContain(`Bearer ${E2E_JUDGE_KEY}`);
    expect(await page.content()).not.toContain(E2E_JUDGE_KEY);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: shot("judge-run"), fullPage: true });
  } finally {
    await server.close();
  }
});
