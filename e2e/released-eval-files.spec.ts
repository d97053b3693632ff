import { readFileSync } from "node:fs";
import { parse } from "csv-parse/sync";
import type { Page } from "@playwright/test";
import { realDataPath } from "../tests/real-data-path";
import { expect, shot, signIn, test } from "./fixtures";

type Row = Record<string, string>;

const sample = (): Row[] =>
  parse<Row>(readFileSync(realDataPath("simpledevqa", "eval_gpt-4o.sample.csv"), "utf8"), {
    columns: true,
  });

const quote = (s: string) => `"${s.replaceAll('"', '""')}"`;
const csv = (rows: Row[]) => {
  const header = Object.keys(rows[0]);
  const lines = rows.map((r) => header.map((h) => quote(r[h])).join(","));
  return Buffer.from([header.join(","), ...lines].join("\r\n"));
};

/** The gpt-4o sample with the two defects the issue found: a lost reference answer and a NUL. */
function gpt4o(): Buffer {
  const defects: Row[] = [
    { source_row: "900001", problem: "What does Python's None print as?", golden_answer: "" },
    { source_row: "900002", problem: "Which byte ends a C string?", golden_answer: "NUL." },
  ].map((r, i) => ({
    ...r,
    predict_answer: i === 0 ? "None." : "The \u0000 byte.",
    grade_letter: "A",
    language: "English",
  }));
  return csv([...sample(), ...defects]);
}

/** A second model whose answers are gpt-4o's except in Chinese, where it is wrong every time. */
function copycat(): Buffer {
  return csv(
    sample().map((r) =>
      r.language === "Chinese"
        ? { ...r, predict_answer: `Another answer to ${r.source_row}.`, grade_letter: "B" }
        : r,
    ),
  );
}

async function importEvalFile(page: Page, projectId: number, name: string, buffer: Buffer) {
  await page.goto(`/projects/${projectId}/import`);
  await page.getByLabel("Choose file").setInputFiles({ name, mimeType: "text/csv", buffer });
  await page.getByLabel("Preset", { exact: true }).selectOption("simpledevqa-eval");
  await page.keyboard.press("Alt+KeyP");
  await expect(page.getByTestId("import-preview")).toBeVisible();
  await page.keyboard.press("Alt+KeyI");
  await expect(page.getByTestId("import-result")).toContainText("Imported", { timeout: 30_000 });
}

test("a lead imports two released eval files, sees the warnings and the data's health, and downloads the ranking by a language as LaTeX", async ({
  api,
  page,
}) => {
  test.setTimeout(120_000);
  const lead = await api.user("lead", "Lena Lead");
  const projectId = await api.project(lead, "model_answer");
  await page.setViewportSize({ width: 1400, height: 900 });
  await signIn(page, lead);

  await importEvalFile(page, projectId, "gpt-4o_results_eval_new.csv", gpt4o());
  await expect(page.getByTestId("import-warning-row")).toHaveCount(2);
  await expect(page.getByTestId("import-warning-row").nth(1)).toContainText("replaced by U+FFFD");

  await importEvalFile(page, projectId, "Qwen2.5-Coder-32B_results_eval_new.csv", copycat());
  await expect(page.getByTestId("import-warning-row")).toHaveCount(0);
  await page.getByRole("link", { name: "Check the data's health" }).click();
  await expect(page.getByRole("heading", { name: "Data health", level: 1 })).toBeVisible();
  await expect(page.getByRole("main")).toContainText(
    /answers equal (gpt-4o|Qwen2\.5-Coder-32B)'s for 10 of 15 common questions/,
  );
  await page.screenshot({ path: shot("released-eval-health"), fullPage: true });

  await page.getByRole("link", { name: "Leaderboard" }).first().click();
  const table = page.getByTestId("leaderboard-table");
  await expect(table.locator("tbody tr")).toHaveCount(2);
  const zhF = table.getByRole("button", { name: /F-score, zh/ });
  await zhF.focus();
  await page.keyboard.press("Enter");
  await expect(table.getByRole("columnheader", { name: /F-score, zh/ })).toHaveAttribute(
    "aria-sort",
    "descending",
  );
  await expect(table.locator("tbody tr").first().getByRole("rowheader")).toHaveText("gpt-4o");
  await page.screenshot({ path: shot("released-eval-leaderboard"), fullPage: true });
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download LaTeX" }).click(),
  ]);
  const latex = readFileSync(await download.path(), "utf8");
  expect(latex.split("\\midrule\n")[1].split("\n")[0]).toMatch(/^gpt-4o & /);
});
