import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Browser, BrowserContext, Page, TestInfo } from "@playwright/test";

/**
 * axe-core on every page and state the e2e suite visits (WCAG 2.1 A and AA rules). A page is
 * scanned shortly after each navigation and once more at the end of each test, but only when its
 * (URL pattern, state) has not been scanned before in this run: the state is the set of test ids
 * and dialogs on screen and the UI language, so the five annotate screens (same URL pattern) count as five states and
 * a hundred visits to one dashboard cost one scan. Results go to a JSONL file that the global
 * teardown (e2e/axe-report.ts) prints and fails the run on (serious and critical only).
 * AXE_DEBUG=1 logs each scan that a navigation overtook or that failed.
 */

const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
export const AXE_RESULTS = path.join(".data", "axe-results.jsonl");
/** Every URL pattern a page of the run showed (one per line): the report names those never scanned. */
export const AXE_VISITED = path.join(".data", "axe-visited.txt");
/** The impacts that fail the run; "minor" and "moderate" are printed only. */
export const FAILING_IMPACTS = new Set(["serious", "critical"]);

export type AxeRecord = {
  key: string;
  url: string;
  test: string;
  ms: number;
  violations: {
    id: string;
    impact: string | null;
    help: string;
    nodes: { target: string; summary: string }[];
  }[];
};

const NAV_SETTLE_MS = 600;
const debug = (...args: unknown[]) => process.env.AXE_DEBUG && console.log("axe", ...args);
/** A scan that takes longer is given up (a page stuck mid-navigation must not hang the test's teardown). */
const SCAN_TIMEOUT_MS = 15_000;

function withinTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`axe scan took over ${ms} ms`)), ms);
  });
  return Promise.race([p, timeout]).finally(() => clearTimeout(timer));
}

function loadScannedKeys(): Set<string> {
  try {
    const lines = fs.readFileSync(AXE_RESULTS, "utf8").split("\n").filter(Boolean);
    return new Set(lines.map((l) => (JSON.parse(l) as AxeRecord).key));
  } catch {
    return new Set();
  }
}

// One worker runs the suite (playwright.config.ts); a restarted worker re-reads what was scanned.
const scanned = loadScannedKeys();

/** `/projects/12/annotate/345?tab=judges` → `/projects/:id/annotate/:id?tab`. */
function urlPattern(url: string): string {
  const u = new URL(url);
  const keys = [...u.searchParams.keys()].sort();
  return u.pathname.replace(/\/\d+(?=\/|$)/g, "/:id") + (keys.length ? `?${keys.join("&")}` : "");
}

async function stateKey(page: Page): Promise<string> {
  const state = await page.evaluate(() => {
    const ids = new Set<string>();
    for (const el of document.querySelectorAll("[data-testid]"))
      ids.add((el.getAttribute("data-testid") ?? "").replace(/\d+/g, "#"));
    const dialogs = document.querySelectorAll("[role=dialog]:not([hidden]), dialog[open]").length;
    // The UI language too: a page in Greek is a state of its own (longer words, other fonts).
    return `${[...ids].sort().join(",")}|dialogs:${dialogs}|lang:${document.documentElement.lang}`;
  });
  return `${urlPattern(page.url())} ${createHash("sha1").update(state).digest("hex").slice(0, 10)}`;
}

/** Each page's scans still running (after a navigation): `axeSettled` waits for them. */
const pagePending = new WeakMap<Page, Set<Promise<void>>>();

/**
 * Waits until the scans of `page`'s navigations so far have ended: a spec that visits pages only
 * to have them scanned (e2e/axe-tour.spec.ts) calls it before moving on, so no visit is overtaken.
 */
/** The violations on `page` as it is now: for states a test reaches without a navigation. */
export async function axeViolations(page: Page): Promise<string[]> {
  // axe-core runs one scan per page at a time: wait for the fixture's own scan of this page first.
  await axeSettled(page);
  const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(" ")}`);
}

export async function axeSettled(page: Page): Promise<void> {
  // A page's own history update after hydration is a navigation too: wait out one more settle.
  for (let round = 0; round < 5; round++) {
    await Promise.all([...(pagePending.get(page) ?? [])]);
    await new Promise((resolve) => setTimeout(resolve, NAV_SETTLE_MS + 200));
    if (!pagePending.get(page)?.size) return;
  }
}

/** Main-frame navigations per page so far: a scan that a navigation overtook is thrown away. */
const navigations = new WeakMap<Page, number>();
const navCount = (page: Page) => navigations.get(page) ?? 0;

/**
 * Scans `page` unless its (pattern, state) was scanned already; never throws (a page may close or
 * navigate meanwhile). `navAt`: the page's navigation count the scan is for. If the page navigated
 * again before the scan ended, the result is dropped (it read a document being replaced, e.g. one
 * whose streamed <title> had not arrived) and the state stays unscanned for the next scan.
 */
async function scan(
  page: Page,
  testTitle: string,
  addTime: (ms: number) => void,
  navAt: number,
): Promise<void> {
  let key: string | null = null;
  try {
    if (page.isClosed() || !/^https?:/.test(page.url()) || navCount(page) !== navAt) {
      debug("skipped (navigated)", page.url(), navAt, navCount(page));
      return;
    }
    key = await withinTimeout(stateKey(page), SCAN_TIMEOUT_MS);
    if (scanned.has(key)) return;
    scanned.add(key);
    const started = Date.now();
    const url = page.url();
    const results = await withinTimeout(
      new AxeBuilder({ page }).withTags(AXE_TAGS).analyze(),
      SCAN_TIMEOUT_MS,
    );
    if (navCount(page) !== navAt) {
      debug("overtaken", page.url(), navAt, navCount(page));
      scanned.delete(key);
      return;
    }
    const record: AxeRecord = {
      key,
      url,
      test: testTitle,
      ms: Date.now() - started,
      violations: results.violations.map((v) => ({
        id: v.id,
        impact: v.impact ?? null,
        help: v.help,
        nodes: v.nodes.map((n) => ({
          target: n.target.join(" "),
          summary: (n.failureSummary ?? "").split("\n").slice(0, 2).join(" "),
        })),
      })),
    };
    addTime(record.ms); // the scan's time is not the test's: it gets that much longer to run
    fs.mkdirSync(path.dirname(AXE_RESULTS), { recursive: true });
    fs.appendFileSync(AXE_RESULTS, JSON.stringify(record) + "\n");
  } catch (e) {
    // The page navigated, closed or hung mid-scan: its next state gets scanned instead.
    debug("dropped", page.url(), String(e));
    if (key) scanned.delete(key);
  }
}

/**
 * Hooks every page of the test (the default context and any `browser.newContext()` the spec
 * makes): scan after each main-frame navigation settles, and all open pages at the end.
 */
export async function withAxe(
  browser: Browser,
  context: BrowserContext,
  testInfo: TestInfo,
  run: () => Promise<void>,
): Promise<void> {
  const testTitle = testInfo.titlePath.join(" › ");
  const addTime = (ms: number) => testInfo.setTimeout(testInfo.timeout + ms);
  if (process.env.E2E_AXE === "0") return run();
  const pages = new Set<Page>();
  const pending = new Set<Promise<void>>();
  const track = (page: Page, p: Promise<void>) => {
    const mine = pagePending.get(page) ?? new Set();
    pagePending.set(page, mine);
    pending.add(p);
    mine.add(p);
    void p.finally(() => {
      pending.delete(p);
      mine.delete(p);
    });
  };
  const watchPage = (page: Page) => {
    pages.add(page);
    page.on("close", () => pages.delete(page));
    page.on("framenavigated", (frame) => {
      if (frame !== page.mainFrame()) return;
      const navAt = navCount(page) + 1;
      navigations.set(page, navAt);
      if (/^https?:/.test(frame.url())) {
        fs.mkdirSync(path.dirname(AXE_VISITED), { recursive: true });
        fs.appendFileSync(AXE_VISITED, urlPattern(frame.url()) + "\n");
      }
      track(
        page,
        new Promise<void>((resolve) => setTimeout(resolve, NAV_SETTLE_MS)).then(async () => {
          if (page.isClosed()) return;
          await page.waitForLoadState("load", { timeout: 5_000 }).catch(() => {});
          await scan(page, testTitle, addTime, navAt);
        }),
      );
    });
  };
  const watchContext = (ctx: BrowserContext) => {
    ctx.pages().forEach(watchPage);
    ctx.on("page", watchPage);
  };
  watchContext(context);
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (...args: Parameters<Browser["newContext"]>) => {
    const ctx = await newContext(...args);
    watchContext(ctx);
    return ctx;
  };
  try {
    await run();
    await Promise.all([...pending]);
    for (const page of [...pages]) await scan(page, testTitle, addTime, navCount(page));
  } finally {
    browser.newContext = newContext;
  }
}
