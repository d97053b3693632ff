import { itemLineExamples } from "../lib/items/import/item-line-examples";
import { expect, itemStatuses, shot, signedInPage, test } from "./fixtures";

test("an annotator grades model answers with the keyboard (1/2/3, Ctrl+Enter), the definitions on screen, blind to the judge", async ({
  api,
  browser,
  baseURL,
  request,
}) => {
  const lead = await api.user("lead");
  const ana = await api.user("annotator", "Ana");
  const projectId = await api.project(lead, "model_answer", [[ana, "annotator"]]);
  await api.projectSettings(lead, projectId, { overlap: 1 });
  const judged = [
    {
      annotator: "simpledevqa-grader",
      annotation: { grade: "incorrect", notes: "judge-note-never-shown" },
    },
  ];
  const firstId = String(itemLineExamples.model_answer.external_id);
  const first = { ...itemLineExamples.model_answer, machine_annotations: judged };
  const second = {
    ...itemLineExamples.model_answer,
    external_id: "qwen:sdqa-zh-1",
    language: "zh",
    model: "qwen2.5-72b",
    question: "在 Go 语言中，哪个函数用于启动 HTTP 服务器？",
    reference_answer: "http.ListenAndServe",
    predicted_answer: "抱歉，我无法确定。<script>window.__pwned = 1</script>",
  };
  await api.importItems(lead, projectId, [first, second]);

  const page = await signedInPage(browser, baseURL, ana, { width: 1366, height: 900 });
  await page.goto(`/projects/${projectId}`);
  await page.getByRole("button", { name: "Start annotating" }).click();
  await page.waitForURL(/\/annotate\/\d+$/);
  await expect(page.getByTestId("item-external-id")).toHaveText(firstId);
  await expect(page.getByTestId("model-answer-question")).toContainText("transform");
  await expect(page.getByTestId("model-answer-reference")).toContainText("2D or 3D transformation");
  // The model's answer is rendered markdown: bold text and a highlighted code block.
  await expect(page.getByTestId("model-answer-predicted-content").locator("strong")).toHaveText(
    "translate, rotate, scale or skew",
  );
  await expect(
    page.getByTestId("model-answer-predicted-content").locator("pre code.hljs"),
  ).toContainText("rotate(45deg)");
  await expect(page.getByTestId("model-answer-model")).toContainText("gpt-4o");
  // The three grades with their definitions, keys shown.
  await expect(page.getByRole("radio", { name: /Correct/ }).first()).toBeVisible();
  await expect(
    // In the form (the default guidelines in the instructions say it too).
    page
      .getByTestId("annotation-form")
      .getByText("The answer declines, hedges without committing, or gives no answer."),
  ).toBeVisible();
  const content = await page.content();
  expect(content, "the judge's label is never sent to annotators").not.toContain(
    "simpledevqa-grader",
  );
  expect(content).not.toContain("judge-note-never-shown");

  await page.keyboard.press("3");
  await expect(page.getByRole("radio", { name: /Not attempted/ })).toBeChecked();
  await page.keyboard.press("1");
  await expect(page.getByRole("radio", { name: /^Correct/ })).toBeChecked();
  await page.screenshot({ path: shot("annotate-model_answer"), fullPage: true });
  await page.keyboard.press("Control+Enter");

  await expect(page.getByTestId("item-external-id")).toHaveText("qwen:sdqa-zh-1");
  await expect(page.getByTestId("model-answer-question")).toContainText("启动 HTTP 服务器");
  expect(
    await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned),
  ).toBeUndefined();
  await page.keyboard.press("3");
  await page.getByLabel("Notes").fill("declines to answer");
  await page.getByLabel("Notes").press("Control+Enter");
  await page.waitForURL(/\/annotate\?done=1$/);

  expect(await itemStatuses(request, lead, projectId)).toEqual({
    [firstId]: "agreed",
    "qwen:sdqa-zh-1": "agreed",
  });
  const lines = await api.exportLines(lead, projectId);
  expect(lines.map((l) => [l.external_id, (l.gold as { grade: string }).grade])).toEqual(
    [
      [firstId, "correct"],
      ["qwen:sdqa-zh-1", "not_attempted"],
    ].sort(),
  );
});

test("with the model hidden, nothing on the annotator's pages names it, external id and title included", async ({
  api,
  browser,
  baseURL,
}) => {
  const lead = await api.user("lead");
  const ana = await api.user("annotator", "Ana");
  const projectId = await api.project(lead, "model_answer", [[ana, "annotator"]]);
  await api.projectSettings(lead, projectId, { overlap: 1, hide_model: true });
  const second = {
    ...itemLineExamples.model_answer,
    external_id: "gpt-4o:sdqa-zh-1",
    language: "zh",
    question: "在 Go 语言中，哪个函数用于启动 HTTP 服务器？",
  };
  await api.importItems(lead, projectId, [itemLineExamples.model_answer, second]);

  const page = await signedInPage(browser, baseURL, ana, { width: 1366, height: 900 });
  await page.goto(`/projects/${projectId}`);
  await page.getByRole("button", { name: "Start annotating" }).click();
  await page.waitForURL(/\/annotate\/\d+$/);
  const assignmentUrl = page.url();
  await expect(page.getByTestId("model-answer-question")).toBeVisible();
  await expect(page.getByTestId("item-external-id")).toHaveText(/^item-[0-9a-f]{8}$/);
  const blind = async (where: string) => {
    expect(await page.content(), where).not.toContain("gpt-4o");
    expect(await page.title(), where).not.toContain("gpt-4o");
    expect(page.url(), where).not.toContain("gpt-4o");
  };
  await blind("the annotation screen");
  await page.screenshot({ path: shot("annotate-model_answer-hidden"), fullPage: true });
  await page.keyboard.press("1");
  await page.keyboard.press("Control+Enter");
  await expect(page.getByTestId("model-answer-question")).toContainText("启动 HTTP 服务器");
  await blind("the next item");
  await page.keyboard.press("2");
  await page.keyboard.press("Control+Enter");
  await page.waitForURL(/\/annotate\?done=1$/);
  await blind("the done page");
  // A submitted item reopened: its notice and header still use the opaque label.
  await page.goto(assignmentUrl);
  await expect(page.getByText("You already submitted this item.")).toBeVisible();
  await expect(page.getByTestId("item-external-id")).toHaveText(/^item-[0-9a-f]{8}$/);
  await blind("a submitted item");
  await page.goto(`/projects/${projectId}`);
  await blind("the project page");
});
