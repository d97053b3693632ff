import { readdirSync } from "node:fs";
import path from "node:path";
import type { APIRequestContext, Browser } from "@playwright/test";
import { expect, signedInPage, test, type Api, type TestUser } from "./fixtures";

// SPEC §2 "Blind", in the browser: every page an annotator can open shows the same text for an
// item they annotated whatever its outcome. Three worlds, identical but for the partner's list:
// agreed (gold at once), in disagreement, and in disagreement with the adjudication claimed by the
// lead. Each world's annotator opens every page with their world's ids; the visible text (ids,
// times, names normalised) and the response status must be equal. tests/integration/blinding.test.ts
// does the same for the API routes.

type Outcome = "agreed" | "disagreement" | "claimed";
type World = {
  outcome: Outcome;
  annotator: TestUser;
  projectName: string;
  projectId: number;
  itemId: number;
  assignmentId: number;
  adjudicationId: number;
};

/** An id no row has: the adjudication of an item that never had one. */
const UNUSED_ID = 2_000_000_000;

const content =
  "# csv2json\n\nConverts CSV files to JSON.\n\n- Streams large files\n- Validates every row\n";
const span = (text: string) => ({
  start: content.indexOf(text),
  end: content.indexOf(text) + text.length,
  text,
});
const list = (abstractive: string, extra = false) => ({
  functionalities: [
    { extractive: span("Converts CSV files to JSON"), abstractive },
    ...(extra ? [{ extractive: span("Validates every row"), abstractive: "Validates rows" }] : []),
  ],
  notes: "",
});

async function post(request: APIRequestContext, user: TestUser, url: string, data?: object) {
  const res = await request.post(url, {
    headers: { Authorization: `Bearer ${user.token}` },
    ...(data ? { data } : {}),
  });
  expect(res.status(), await res.text()).toBeLessThan(300);
  return res.status() === 204 ? null : res.json();
}

async function annotate(
  request: APIRequestContext,
  user: TestUser,
  projectId: number,
  annotation: object,
) {
  const claim = await post(request, user, `/api/v1/projects/${projectId}/queue/next`);
  await post(request, user, `/api/v1/assignments/${claim.assignment_id}/submit`, { annotation });
  return { itemId: claim.item.id as number, assignmentId: claim.assignment_id as number };
}

async function world(api: Api, request: APIRequestContext, outcome: Outcome): Promise<World> {
  const lead = await api.user("lead", "Lee");
  const [annotator, partner] = [
    await api.user("annotator", "Ana"),
    await api.user("annotator", "Ben"),
  ];
  const projectId = await api.project(lead, "readme", [
    [annotator, "annotator"],
    [partner, "annotator"],
  ]);
  await api.projectSettings(lead, projectId, { readme_validation: true });
  await api.importItems(lead, projectId, [
    {
      kind: "readme",
      external_id: "csv2json",
      repo: "acme/csv2json",
      url: "https://github.com/acme/csv2json",
      license: "MIT",
      language: "en",
      content,
    },
  ]);
  const mine = await annotate(request, annotator, projectId, list("Converts CSV to JSON"));
  await annotate(
    request,
    partner,
    projectId,
    outcome === "agreed" ? list("Turns CSV into JSON") : list("Converts CSV to JSON", true),
  );
  const adjudication =
    outcome === "claimed"
      ? await post(request, lead, `/api/v1/projects/${projectId}/adjudication/next`)
      : null;
  const projectName = (
    await (
      await request.get(`/api/v1/projects/${projectId}`, {
        headers: { Authorization: `Bearer ${lead.token}` },
      })
    ).json()
  ).project.name;
  return {
    outcome,
    annotator,
    projectName,
    projectId,
    ...mine,
    adjudicationId: adjudication?.adjudication_id ?? UNUSED_ID,
  };
}

// Every app/**/page.tsx by its URL (route groups dropped), and how the annotator opens it.
const pages: Record<string, (w: World) => string> = {
  "/": () => "/",
  "/sign-in": () => "/sign-in",
  "/projects": () => "/projects",
  "/tokens": () => "/tokens",
  "/admin/users": () => "/admin/users",
  "/projects/new": () => "/projects/new",
  "/projects/[id]": (w) => `/projects/${w.projectId}`,
  "/projects/[id]/agreement": (w) => `/projects/${w.projectId}/agreement`,
  "/projects/[id]/agreement/judges": (w) => `/projects/${w.projectId}/agreement/judges`,
  "/projects/[id]/leaderboard": (w) => `/projects/${w.projectId}/leaderboard`,
  "/projects/[id]/health": (w) => `/projects/${w.projectId}/health`,
  "/projects/[id]/metrics": (w) => `/projects/${w.projectId}/metrics`,
  "/projects/[id]/metrics/[metric]": (w) => `/projects/${w.projectId}/metrics/bleu`,
  "/projects/[id]/export": (w) => `/projects/${w.projectId}/export`,
  "/projects/[id]/releases": (w) => `/projects/${w.projectId}/releases`,
  "/projects/[id]/releases/[releaseId]": (w) => `/projects/${w.projectId}/releases/${UNUSED_ID}`,
  "/projects/[id]/releases/[releaseId]/diff": (w) =>
    `/projects/${w.projectId}/releases/${UNUSED_ID}/diff?with=${UNUSED_ID}`,
  "/projects/[id]/import": (w) => `/projects/${w.projectId}/import`,
  "/projects/[id]/items": (w) => `/projects/${w.projectId}/items`,
  "/projects/[id]/items/[itemId]": (w) => `/projects/${w.projectId}/items/${w.itemId}`,
  "/projects/[id]/members": (w) => `/projects/${w.projectId}/members`,
  "/projects/[id]/settings": (w) => `/projects/${w.projectId}/settings`,
  "/projects/[id]/annotate": (w) => `/projects/${w.projectId}/annotate`,
  "/projects/[id]/annotate/[assignmentId]": (w) =>
    `/projects/${w.projectId}/annotate/${w.assignmentId}`,
  "/projects/[id]/validate": (w) => `/projects/${w.projectId}/validate`,
  "/projects/[id]/submissions": (w) => `/projects/${w.projectId}/submissions`,
  "/projects/[id]/qualify": (w) => `/projects/${w.projectId}/qualify`,
  "/projects/[id]/adjudicate": (w) => `/projects/${w.projectId}/adjudicate`,
  "/projects/[id]/adjudicate/[adjudicationId]": (w) =>
    `/projects/${w.projectId}/adjudicate/${w.adjudicationId}`,
};

function pageRoutes(): string[] {
  const appDir = path.resolve("app"); // Playwright runs from the project's root
  return readdirSync(appDir, { recursive: true, encoding: "utf8" })
    .filter((f) => path.basename(f) === "page.tsx")
    .map(
      (f) =>
        `/${path
          .dirname(f)
          .split(path.sep)
          .filter((s) => s !== "." && !/^\(.*\)$/.test(s))
          .join("/")}`,
    )
    .sort();
}

/**
 * What differs between worlds by construction: names, times, token prefixes. Ids appear only in
 * URLs (normalised there); numbers in the text are counts, and must be equal.
 */
function normalise(text: string, w: World): string {
  return text
    .replaceAll(w.projectName, "<project>")
    .replaceAll(w.annotator.email, "<email>")
    .replace(/\b\d{1,2}:\d{2}(:\d{2})?\s*(AM|PM)?/gi, "<time>")
    .replace(/\b\d{4}-\d{2}-\d{2}\b/g, "<date>")
    .replace(/\b\d{1,2} [A-Z][a-z]{2} \d{4}\b/g, "<date>")
    .replace(/\bacc_[\w-]+…/g, "<token>") // base64url: letters, digits, _ and -
    .replace(/[ \t]+/g, " ");
}

const pathOf = (url: string) => new URL(url).pathname.replace(/\/\d+(?=\/|$)/g, "/<id>");

async function seen(
  browser: Browser,
  baseURL: string | undefined,
  w: World,
): Promise<Record<string, { status: number | null; url: string; title: string; text: string }>> {
  const page = await signedInPage(browser, baseURL, w.annotator);
  const views: Record<string, { status: number | null; url: string; title: string; text: string }> =
    {};
  for (const [route, url] of Object.entries(pages)) {
    const res = await page.goto(url(w));
    await page.waitForLoadState("networkidle");
    const text = await page.locator("body").innerText();
    views[route] = {
      status: res?.status() ?? null,
      url: pathOf(page.url()),
      title: normalise(await page.title(), w),
      text: normalise(text, w),
    };
  }
  await page.context().close();
  return views;
}

test("lists every page in the table of how an annotator opens it", () => {
  expect(pageRoutes()).toEqual(Object.keys(pages).sort());
});

test("every page shows an annotator the same for an agreed, a disagreeing and a claimed item", async ({
  api,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(480_000); // three worlds × 20 pages; about 2 min on an idle machine
  const worlds = [
    await world(api, request, "agreed"),
    await world(api, request, "disagreement"),
    await world(api, request, "claimed"),
  ];
  const views = [];
  for (const w of worlds) views.push(await seen(browser, baseURL, w));
  // The pages were reached: the annotator's own pages show their project.
  expect(views[0]["/projects/[id]"].text).toContain("<project>");
  for (const [i, w] of worlds.entries()) {
    if (i === 0) continue;
    for (const route of Object.keys(pages))
      expect
        .soft({ outcome: w.outcome, route, ...views[i][route] })
        .toEqual({ outcome: w.outcome, route, ...views[0][route] });
  }
});
