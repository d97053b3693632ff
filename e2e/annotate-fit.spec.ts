import type { Locator, Page } from "@playwright/test";
import { itemLineExamples } from "../lib/items/import/item-line-examples";
import { expect, shot, signedInPage, test, type Api } from "./fixtures";

// Issue #40: every annotate screen shows the thing to judge and the labels without scrolling the
// page, at 1024×768, 1366×900 and 1920×1080 (the comment screen opened ~1,570 px above its
// generated comment, and its error codes sat below the fold).
test.describe.configure({ timeout: 120_000 });

const sizes = [
  { width: 1024, height: 768 },
  { width: 1366, height: 900 },
  { width: 1920, height: 1080 },
];

const longText = (n: number, word: string) =>
  Array.from(
    { length: n },
    (_, i) => `${word} ${i + 1}: ${"lorem ipsum dolor sit amet ".repeat(4)}`,
  ).join("\n\n");
/** A 300-line file, the generated comment at line 151. */
const javaLines = (n: number, from: number) =>
  Array.from({ length: n }, (_, i) => `    private int field${from + i} = ${from + i};`).join("\n");

const items = {
  qa_pair: { ...itemLineExamples.qa_pair, answer: longText(12, "Step") },
  dialogue: {
    ...itemLineExamples.dialogue,
    turns: Array.from({ length: 12 }, (_, i) => ({
      role: i % 2 ? "assistant" : "user",
      content: i === 0 ? "如何在 Go 中启动 HTTP 服务器？" : longText(2, `Turn ${i + 1}`),
    })),
  },
  readme: { ...itemLineExamples.readme, content: `# DayTrader\n\n${longText(20, "Section")}` },
  generated_comment: {
    ...itemLineExamples.generated_comment,
    code_prefix: `public class Cart {\n${javaLines(149, 0)}\n    `,
    code_suffix: `\n${javaLines(149, 149)}\n}`,
  },
  model_answer: { ...itemLineExamples.model_answer, predicted_answer: longText(12, "Point") },
};
type Kind = keyof typeof items;

/** What the person judges, per kind. */
const toJudge: Record<Kind, (p: Page) => Locator[]> = {
  qa_pair: (p) => [
    p.getByTestId("item-region").getByText("Какая функция запускает HTTP-сервер в Go?"),
  ],
  dialogue: (p) => [p.getByTestId("item-region").getByText("如何在 Go 中启动 HTTP 服务器？")],
  readme: (p) => [p.getByTestId("item-region").getByRole("heading", { name: "DayTrader" }).first()],
  generated_comment: (p) => [
    p.getByTestId("original-comment-in-place"),
    p.getByTestId("generated-comment-in-place"),
  ],
  model_answer: (p) => [
    p
      .getByTestId("item-region")
      .getByText("In CSS animations, what does the 'transform' property do?")
      .first(),
  ],
};

/** The label controls, per kind: the form's first field, and for comments the codes too. */
const labels: Record<Kind, (p: Page) => Locator[]> = {
  qa_pair: (p) => [p.getByTestId("annotation-form").locator("[data-annotate-field] input").first()],
  dialogue: (p) => [p.getByRole("group", { name: "Dev-related" })],
  readme: (p) => [p.getByTestId("annotation-form").locator("[data-annotate-field]").first()],
  generated_comment: (p) => [
    p.getByRole("radio", { name: /^Correct/ }),
    p.getByRole("radio", { name: /^Incorrect/ }),
    p
      .getByRole("searchbox", { name: /error codes/i })
      .or(p.getByPlaceholder(/search/i))
      .first(),
    ...[0, 1, 2].map((i) => p.getByTestId("error-code-picker").locator("input[data-code]").nth(i)),
  ],
  model_answer: (p) => [
    p.getByTestId("annotation-form").locator("[data-annotate-field] input").first(),
  ],
};

/** Inside the window, and inside the box that scrolls it (the item's area or the form). */
async function expectShown(page: Page, locator: Locator, what: string) {
  await expect(locator, what).toBeVisible();
  const box = (await locator.boundingBox())!;
  const { width, height } = page.viewportSize()!;
  const clip = await locator.evaluate((el) => {
    const scroller = el.closest("[data-testid=item-region], [data-testid=annotation-form]");
    const r = scroller?.getBoundingClientRect();
    return r ? { top: r.top, bottom: r.bottom } : { top: 0, bottom: Infinity };
  });
  const top = Math.max(0, clip.top - 1);
  const bottom = Math.min(height, clip.bottom + 1);
  expect(box.y, `${what}: top ${box.y} above ${top}`).toBeGreaterThanOrEqual(top);
  expect(
    box.y + box.height,
    `${what}: bottom ${box.y + box.height} of ${bottom}`,
  ).toBeLessThanOrEqual(bottom);
  expect(box.x + box.width, `${what}: right edge`).toBeLessThanOrEqual(width);
}

async function expectNoPageScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollHeight - window.innerHeight,
  );
  expect(overflow, "the page is taller than the window").toBeLessThanOrEqual(1);
}

async function project(api: Api, kind: Kind) {
  const lead = await api.user("lead");
  const ana = await api.user("annotator", "Ana");
  const projectId = await api.project(lead, kind, [[ana, "annotator"]]);
  await api.importItems(lead, projectId, [items[kind]]);
  return { ana, projectId };
}

for (const kind of Object.keys(items) as Kind[]) {
  test(`annotate ${kind}: the item to judge and the labels fit 1024, 1366 and 1920 px`, async ({
    api,
    browser,
    baseURL,
  }) => {
    const { ana, projectId } = await project(api, kind);
    const page = await signedInPage(browser, baseURL, ana, sizes[0]);
    await page.goto(`/projects/${projectId}`);
    await page.getByRole("button", { name: "Start annotating" }).click();
    await page.waitForURL(/\/annotate\/\d+$/);
    await expect(page.getByTestId("annotation-screen")).toBeVisible();
    // Read once: the instructions are closed from then on.
    const help = page.getByTestId("help-toggle");
    if ((await help.getAttribute("aria-expanded")) === "true") await page.keyboard.press("?");
    await expect(help).toHaveAttribute("aria-expanded", "false");

    for (const size of sizes) {
      await page.setViewportSize(size);
      await page.reload();
      await expect(page.getByTestId("annotation-screen")).toBeVisible();
      const at = `${size.width}×${size.height}`;
      for (const [i, l] of toJudge[kind](page).entries())
        await expectShown(page, l, `${kind} at ${at}: item part ${i + 1}`);
      for (const [i, l] of labels[kind](page).entries())
        await expectShown(page, l, `${kind} at ${at}: label control ${i + 1}`);
      await expectShown(page, page.getByTestId("submit-button"), `${kind} at ${at}: submit`);
      await expectNoPageScroll(page);
      await page.screenshot({ path: shot(`fit-${kind}-${size.width}`) });
    }
    if (kind === "generated_comment") {
      // G jumps to the comparison with the word diff, and back to the comments in the code.
      await page.keyboard.press("g");
      await expectShown(page, page.getByTestId("generated-comment-comparison"), "after G");
      await expect(page.getByTestId("original-comment-in-place")).not.toBeInViewport();
      await page.keyboard.press("g");
      await expectShown(page, page.getByTestId("original-comment-in-place"), "after G, G");
    }
  });
}

test("instructions: closed with none, open until read, open again for a new version", async ({
  api,
  browser,
  baseURL,
  request,
}) => {
  const lead = await api.user("lead");
  const ana = await api.user("annotator", "Ana");
  const projectId = await api.project(lead, "model_answer", [[ana, "annotator"]]);
  // Emptied by the lead (a new project starts with the kind's guidelines).
  const patch = await request.patch(`/api/v1/projects/${projectId}`, {
    headers: { Authorization: `Bearer ${lead.token}` },
    data: { instructions: "" },
  });
  expect(patch.status(), await patch.text()).toBe(200);
  await api.importItems(lead, projectId, [items.model_answer]);
  const page = await signedInPage(browser, baseURL, ana, sizes[0]);
  await page.goto(`/projects/${projectId}`);
  await page.getByRole("button", { name: "Start annotating" }).click();
  await page.waitForURL(/\/annotate\/\d+$/);
  const help = page.getByTestId("help-toggle");
  await expect(help).toHaveAttribute("aria-expanded", "false");
  await expect(help).toContainText("(no instructions)");
  await expect(page.getByTestId("help-panel")).toBeHidden();

  await api.projectSettings(lead, projectId, {}, "Grade against the reference only.");
  await page.reload();
  await expect(help).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByTestId("instructions-panel")).toContainText("version 3");
  await page.keyboard.press("?");
  await page.reload();
  await expect(help).toHaveAttribute("aria-expanded", "false");

  await api.projectSettings(lead, projectId, {}, "Grade against the reference; ignore style.");
  await page.reload();
  await expect(help).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByTestId("instructions-panel")).toContainText("ignore style");
});
