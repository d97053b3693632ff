import { readFileSync } from "node:fs";
import path from "node:path";
import { itemLineExamples } from "../lib/items/import/item-line-examples";
import { expect, shot, signIn, test } from "./fixtures";

const demo = (file: string) => readFileSync(path.join("scripts", "demo-data", file));

test("a lead imports a file with bad lines, sees their numbers, then a good file", async ({
  api,
  page,
}) => {
  const lead = await api.user("lead", "Lena Lead");
  const projectId = await api.project(lead, "generated_comment");
  await signIn(page, lead);

  await page.goto(`/projects/${projectId}/import`);
  const good = itemLineExamples.generated_comment;
  const bad = [
    JSON.stringify(good),
    "{broken",
    JSON.stringify({ ...good, external_id: "x2", language: "Greek" }),
    JSON.stringify({ ...good, external_id: "x3" }),
  ].join("\n");
  await page.getByLabel("Choose file").setInputFiles({
    name: "bad.jsonl",
    mimeType: "application/x-ndjson",
    buffer: Buffer.from(bad),
  });
  await page.getByRole("button", { name: "Import" }).click();
  const errors = page.getByTestId("import-errors");
  await expect(errors).toContainText("Nothing was imported");
  await expect(errors.getByTestId("import-error-row")).toHaveCount(2);
  await expect(errors.getByTestId("import-error-row").nth(0)).toContainText("2");
  await expect(errors.getByTestId("import-error-row").nth(1)).toContainText("language");
  await page.screenshot({ path: shot("import-errors"), fullPage: true });

  await page.getByLabel("Choose file").setInputFiles({
    name: "comments.jsonl",
    mimeType: "application/x-ndjson",
    buffer: demo("generated-comments.jsonl"),
  });
  await page.getByRole("button", { name: "Import" }).click();
  await expect(page.getByTestId("import-result")).toContainText("16");
  await page.screenshot({ path: shot("import-ok"), fullPage: true });

  await page.goto(`/projects/${projectId}/items`);
  await expect(page.getByRole("link", { name: /1946_5|:/ }).first()).toBeVisible();
});

const kinds = [
  {
    kind: "generated_comment",
    file: "generated-comments.jsonl",
    region: "generated-comment-in-place",
  },
  { kind: "readme", file: "readmes.jsonl", region: "readme-rendered" },
  { kind: "dialogue", file: "dialogues.jsonl", region: "dialogue-turn" },
  { kind: "qa_pair", file: "qa-pairs.jsonl", region: "qa-question" },
] as const;

for (const { kind, file, region } of kinds) {
  test(`a lead opens a ${kind} item and sees it rendered`, async ({ api, page }) => {
    const lead = await api.user("lead");
    // The QA pairs' source dialogues live in a dialogue project the lead leads, named in the QA project's settings (SPEC §2).
    const dialogueProjectId = kind === "qa_pair" ? await api.project(lead, "dialogue") : null;
    if (dialogueProjectId !== null) {
      await api.importItems(
        lead,
        dialogueProjectId,
        demo("dialogues.jsonl")
          .toString()
          .trim()
          .split("\n")
          .map((l) => JSON.parse(l)),
      );
    }
    const projectId = await api.project(
      lead,
      kind,
      [],
      dialogueProjectId === null ? {} : { dialogue_project_id: dialogueProjectId },
    );
    await api.importItems(
      lead,
      projectId,
      demo(file)
        .toString()
        .trim()
        .split("\n")
        .map((l) => JSON.parse(l)),
    );
    await signIn(page, lead);
    await page.goto(`/projects/${projectId}/items`);
    await page.getByRole("row").nth(1).getByRole("link").first().click();
    await expect(page.getByTestId(region).first()).toBeVisible();
    if (kind === "readme") {
      // Sanitized: no script elements or inline handlers from README content reach the page.
      expect(
        await page
          .locator("[data-testid=readme-rendered] script, [data-testid=readme-rendered] [onerror]")
          .count(),
      ).toBe(0);
    }
    await page.screenshot({ path: shot(`item-${kind}`), fullPage: true });
  });
}

test("the XSS probes in a README never execute", async ({ api, page }) => {
  const lead = await api.user("lead");
  const projectId = await api.project(lead, "readme");
  const lines = demo("readmes.jsonl")
    .toString()
    .trim()
    .split("\n")
    .map((l) => JSON.parse(l));
  const probe = lines.find((l) => JSON.stringify(l.meta ?? {}).includes("XSS"));
  expect(probe, "the demo data has a README with XSS probes").toBeTruthy();
  await api.importItems(lead, projectId, [probe]);
  let dialogs = 0;
  page.on("dialog", async (d) => {
    dialogs++;
    await d.dismiss();
  });
  await signIn(page, lead);
  await page.goto(`/projects/${projectId}/items`);
  await page.getByRole("row").nth(1).getByRole("link").first().click();
  await expect(page.getByTestId("readme-rendered")).toBeVisible();
  await page
    .getByTestId("readme-rendered")
    .locator("a")
    .evaluateAll((links) => links.forEach((a) => (a as HTMLAnchorElement).click()));
  await page.waitForTimeout(300);
  expect(dialogs).toBe(0);
  expect(await page.locator("[data-testid=readme-rendered] a[href^='javascript' i]").count()).toBe(
    0,
  );
});

test("an annotator cannot open the lead pages of their project", async ({ api, page }) => {
  const lead = await api.user("lead");
  const annotator = await api.user("annotator");
  const projectId = await api.project(lead, "dialogue", [[annotator, "annotator"]]);
  await signIn(page, annotator);
  for (const sub of ["items", "import", "members", "settings"]) {
    await page.goto(`/projects/${projectId}/${sub}`);
    await expect(page.getByText(/don.t have access/i)).toBeVisible();
  }
  const admin = await page.goto("/admin/users");
  expect(admin?.status()).toBe(403);
  await expect(page.getByText(/don.t have access/i)).toBeVisible();
});
