import { randomUUID } from "node:crypto";
import { itemLineExamples } from "../lib/items/import/item-line-examples";
import { expect, itemStatuses, openQueue, shot, test } from "./fixtures";

test("two annotators verify a QA pair blind; too few citations are refused without losing the form", async ({
  api,
  browser,
  baseURL,
  request,
}) => {
  const lead = await api.user("lead");
  const ana = await api.user("annotator", "Ana");
  const ben = await api.user("annotator", "Ben");
  // The source dialogue lives in a dialogue project the lead leads, named in the QA project's settings; the pair links to it.
  const dialogueProjectId = await api.project(lead, "dialogue");
  await api.importItems(lead, dialogueProjectId, [itemLineExamples.dialogue]);
  const projectId = await api.project(
    lead,
    "qa_pair",
    [
      [ana, "annotator"],
      [ben, "annotator"],
    ],
    { dialogue_project_id: dialogueProjectId },
  );
  await api.importItems(lead, projectId, [
    { ...itemLineExamples.qa_pair, dialogue_external_id: itemLineExamples.dialogue.external_id },
  ]);
  const marker = `ana-private-${randomUUID()}`;

  const a = await openQueue(browser, baseURL, ana, projectId);
  await expect(a.getByTestId("qa-question")).toContainText(
    "Какая функция запускает HTTP-сервер в Go?",
  );
  await expect(a.getByTestId("qa-source-dialogue")).toBeVisible();
  await a.keyboard.press("a");
  await expect(
    a.getByRole("group", { name: "Verdict on the pair" }).getByRole("radio", { name: /Accept/ }),
  ).toBeChecked();
  await a.keyboard.press("1");
  await expect(
    a.getByRole("group", { name: "Reference answer" }).getByRole("radio", { name: /^Correct/ }),
  ).toBeChecked();
  await expect(a.getByRole("button", { name: "Add citation" })).toContainText("U");
  await a.keyboard.press("u");
  await expect(a.getByLabel("Citation 1 URL")).toBeFocused();
  await a.keyboard.type("https://go.dev/src/net/http/server.go");
  await expect(a.getByTestId("citation-count")).toHaveText(
    "2 distinct http(s) URLs needed, 1 given",
  );
  await a
    .getByLabel("Citation 1 quote (optional)")
    .fill("func ListenAndServe(addr string, handler Handler) error");

  // Refused on the client with the reason; nothing in the form is lost.
  await a.keyboard.press("Control+Enter");
  await expect(a.getByTestId("flow-banner")).toContainText("Not submitted");
  await expect(a.getByTestId("annotation-form")).toContainText(
    "Cite at least two distinct http(s) URLs (1 given).",
  );
  await expect(a.getByLabel("Citation 1 URL")).toHaveValue("https://go.dev/src/net/http/server.go");
  await expect(
    a.getByRole("group", { name: "Verdict on the pair" }).getByRole("radio", { name: /Accept/ }),
  ).toBeChecked();
  expect(a.url()).toMatch(/\/annotate\/\d+$/);

  await a.getByRole("button", { name: "Cite this: net/http" }).click();
  await expect(a.getByTestId("citation-count")).toHaveText("2 distinct http(s) URLs: enough");
  await expect(a.getByRole("button", { name: "Cited: net/http" })).toBeDisabled();
  await a.getByLabel("Notes").fill(marker);
  await expect(a.getByTestId("submit-readiness")).toHaveText("Ready to submit.");
  await a.screenshot({ path: shot("annotate-qa_pair"), fullPage: true });
  await a.getByRole("button", { name: "Submit" }).dblclick();
  await a.waitForURL(/\/annotate\?done=1$/);

  const b = await openQueue(browser, baseURL, ben, projectId);
  expect(await b.content()).not.toContain(marker);
  await expect(b.getByRole("radio", { checked: true })).toHaveCount(0);
  await expect(b.getByTestId("citation-row")).toHaveCount(0);
  // A failed standard suggests rejecting; Ben accepts anyway.
  await b
    .getByRole("radiogroup", { name: "Not too simple" })
    .getByRole("radio", { name: "Fails" })
    .check();
  await expect(b.getByTestId("standards-suggestion")).toContainText("too simple");
  await b.keyboard.press("a");
  await b.keyboard.press("1");
  await b.getByRole("button", { name: "Cite this: net/http" }).click();
  await b.getByRole("button", { name: /Cite this: http:\/\/example.org/ }).click();
  // A corrected answer beside "correct" contradicts the label: refused, and the form keeps it.
  await b.getByLabel(/^Corrected answer/).fill("http.ListenAndServe");
  await b.keyboard.press("Control+Enter");
  await expect(b.getByTestId("annotation-form")).toContainText(
    "Leave the corrected answer empty when the reference answer is correct.",
  );
  await expect(b.getByLabel(/^Corrected answer/)).toHaveValue("http.ListenAndServe");
  expect(b.url()).toMatch(/\/annotate\/\d+$/);
  await b.getByLabel(/^Corrected answer/).fill("");
  await b.keyboard.press("Control+Enter");
  await b.waitForURL(/\/annotate\?done=1$/);

  expect(await itemStatuses(request, lead, projectId)).toEqual({ "sdqa-d-19": "agreed" });
});

test("rejecting by keyboard: reasons with 1–5; one reject vetoes the pair", async ({
  api,
  browser,
  baseURL,
  request,
}) => {
  const lead = await api.user("lead");
  const ana = await api.user("annotator", "Ana");
  const ben = await api.user("annotator", "Ben");
  const projectId = await api.project(lead, "qa_pair", [
    [ana, "annotator"],
    [ben, "annotator"],
  ]);
  await api.importItems(lead, projectId, [itemLineExamples.qa_pair]);

  const a = await openQueue(browser, baseURL, ana, projectId);
  await a.keyboard.press("r");
  await a.keyboard.press("Control+Enter");
  await expect(a.getByRole("group", { name: "Reasons to reject" })).toContainText(
    "Give at least one reason to reject.",
  );
  await a.keyboard.press("2");
  await a.keyboard.press("4");
  await expect(a.getByRole("checkbox", { name: /Too simple/ })).toBeChecked();
  await expect(a.getByRole("checkbox", { name: /Time-sensitive/ })).toBeChecked();
  await a.keyboard.press("Control+Enter");
  await a.waitForURL(/\/annotate\?done=1$/);

  const b = await openQueue(browser, baseURL, ben, projectId);
  await b.keyboard.press("a");
  await b.keyboard.press("1");
  for (const name of ["net/http", "http://example.org/"])
    await b.getByRole("button", { name: `Cite this: ${name}` }).click();
  await b.keyboard.press("Control+Enter");
  await b.waitForURL(/\/annotate\?done=1$/);
  expect(await itemStatuses(request, lead, projectId)).toEqual({ "sdqa-d-19": "rejected" });
});

test("a whole pair by keyboard: Shift+A accepts as correct citing every reference; C then n cites one", async ({
  api,
  browser,
  baseURL,
  request,
}) => {
  const lead = await api.user("lead");
  const ana = await api.user("annotator", "Ana");
  const ben = await api.user("annotator", "Ben");
  const projectId = await api.project(lead, "qa_pair", [
    [ana, "annotator"],
    [ben, "annotator"],
  ]);
  await api.importItems(lead, projectId, [itemLineExamples.qa_pair]);

  // Every key press is counted: the issue measured ~46 keys (and a typed URL) for one pair.
  let presses = 0;
  const a = await openQueue(browser, baseURL, ana, projectId);
  await expect(
    a.getByRole("button", { name: /Accept as correct, cite every reference/ }),
  ).toContainText("Shift+A");
  await a.keyboard.press("Shift+A");
  presses++;
  await expect(
    a.getByRole("group", { name: "Verdict on the pair" }).getByRole("radio", { name: /Accept/ }),
  ).toBeChecked();
  await expect(
    a.getByRole("group", { name: "Reference answer" }).getByRole("radio", { name: /^Correct/ }),
  ).toBeChecked();
  await expect(a.getByTestId("citation-count")).toHaveText("2 distinct http(s) URLs: enough");
  await expect(
    a.getByRole("radiogroup", { name: "Verifiable" }).getByRole("radio", { name: "Meets" }),
  ).toBeChecked();
  await a.screenshot({ path: shot("annotate-qa_pair-keys"), fullPage: true });
  await a.keyboard.press("Control+Enter");
  presses++;
  await a.waitForURL(/\/annotate\?done=1$/);
  expect(presses).toBe(2);

  presses = 0;
  const b = await openQueue(browser, baseURL, ben, projectId);
  for (const key of ["a", "1", "c"]) {
    await b.keyboard.press(key);
    presses++;
  }
  await expect(b.getByTestId("cite-key-hint")).toHaveText("press the reference's number");
  await b.keyboard.press("2");
  presses++;
  await expect(b.getByLabel("Citation 1 URL")).toHaveValue("http://example.org/");
  // The answer label did not move: the digit after C cites, it does not choose a label.
  await expect(
    b.getByRole("group", { name: "Reference answer" }).getByRole("radio", { name: /^Correct/ }),
  ).toBeChecked();
  await expect(
    b.getByRole("listitem").filter({ has: b.getByRole("button", { name: "Cite this: net/http" }) }),
  ).toContainText("C 1");
  for (const key of ["c", "1"]) {
    await b.keyboard.press(key);
    presses++;
  }
  await expect(b.getByTestId("citation-count")).toHaveText("2 distinct http(s) URLs: enough");
  await b.keyboard.press("Control+Enter");
  presses++;
  await b.waitForURL(/\/annotate\?done=1$/);
  expect(presses).toBe(7);

  expect(await itemStatuses(request, lead, projectId)).toEqual({ "sdqa-d-19": "agreed" });
});
