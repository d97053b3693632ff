import type { Locator, Page } from "@playwright/test";
import { itemLineExamples } from "../lib/items/import/item-line-examples";
import { expect, shot, signedInPage, test, type Api, type TestUser } from "./fixtures";

// Issue 17, decision 047: at 1366×900 every work screen shows the item's first content and its
// action bar without scrolling; the page itself does not scroll (the item's area does), and code
// of 120 columns fits without horizontal scroll. Screenshots at 1366×900 and 1024×768.
test.describe.configure({ timeout: 90_000 });

const desktop = { width: 1366, height: 900 };
const small = { width: 1024, height: 768 };
const instructions = [
  "## How to annotate",
  "",
  ...Array.from(
    { length: 12 },
    (_, i) =>
      `${i + 1}. Read the whole item before you decide; rule ${i + 1} of the guide applies here.`,
  ),
].join("\n");

/** Long items, so that nothing fits by accident. */
const longText = (n: number, word: string) =>
  Array.from(
    { length: n },
    (_, i) => `${word} ${i + 1}: ${"lorem ipsum dolor sit amet ".repeat(4)}`,
  ).join("\n\n");
/** Exactly 120 columns, ending in a marker. */
const wideLine =
  `    int result = computeTheTotalOfAllItemsInTheCart(items, discountPolicy, taxTable, currency, roundingMode); // 120`.padEnd(
    120,
    "/",
  );
// Over 100 lines: three-digit line numbers, the widest gutter of a usual file.
const codePrefix = [
  "public class Cart {",
  ...Array.from({ length: 100 }, (_, i) => `    private int field${i} = ${i};`),
  wideLine,
  "    ",
].join("\n");

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
  generated_comment: { ...itemLineExamples.generated_comment, code_prefix: codePrefix },
  model_answer: { ...itemLineExamples.model_answer, predicted_answer: longText(12, "Point") },
};
type Kind = keyof typeof items;

/** The first thing of the item a person reads, per kind. */
const firstContent: Record<Kind, (p: Page) => Locator> = {
  qa_pair: (p) =>
    p.getByTestId("item-region").getByText("Какая функция запускает HTTP-сервер в Go?"),
  dialogue: (p) => p.getByTestId("item-region").getByText("如何在 Go 中启动 HTTP 服务器？"),
  readme: (p) => p.getByTestId("item-region").getByRole("heading", { name: "DayTrader" }).first(),
  // The screen opens on the comment (issue #40), not on the file's first line.
  generated_comment: (p) => p.getByTestId("generated-comment-in-place"),
  model_answer: (p) =>
    p
      .getByTestId("item-region")
      .getByText("In CSS animations, what does the 'transform' property do?")
      .first(),
};

async function expectInViewport(page: Page, locator: Locator, what: string) {
  await expect(locator, what).toBeVisible();
  const box = await locator.boundingBox();
  const { width, height } = page.viewportSize()!;
  expect(box, what).not.toBeNull();
  expect(box!.y, `${what}: top ${box!.y}`).toBeGreaterThanOrEqual(0);
  expect(
    box!.y + box!.height,
    `${what}: bottom ${box!.y + box!.height} of ${height}`,
  ).toBeLessThanOrEqual(height);
  expect(box!.x + box!.width, `${what}: right edge`).toBeLessThanOrEqual(width);
}

/** The window does not scroll: the item's area does (decision 047). */
async function expectNoPageScroll(page: Page) {
  const { scrollY, overflow } = await page.evaluate(() => ({
    scrollY: window.scrollY,
    overflow: document.documentElement.scrollHeight - window.innerHeight,
  }));
  expect(scrollY).toBe(0);
  expect(overflow, "the page is taller than the window").toBeLessThanOrEqual(1);
}

async function project(api: Api, kind: Kind, members: TestUser[]) {
  const lead = await api.user("lead");
  const projectId = await api.project(
    lead,
    kind,
    members.map((u) => [u, "annotator"]),
  );
  await api.projectSettings(lead, projectId, {}, instructions);
  await api.importItems(lead, projectId, [items[kind]]);
  return { lead, projectId };
}

for (const kind of Object.keys(items) as Kind[]) {
  test(`annotate ${kind}: the item's first content and the submit bar fit 1366×900 without scrolling`, async ({
    api,
    browser,
    baseURL,
  }) => {
    expect(wideLine).toHaveLength(120);
    const ana = await api.user("annotator", "Ana");
    const { projectId } = await project(api, kind, [ana]);
    const page = await signedInPage(browser, baseURL, ana, desktop);
    await page.goto(`/projects/${projectId}`);
    await page.getByRole("button", { name: "Start annotating" }).click();
    await page.waitForURL(/\/annotate\/\d+$/);
    await expect(page.getByTestId("annotation-screen")).toBeVisible();

    // First visit: instructions and keys are open, and the work still fits.
    await expectInViewport(page, firstContent[kind](page), "the item's first content");
    await expectInViewport(page, page.getByTestId("submit-button"), "the submit button");
    await expectInViewport(page, page.getByTestId("submit-bar"), "the submit bar");
    await expectNoPageScroll(page);
    const help = page.getByRole("button", { name: /Instructions and keys/ });
    await expect(help).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByTestId("shortcut-legend")).toBeVisible();
    await page.screenshot({ path: shot(`fold-annotate-${kind}-1366-help-open`) });

    // ? closes them; the choice is remembered for the project.
    await page.keyboard.press("?");
    await expect(help).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByTestId("shortcut-legend")).toBeHidden();
    await page.reload();
    await expect(page.getByRole("button", { name: /Instructions and keys/ })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
    await expectInViewport(
      page,
      firstContent[kind](page),
      "the item's first content (help closed)",
    );
    await expectInViewport(page, page.getByTestId("submit-bar"), "the submit bar (help closed)");
    await expectNoPageScroll(page);
    await page.screenshot({ path: shot(`fold-annotate-${kind}-1366`) });

    if (kind === "generated_comment") {
      const code = page.getByTestId("item-region").locator("pre").first();
      await expect(code).toContainText("// 120");
      const { scrollWidth, clientWidth } = await code.evaluate((el) => ({
        scrollWidth: el.scrollWidth,
        clientWidth: el.clientWidth,
      }));
      expect(
        scrollWidth,
        `120 columns of code scroll sideways (${scrollWidth} > ${clientWidth})`,
      ).toBeLessThanOrEqual(clientWidth);
    }

    await page.setViewportSize(small);
    await expectInViewport(page, page.getByTestId("submit-bar"), "the submit bar at 1024×768");
    await page.screenshot({ path: shot(`fold-annotate-${kind}-1024`) });
    await page.context().close();
  });
}

test("adjudicate: the differences, the item and the decision buttons fit 1366×900", async ({
  api,
  browser,
  baseURL,
}) => {
  const [ana, ben, cy] = [
    await api.user("annotator", "Ana"),
    await api.user("annotator", "Ben"),
    await api.user("annotator", "Cy"),
  ];
  const { projectId } = await project(api, "qa_pair", [ana, ben, cy]);
  await api.annotate(ana, projectId, {
    verdict: "accept",
    answer_label: "correct",
    citations: [{ url: "https://go.dev/doc/" }, { url: "https://pkg.go.dev/net/http" }],
    notes: "",
  });
  await api.annotate(ben, projectId, {
    verdict: "accept",
    answer_label: "incorrect",
    final_answer: "http.Serve",
    citations: [{ url: "https://go.dev/doc#serving" }, { url: "https://example.org/" }],
    notes: "",
  });
  const page = await signedInPage(browser, baseURL, cy, desktop);
  await page.goto(`/projects/${projectId}/adjudicate`);
  await page.getByRole("button", { name: "Start adjudicating" }).click();
  await page.waitForURL(/\/adjudicate\/\d+$/);
  await expect(page.getByTestId("decision-panel")).toBeVisible();

  await expectInViewport(page, page.getByTestId("differences"), "what differs");
  await expectInViewport(page, page.getByTestId("annotation-compare"), "the comparison's start");
  await expectInViewport(page, firstContent.qa_pair(page), "the item's first content");
  await expectInViewport(
    page,
    page.getByRole("button", { name: "Record decision" }),
    "Record decision",
  );
  await expectInViewport(page, page.getByRole("button", { name: /^Take A/ }), "Take A");
  await expectNoPageScroll(page);
  await page.screenshot({ path: shot("fold-adjudicate-1366") });

  // Below 1280: the differences and the decision come first, the item after them.
  await page.setViewportSize(small);
  await expectInViewport(
    page,
    page.getByRole("button", { name: "Record decision" }),
    "Record decision at 1024×768",
  );
  await expectInViewport(
    page,
    page.getByTestId("annotation-compare"),
    "the comparison at 1024×768",
  );
  const compare = await page.getByTestId("annotation-compare").boundingBox();
  const item = await page.getByTestId("item-region").boundingBox();
  expect(compare!.y).toBeLessThan(item!.y);
  await page.screenshot({ path: shot("fold-adjudicate-1024") });
  await page.context().close();
});

test("validate: the README's first content and the submit bar fit 1366×900", async ({
  api,
  browser,
  baseURL,
}) => {
  const [ana, ben, vic] = [
    await api.user("annotator", "Ana"),
    await api.user("annotator", "Ben"),
    await api.user("annotator", "Vic"),
  ];
  const { lead, projectId } = await project(api, "readme", [ana, ben, vic]);
  await api.projectSettings(lead, projectId, { readme_validation: true });
  const content = items.readme.content;
  const text = "Section 1: lorem ipsum";
  const list = {
    functionalities: [
      {
        extractive: {
          start: content.indexOf(text),
          end: content.indexOf(text) + text.length,
          text,
        },
        abstractive: "A first section",
      },
    ],
    notes: "",
  };
  await api.annotate(ana, projectId, list);
  await api.annotate(ben, projectId, list);
  const page = await signedInPage(browser, baseURL, vic, desktop);
  await page.goto(`/projects/${projectId}/validate`);
  await expect(page.getByTestId("validation-screen")).toBeVisible();

  await expectInViewport(
    page,
    page.getByTestId("item-region").getByText("# DayTrader").first(),
    "the README's first line",
  );
  await expectInViewport(page, page.getByTestId("submit-bar"), "the submit bar");
  await expectNoPageScroll(page);
  await page.screenshot({ path: shot("fold-validate-1366") });
  await page.setViewportSize(small);
  await expectInViewport(page, page.getByTestId("submit-bar"), "the submit bar at 1024×768");
  await page.screenshot({ path: shot("fold-validate-1024") });
  await page.context().close();
});
