import { itemLineExamples } from "../lib/items/import/item-line-examples";
import { expect, openQueue, shot, test, type Api, type TestUser } from "./fixtures";

/** A generated-comment project with one item, and the page of an annotator on it. */
async function commentScreen(
  api: Api,
  browser: Parameters<typeof openQueue>[0],
  baseURL: string | undefined,
) {
  const lead = await api.user("lead");
  const ana = await api.user("annotator", "Ana");
  const projectId = await api.project(lead, "generated_comment", [[ana, "annotator"]]);
  await api.importItems(lead, projectId, [itemLineExamples.generated_comment]);
  const page = await openQueue(browser, baseURL, ana, projectId);
  await page.setViewportSize({ width: 1366, height: 900 });
  return { lead, ana, projectId, page };
}

/** The one annotation submitted so far, as the lead's export holds it (overlap 2: still unresolved). */
async function storedAnnotation(
  api: Api,
  lead: TestUser,
  projectId: number,
): Promise<Record<string, unknown>> {
  const [line] = await api.exportLines(lead, projectId, { status: "unresolved" });
  const annotations = line.annotations as { annotation: Record<string, unknown> }[];
  expect(annotations).toHaveLength(1);
  return annotations[0].annotation;
}

test("the error-code picker keeps every code typed in the legend's sequence; Enter toggles the top match", async ({
  api,
  browser,
  baseURL,
}) => {
  const { lead, projectId, page } = await commentScreen(api, browser, baseURL);
  const search = page.getByLabel("Search error codes");
  const chips = page.getByRole("list", { name: "Selected error codes" }).getByRole("button");

  // The exact sequence: 3, /, MS-CC, ↓, Space, /, LG-GR4, ↓, Space.
  await page.keyboard.press("3");
  await page.keyboard.press("/");
  await page.keyboard.type("MS-CC");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Space");
  await expect(search).toHaveValue("");
  await page.keyboard.press("/");
  await expect(search).toBeFocused();
  await page.keyboard.type("LG-GR4");
  await expect(search).toHaveValue("LG-GR4");
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("checkbox", { name: "LG-GR4 Syntax" })).toBeFocused();
  await page.keyboard.press("Space");
  await expect(search).toHaveValue("");
  await expect(chips).toHaveText([/MS-CC/, /LG-GR4/]);

  // Enter in the search box toggles the top match and clears the query.
  await page.keyboard.press("/");
  await page.keyboard.type("gender");
  await page.keyboard.press("Enter");
  await expect(search).toHaveValue("");
  await expect(search).toBeFocused();
  await expect(chips).toHaveText([/MS-CC/, /LG-GR3/, /LG-GR4/]);
  await expect(page.getByTestId("shortcut-legend")).toContainText("toggle the top match");
  await page.screenshot({ path: shot("annotate-picker-sequence") });

  await page.keyboard.press("Control+Enter");
  await page.waitForURL(/\/annotate\?done=1$/);
  const stored = await storedAnnotation(api, lead, projectId);
  expect(stored.accuracy).toBe("incorrect");
  expect([...(stored.error_codes as string[])].sort()).toEqual(["LG-GR3", "LG-GR4", "MS-CC"]);
});

test("J/K never type into a text field nor land on a chip's Remove button; Esc leaves a text field", async ({
  api,
  browser,
  baseURL,
}) => {
  const { lead, projectId, page } = await commentScreen(api, browser, baseURL);
  const notes = page.getByLabel("Notes");
  await page.keyboard.press("2");
  await page.getByRole("checkbox", { name: "MS-CC Copy Context" }).check();

  // From the accuracy radios J goes to the codes (not to the chip "Remove MS-CC"); Space there deletes nothing.
  await page.getByRole("radio", { name: /Partially correct/ }).focus();
  await page.keyboard.press("j");
  await expect(page.getByRole("button", { name: /^Remove MS-CC/ })).not.toBeFocused();
  await expect(page.getByLabel("Error codes by category")).toBeFocused();
  await page.screenshot({ path: shot("annotate-jk-code-list") });
  await page.keyboard.press("Space");
  await expect(
    page.getByRole("list", { name: "Selected error codes" }).getByRole("button"),
  ).toHaveText([/MS-CC/]);

  // J/K go round the choice fields and skip Notes; nothing is typed anywhere.
  for (let i = 0; i < 4; i++) {
    await page.keyboard.press("j");
    await expect(notes).not.toBeFocused();
  }
  await page.keyboard.press("k");
  await expect(notes).toHaveValue("");

  // Typing in Notes, Esc leaves it and K moves on instead of typing "k".
  await notes.click();
  await page.keyboard.type("abc");
  await page.keyboard.press("Escape");
  await expect(notes).not.toBeFocused();
  await page.keyboard.press("k");
  await page.keyboard.press("j");
  await expect(notes).toHaveValue("abc");
  await expect(page.getByTestId("shortcut-legend")).toContainText("Esc");

  await page.keyboard.press("Control+Enter");
  await page.waitForURL(/\/annotate\?done=1$/);
  const stored = await storedAnnotation(api, lead, projectId);
  expect(stored).toMatchObject({
    accuracy: "partially_correct",
    error_codes: ["MS-CC"],
    notes: "abc",
  });
});

test("a pasted text longer than its limit is kept whole, counted and refused with a message", async ({
  api,
  browser,
  baseURL,
}) => {
  const { page } = await commentScreen(api, browser, baseURL);
  const notes = page.getByLabel(/^Notes/);
  await page.keyboard.press("1");
  const long = "x".repeat(12_000);
  await notes.fill(long);
  expect((await notes.inputValue()).length, "nothing is cut").toBe(12_000);
  await expect(page.getByTestId("notes-counter")).toHaveText("12,000 / 10,000");
  await page.keyboard.press("Control+Enter");
  await expect(page.getByTestId("flow-banner")).toContainText("Not submitted");
  await expect(page.getByTestId("annotation-form").getByTestId("field-error")).toContainText(
    "at most 10,000 characters",
  );
  expect((await notes.inputValue()).length, "the draft stays in the form").toBe(12_000);
  await page.getByTestId("notes-counter").scrollIntoViewIfNeeded();
  await page.screenshot({ path: shot("annotate-long-notes") });
  await notes.fill("");
  await expect(page.getByTestId("notes-counter")).toHaveText("0 / 10,000");
  await notes.fill("short");
  await expect(page.getByTestId("notes-counter")).toHaveText("5 / 10,000");
  await page.keyboard.press("Control+Enter");
  await page.waitForURL(/\/annotate\?done=1$/);
});
