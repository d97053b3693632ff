import { randomUUID } from "node:crypto";
import type { Locator } from "@playwright/test";
import { expect, itemStatuses, openQueue, shot, test } from "./fixtures";

// CRLF line ends and Greek on purpose: offsets count UTF-16 units of the stored text, "\r" included.
const content = [
  "# Μετατροπέας",
  "",
  "Το εργαλείο **μετατρέπει** αρχεία CSV σε JSON.",
  "",
  "## Features",
  "",
  "- Streams large files without loading them into memory",
  "- Validates every row against a JSON schema",
  "",
  "## Roadmap",
  "",
  "- [ ] Excel support",
  "",
].join("\r\n");
const readme = {
  kind: "readme",
  external_id: "csv2json",
  repo: "acme/csv2json",
  url: "https://github.com/acme/csv2json",
  license: "MIT",
  language: "el",
  content,
};
const streams = "Streams large files without loading them into memory";
const converts = "εργαλείο **μετατρέπει** αρχεία";

/** Selects `text` inside `root` as a person would, with `before`/`after` extra characters around it. */
async function selectText(root: Locator, text: string, before = 0, after = 0) {
  await root.evaluate(
    (el, { text, before, after }) => {
      const at = (el.textContent ?? "").indexOf(text);
      if (at < 0) throw new Error(`"${text}" is not in the element`);
      const point = (offset: number): [Node, number] => {
        const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
        let seen = 0;
        for (let n = walker.nextNode(); n; n = walker.nextNode()) {
          const len = (n as Text).data.length;
          if (offset <= seen + len) return [n, offset - seen];
          seen += len;
        }
        throw new Error("offset past the end");
      };
      const range = document.createRange();
      range.setStart(...point(at - before));
      range.setEnd(...point(at + text.length + after));
      const selection = window.getSelection()!;
      selection.removeAllRanges();
      selection.addRange(range);
    },
    { text, before, after },
  );
}

const span = (text: string) =>
  `chars ${content.indexOf(text)}–${content.indexOf(text) + text.length}`;

test("two annotators extract README functionalities blind, from the source and the rendered view; they agree", async ({
  api,
  browser,
  baseURL,
  request,
}) => {
  const lead = await api.user("lead");
  const ana = await api.user("annotator", "Ana");
  const ben = await api.user("annotator", "Ben");
  const projectId = await api.project(lead, "readme", [
    [ana, "annotator"],
    [ben, "annotator"],
  ]);
  await api.importItems(lead, projectId, [readme]);
  const instructions =
    "## How to extract\n\n- Select **one statement** of what the software does per functionality.\n- Leave out roadmap and TODO items, badges and links.";
  const patched = await request.patch(`/api/v1/projects/${projectId}`, {
    headers: { Authorization: `Bearer ${lead.token}` },
    data: { instructions },
  });
  expect(patched.status(), await patched.text()).toBe(200);
  const marker = `ana-private-${randomUUID()}`;

  const a = await openQueue(browser, baseURL, ana, projectId);
  await expect(
    a.getByTestId("readme-rendered-content").getByRole("heading", { name: "Μετατροπέας" }),
  ).toBeVisible();
  // The instructions are open the first time, rendered from markdown.
  await expect(a.getByTestId("help-toggle")).toHaveAttribute("aria-expanded", "true");
  await expect(a.getByTestId("instructions-panel")).toBeVisible();
  await expect(a.getByTestId("project-instructions").locator("strong")).toHaveText("one statement");
  await a.keyboard.press("v");
  const source = a.getByTestId("readme-source-text");
  await expect(source).toBeVisible();
  // The selection takes the space before and the line break after; the span is trimmed.
  await selectText(source, streams, 1, 2);
  await expect(a.getByTestId("current-selection")).toContainText("Streams large files");
  await a.keyboard.press("a");
  const items = a.getByTestId("functionality");
  await expect(items).toHaveCount(1);
  await expect(items.nth(0)).toContainText(span(streams));
  await expect(a.getByLabel("Functionality 1 in your own words")).toBeFocused();
  await a.keyboard.press("Control+Enter");
  await expect(items.nth(0)).toContainText("Write the functionality in your own words.");
  await a.keyboard.type("Processes big CSV files as a stream");

  // From the rendered view: the text is found in the source across the **bold** markup.
  await a.getByRole("button", { name: "Rendered" }).click();
  await selectText(a.getByTestId("readme-rendered-content"), "εργαλείο μετατρέπει αρχεία");
  await expect(a.getByTestId("current-selection")).toContainText("εργαλείο μετατρέπει αρχεία");
  await a.getByRole("button", { name: /Add selection/ }).click();
  await expect(items).toHaveCount(2);
  await expect(items.nth(1)).toContainText(span(converts));
  await expect(items.nth(1).getByTestId("functionality-quote")).toHaveText(converts);
  await a.getByLabel("Functionality 2 in your own words").fill("Converts CSV files to JSON");
  await a.keyboard.press("Alt+ArrowUp");
  await expect(items.nth(0).getByTestId("functionality-quote")).toHaveText(converts);
  await expect(a.getByLabel("Functionality 1 in your own words")).toHaveValue(
    "Converts CSV files to JSON",
  );

  // A reload restores both functionalities in their order; the instructions stay as Ana left them (closed).
  await expect(a.getByTestId("autosave-status")).toHaveText("Draft saved");
  await a.getByTestId("help-toggle").click();
  await a.reload();
  await expect(items).toHaveCount(2);
  await expect(items.nth(0).getByTestId("functionality-quote")).toHaveText(converts);
  await expect(a.getByTestId("help-toggle")).toHaveAttribute("aria-expanded", "false");
  await expect(a.getByTestId("instructions-panel")).toBeHidden();
  await a.getByRole("button", { name: "Source" }).click();
  await expect(source.locator("mark[data-functionality]")).toHaveCount(2);
  await a.getByLabel("Notes").fill(marker);
  await expect(a.getByTestId("submit-readiness")).toHaveText("Ready to submit.");
  await a.screenshot({ path: shot("annotate-readme"), fullPage: true });
  await a.getByRole("button", { name: "Submit" }).click();
  await a.waitForURL(/\/annotate\?done=1$/);

  const b = await openQueue(browser, baseURL, ben, projectId);
  expect(await b.content()).not.toContain(marker);
  await expect(b.getByTestId("functionality-empty")).toBeVisible();
  await expect(b.getByTestId("instructions-panel")).toBeVisible();
  await b.screenshot({ path: shot("annotate-readme-first-visit"), fullPage: true });
  await b.keyboard.press("v");
  const bSource = b.getByTestId("readme-source-text");
  await selectText(bSource, "εργαλείο **μετατρέπει** αρχεία CSV σε JSON");
  await expect(b.getByTestId("current-selection")).toContainText("CSV σε JSON");
  await b.keyboard.press("a");
  await expect(b.getByLabel("Functionality 1 in your own words")).toBeFocused();
  await b.keyboard.type("Turns CSV into JSON");
  await selectText(bSource, streams);
  await expect(b.getByTestId("current-selection")).toContainText("Streams");
  await b.getByRole("button", { name: /Add selection/ }).click();
  await b.getByLabel("Functionality 2 in your own words").fill("Streams big inputs");
  await b.keyboard.press("Control+Enter");
  await b.waitForURL(/\/annotate\?done=1$/);

  expect(await itemStatuses(request, lead, projectId)).toEqual({ [readme.external_id]: "agreed" });
});
