import type { Browser, Page } from "@playwright/test";
import { itemLineExamples } from "../lib/items/import/item-line-examples";
import { expect, shot, signedInPage, test, type TestUser } from "./fixtures";

// Each test sets up two annotations, then drives a long editing session with reloads.
test.describe.configure({ timeout: 90_000 }); // ~12 s each on CI

async function startAdjudicating(
  browser: Browser,
  baseURL: string | undefined,
  user: TestUser,
  projectId: number,
): Promise<Page> {
  const page = await signedInPage(browser, baseURL, user, { width: 1600, height: 1000 });
  await page.goto(`/projects/${projectId}/adjudicate`);
  await page.getByRole("button", { name: "Start adjudicating" }).click();
  await page.waitForURL(/\/adjudicate\/\d+$/);
  await expect(page.getByTestId("decision-panel")).toBeVisible();
  return page;
}

const qaA = {
  verdict: "accept",
  answer_label: "correct",
  citations: [
    { url: "https://go.dev/doc/", quote: "The net/http package" },
    { url: "https://pkg.go.dev/net/http" },
  ],
  notes: "Ana",
};
const qaB = {
  verdict: "accept",
  answer_label: "incorrect",
  final_answer: "http.Serve",
  citations: [{ url: "https://go.dev/doc#serving" }, { url: "https://example.org/" }],
  notes: "Ben",
};

test("QA: a merged gold is drafted, survives a reload and a refused decision, and becomes the gold", async ({
  api,
  browser,
  baseURL,
}) => {
  const { lead, cy, projectId } = await api.disagreement(
    "qa_pair",
    itemLineExamples.qa_pair,
    qaA,
    qaB,
  );
  const page = await startAdjudicating(browser, baseURL, cy, projectId);
  const editor = page.getByTestId("merged-editor");
  const count = editor.getByTestId("citation-count");

  await page.keyboard.press("m");
  await expect(editor.getByRole("radio", { name: "Accept" })).toBeChecked();
  await expect(editor.getByRole("radio", { name: /^Correct/ })).toBeChecked();
  await expect(count).toHaveText("2 distinct http(s) URLs: enough");
  // Both annotators' citations, the page both cited once (A's quote kept).
  await editor.getByRole("button", { name: "A with every citation of both" }).click();
  await expect(editor.getByTestId("citation-row")).toHaveCount(3);
  await expect(count).toHaveText("3 distinct http(s) URLs: enough");
  await expect(editor.getByLabel("Citation 1 quote (optional)")).toHaveValue(
    "The net/http package",
  );
  // The ≥ 2 distinct URLs rule, live.
  await editor.getByRole("button", { name: "Remove citation 3" }).click();
  await editor.getByRole("button", { name: "Remove citation 2" }).click();
  await expect(count).toHaveText("2 distinct http(s) URLs needed, 1 given");
  await editor.getByRole("button", { name: "Add citation" }).click();
  await expect(editor.getByLabel("Citation 2 URL")).toBeFocused();
  await page.keyboard.type("https://go.dev/doc/#again");
  await expect(editor.getByText("the same page is already cited above")).toBeVisible();
  await expect(count).toHaveText("2 distinct http(s) URLs needed, 1 given");
  await editor.getByLabel("Citation 2 URL").fill("https://pkg.go.dev/net/http#ListenAndServe");
  await expect(count).toHaveText("2 distinct http(s) URLs: enough");

  await editor.getByRole("radio", { name: /^Partially correct/ }).check();
  await editor.getByLabel(/^Corrected answer/).fill("http.ListenAndServe(addr, handler)");
  await editor.getByLabel("Notes").fill("Merged: A's verdict, B's doubt about the answer.");
  await expect(page.getByTestId("autosave-status")).toHaveText("Draft saved");
  await page.screenshot({ path: shot("adjudicate-qa-merge"), fullPage: true });

  // A reload brings the decision in progress back from the server.
  await page.reload();
  await expect(page.getByTestId("autosave-status")).toHaveText("Draft restored");
  await expect(page.getByRole("button", { name: /^Merged copy/ })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(editor.getByRole("radio", { name: /^Partially correct/ })).toBeChecked();
  await expect(editor.getByLabel(/^Corrected answer/)).toHaveValue(
    "http.ListenAndServe(addr, handler)",
  );
  await expect(editor.getByLabel("Citation 2 URL")).toHaveValue(
    "https://pkg.go.dev/net/http#ListenAndServe",
  );
  await expect(count).toHaveText("2 distinct http(s) URLs: enough");

  // An invalid copy is stopped with the message next to the field.
  await editor.getByLabel(/^Corrected answer/).fill("");
  await page.keyboard.press("Control+Enter");
  await expect(page.getByTestId("decision-error")).toContainText("fix the fields marked below");
  await expect(editor.getByLabel(/^Corrected answer/)).toHaveAttribute("aria-invalid", "true");
  await expect(editor.getByTestId("field-error").first()).toBeVisible();
  await editor.getByLabel(/^Corrected answer/).fill("http.ListenAndServe(addr, handler)");
  // No rationale: the server refuses (422) and the form stays as it was.
  await page.keyboard.press("Control+Enter");
  await expect(page.getByText(/Rationale: explain the merged decision/)).toBeVisible();
  await expect(editor.getByLabel(/^Corrected answer/)).toHaveValue(
    "http.ListenAndServe(addr, handler)",
  );
  await expect(editor.getByTestId("citation-row")).toHaveCount(2);
  await page
    .getByLabel(/^Rationale/)
    .fill("A's sources hold; the answer needs the handler argument.");
  await expect(page.getByTestId("autosave-status")).toHaveText("Draft saved");
  await page.getByLabel(/^Rationale/).press("Control+Enter");
  await page.waitForURL(/\/adjudicate\?done=1$/);
  await page.context().close();

  const [line] = await api.exportLines(lead, projectId, { identities: "emails" });
  expect(line).toMatchObject({
    status: "gold",
    source: "adjudicated",
    gold: {
      verdict: "accept",
      answer_label: "partially_correct",
      final_answer: "http.ListenAndServe(addr, handler)",
      notes: "Merged: A's verdict, B's doubt about the answer.",
      citations: [
        { url: "https://go.dev/doc/", quote: "The net/http package" },
        { url: "https://pkg.go.dev/net/http#ListenAndServe", quote: null },
      ],
    },
    adjudication: {
      adjudicator: cy.email,
      choice: "merged",
      rationale: "A's sources hold; the answer needs the handler argument.",
    },
  });
});

const content = [
  "# Notely",
  "",
  "Notely keeps your notes in plain files.",
  "",
  "## Features",
  "",
  "- Write notes in Markdown with live preview.",
  "- Search every note by tag or full text.",
  "- Export a notebook as a PDF file.",
  "- Sync notes between devices over WebDAV.",
  "",
].join("\n");
const span = (text: string) => ({
  start: content.indexOf(text),
  end: content.indexOf(text) + text.length,
  text,
});
const [write, search, pdf, sync] = [
  span("Write notes in Markdown with live preview."),
  span("Search every note by tag or full text."),
  span("Export a notebook as a PDF file."),
  span("Sync notes between devices over WebDAV."),
];
const readme = {
  kind: "readme",
  external_id: "notely",
  repo: "acme/notely",
  url: "https://github.com/acme/notely",
  license: "MIT",
  language: "en",
  content,
};
const readmeA = {
  functionalities: [
    { extractive: write, abstractive: "Edit notes in Markdown" },
    { extractive: search, abstractive: "Full-text and tag search" },
    { extractive: pdf, abstractive: "PDF export" },
  ],
  notes: "",
};
const readmeB = {
  functionalities: [
    { extractive: write, abstractive: "Markdown editing with preview" },
    { extractive: sync, abstractive: "WebDAV sync" },
  ],
  notes: "",
};

test("README: the merged list is built from both sides, reordered and edited, kept in the browser while offline; spans stay exact", async ({
  api,
  browser,
  baseURL,
}) => {
  const { lead, cy, projectId } = await api.disagreement("readme", readme, readmeA, readmeB);
  const page = await startAdjudicating(browser, baseURL, cy, projectId);
  const editor = page.getByTestId("merged-editor");
  const items = editor.getByTestId("functionality");

  await page.getByRole("button", { name: /^Start merged copy/ }).click();
  await expect(items).toHaveCount(3);
  const unmatched = editor.getByTestId("unmatched-functionalities");
  await expect(unmatched.getByRole("listitem")).toHaveCount(3);
  await expect(unmatched.getByRole("button", { name: "In the list: A2" })).toBeDisabled();
  await unmatched.getByRole("button", { name: "Add B2 to the merged list" }).click();
  await expect(items).toHaveCount(4);
  await expect(unmatched.getByRole("button", { name: "In the list: B2" })).toBeDisabled();
  await expect(editor.getByLabel("Functionality 4 in your own words")).toBeFocused();
  await editor.getByLabel("Functionality 4 in your own words").fill("Sync notes over WebDAV");
  await editor.getByRole("button", { name: "Delete functionality 3" }).click();
  await expect(unmatched.getByRole("button", { name: "Add A3 to the merged list" })).toBeEnabled();
  await editor.getByRole("button", { name: "Move functionality 3 up" }).click();
  await expect(items.getByTestId("functionality-quote")).toHaveText([
    write.text,
    sync.text,
    search.text,
  ]);
  await expect(page.getByTestId("autosave-status")).toHaveText("Draft saved");

  // The server cannot be reached (server actions are POSTs to the page): the decision is kept in
  // this browser, and on reload that newer copy wins over the server's and is sent again.
  const rationale = "PDF export is on the roadmap, not a feature; B found the sync.";
  await page.route(/\/adjudicate\/\d+$/, (route) =>
    route.request().method() === "POST" ? route.abort() : route.continue(),
  );
  await page.getByLabel(/^Rationale/).fill(rationale);
  await expect(page.getByTestId("autosave-status")).toContainText("Kept in this browser only");
  await page.unroute(/\/adjudicate\/\d+$/);
  await page.reload();
  await expect(page.getByLabel(/^Rationale/)).toHaveValue(rationale);
  await expect(items.getByTestId("functionality-quote")).toHaveText([
    write.text,
    sync.text,
    search.text,
  ]);
  await expect(page.getByTestId("autosave-status")).toHaveText("Draft saved");
  await page.evaluate(() => window.localStorage.clear());
  await page.reload();
  await expect(page.getByLabel(/^Rationale/)).toHaveValue(rationale);
  await expect(editor.getByLabel("Functionality 2 in your own words")).toHaveValue(
    "Sync notes over WebDAV",
  );
  await page.screenshot({ path: shot("adjudicate-readme-merge"), fullPage: true });
  await page.keyboard.press("Control+Enter");
  await page.waitForURL(/\/adjudicate\?done=1$/);
  await page.context().close();

  const [line] = await api.exportLines(lead, projectId, { identities: "emails" });
  expect(line).toMatchObject({
    status: "gold",
    source: "adjudicated",
    adjudication: { choice: "merged" },
    gold: {
      functionalities: [
        { extractive: write, abstractive: "Edit notes in Markdown" },
        { extractive: sync, abstractive: "Sync notes over WebDAV" },
        { extractive: search, abstractive: "Full-text and tag search" },
      ],
    },
  });
  for (const f of (line.gold as typeof readmeA).functionalities)
    expect(content.slice(f.extractive.start, f.extractive.end)).toBe(f.extractive.text);
});
