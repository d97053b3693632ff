import { readFileSync } from "node:fs";
import { itemLineExamples } from "../lib/items/import/item-line-examples";
import { axeSettled } from "./axe";
import { expect, shot, signIn, test } from "./fixtures";

const qa = (n: number) => ({ ...itemLineExamples.qa_pair, external_id: `rel-q-${n}` });
const accept = {
  verdict: "accept",
  answer_label: "correct",
  citations: [{ url: "https://pkg.go.dev/net/http" }, { url: "https://go.dev/doc/" }],
  notes: "",
};

test("a lead publishes two releases, compares them and downloads a bundle", async ({
  api,
  page,
  request,
}) => {
  const { lead, ana, ben, projectId } = await api.team("qa_pair");
  await api.importItems(lead, projectId, [qa(1), qa(2)]);
  let edited = 0;
  for (let i = 0; i < 2; i++) {
    await api.annotate(ana, projectId, accept);
    const item = await api.annotate(ben, projectId, accept);
    if (item.externalId === "rel-q-1") edited = item.id;
  }

  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, lead);
  await page.goto(`/projects/${projectId}`);
  await page
    .getByRole("navigation", { name: "Project" })
    .getByRole("link", { name: "Releases" })
    .click();
  await expect(page.getByRole("heading", { name: "No releases yet" })).toBeVisible();
  await axeSettled(page);

  const publish = async (version: string, title: string) => {
    const form = page.getByTestId("new-release-form");
    await form.getByLabel("Version").fill(version);
    await form.getByLabel("Title").fill(title);
    await form.getByLabel("License").selectOption("CC-BY-4.0");
    await form.getByRole("button", { name: "Publish release" }).click();
    await expect(page.getByRole("heading", { name: `Release ${version}`, level: 1 })).toBeVisible();
  };
  // A missing title is a field error, and nothing is published.
  await page.getByTestId("new-release-form").getByLabel("Version").fill("1.0.0");
  await page.getByRole("button", { name: "Publish release" }).click();
  await expect(page.getByText("Title must not be empty")).toBeVisible();
  await publish("1.0.0", "First gold");
  await expect(page.getByTestId("release-facts")).toContainText("CC-BY-4.0");
  await expect(page.getByTestId("release-counts")).toContainText("gold2");

  // The lead corrects a gold answer label; 1.1.0 holds it.
  const gold = await request.put(`/api/v1/items/${edited}/gold`, {
    headers: { Authorization: `Bearer ${lead.token}` },
    data: {
      gold: { ...accept, answer_label: "incorrect", final_answer: "Serve." },
      rationale: "wrong label",
    },
  });
  expect(gold.status(), await gold.text()).toBe(200);
  await page
    .getByRole("navigation", { name: "Project" })
    .getByRole("link", { name: "Releases" })
    .click();
  await publish("1.1.0", "Corrected gold");
  await page.goto(`/projects/${projectId}/releases`);
  await expect(page.getByTestId("release-table").getByRole("link")).toHaveText(["1.1.0", "1.0.0"]);
  await page.screenshot({ path: shot("releases-list"), fullPage: true });

  await page.getByRole("link", { name: "1.1.0" }).click();
  await expect(page.getByTestId("release-sha256")).toHaveText(/^[0-9a-f]{64}$/);
  await page.screenshot({ path: shot("release-page"), fullPage: true });
  await axeSettled(page);
  await page.getByLabel("Release", { exact: true }).selectOption({ label: "1.0.0 — First gold" });
  await page.getByRole("button", { name: "Compare" }).press("Enter");
  await expect(page.getByRole("heading", { name: "1.0.0 → 1.1.0" })).toBeVisible();
  const changed = page.getByTestId("diff-changed");
  await expect(changed.getByRole("row")).toHaveText([
    "External idFields that differ",
    /rel-q-1.*gold\.answer_label/,
  ]);
  await expect(changed.getByRole("row").nth(1)).toContainText("source");
  await expect(page.getByTestId("diff-added")).toContainText("None.");
  await page.screenshot({ path: shot("release-diff"), fullPage: true });
  await axeSettled(page);

  await page.getByRole("link", { name: "Back to the release" }).click();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download bundle" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.tar\.gz$/);
  const bytes = readFileSync(await download.path());
  expect([bytes[0], bytes[1]]).toEqual([0x1f, 0x8b]);
});
