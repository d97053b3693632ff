import { randomUUID } from "node:crypto";
import path from "node:path";
import {
  test as base,
  expect,
  type APIRequestContext,
  type Browser,
  type Page,
} from "@playwright/test";
import { withAxe } from "./axe";
import { E2E_ADMIN } from "./e2e-admin";

export type TestUser = {
  id: number;
  email: string;
  name: string;
  role: string;
  password: string;
  token: string;
};
type Kind = "dialogue" | "qa_pair" | "readme" | "generated_comment" | "model_answer";

export async function tokenFor(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<string> {
  const res = await request.post("/api/v1/auth/token", { data: { email, password } });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).token as string;
}

/** Everything a spec needs, made through the public API so specs share no rows. */
export class Api {
  constructor(
    private readonly request: APIRequestContext,
    private readonly adminToken: string,
  ) {}

  private auth = (token: string) => ({ Authorization: `Bearer ${token}` });

  async user(role: "admin" | "lead" | "annotator", name: string = role): Promise<TestUser> {
    const email = `${name.toLowerCase().replace(/\W+/g, "-")}-${randomUUID().slice(0, 8)}@e2e.example`;
    const password = `pw-${randomUUID()}`;
    const res = await this.request.post("/api/v1/users", {
      headers: this.auth(this.adminToken),
      data: { email, name, role, password },
    });
    expect(res.status(), await res.text()).toBe(201);
    const { user } = await res.json();
    return { ...user, password, token: await tokenFor(this.request, email, password) };
  }

  /** No revise window unless `settings` sets one (decision 048): a last submit compares at once. */
  async project(
    lead: TestUser,
    kind: Kind,
    members: [TestUser, "annotator" | "adjudicator" | "lead"][] = [],
    settings: Record<string, unknown> = {},
  ): Promise<number> {
    const res = await this.request.post("/api/v1/projects", {
      headers: this.auth(lead.token),
      data: {
        name: `E2E ${kind} ${randomUUID().slice(0, 6)}`,
        kind,
        settings: { revise_minutes: 0, ...settings },
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    const id = (await res.json()).project.id as number;
    for (const [user, role] of members) {
      const m = await this.request.post(`/api/v1/projects/${id}/members`, {
        headers: this.auth(lead.token),
        data: { email: user.email, role },
      });
      expect(m.status(), await m.text()).toBe(201);
    }
    return id;
  }

  /** Lead Lea and annotators Ana, Ben and Cy, members of a new project of `kind`. */
  async team(
    kind: Kind,
  ): Promise<{ lead: TestUser; ana: TestUser; ben: TestUser; cy: TestUser; projectId: number }> {
    const lead = await this.user("lead", "Lea");
    const [ana, ben, cy] = [
      await this.user("annotator", "Ana"),
      await this.user("annotator", "Ben"),
      await this.user("annotator", "Cy"),
    ];
    const projectId = await this.project(lead, kind, [
      [ana, "annotator"],
      [ben, "annotator"],
      [cy, "annotator"],
    ]);
    return { lead, ana, ben, cy, projectId };
  }

  /** `team(kind)` with one item, on which Ana submits `a` and Ben `b`: Cy, who annotated nothing, may adjudicate it. */
  async disagreement(kind: Kind, item: object, a: object, b: object) {
    const team = await this.team(kind);
    await this.importItems(team.lead, team.projectId, [item]);
    await this.annotate(team.ana, team.projectId, a);
    await this.annotate(team.ben, team.projectId, b);
    return team;
  }

  async importItems(lead: TestUser, projectId: number, lines: object[]) {
    const res = await this.request.post(`/api/v1/projects/${projectId}/items`, {
      headers: { ...this.auth(lead.token), "Content-Type": "application/x-ndjson" },
      data: lines.map((l) => JSON.stringify(l)).join("\n") + "\n",
    });
    expect(res.status(), await res.text()).toBe(201);
    return res.json();
  }

  /**
   * `user` claims the project's next item and submits an annotation for it (a fixed one, or one
   * chosen from the claimed item's external_id), through the REST API. Returns the item.
   */
  async annotate(
    user: TestUser,
    projectId: number,
    annotation: object | ((externalId: string) => object),
  ): Promise<{ id: number; externalId: string }> {
    const claim = await this.request.post(`/api/v1/projects/${projectId}/queue/next`, {
      headers: this.auth(user.token),
    });
    expect(claim.status(), await claim.text()).toBe(200);
    const { assignment_id: assignmentId, item } = await claim.json();
    const externalId = item.external_id as string;
    const data = typeof annotation === "function" ? annotation(externalId) : annotation;
    const submit = await this.request.post(`/api/v1/assignments/${assignmentId}/submit`, {
      headers: this.auth(user.token),
      data: { annotation: data },
    });
    expect(submit.status(), await submit.text()).toBe(201);
    // Blinding: the response says nothing about the item's status after this submit.
    expect(await submit.json()).not.toHaveProperty("item_status");
    return { id: item.id as number, externalId };
  }

  /** PATCH a project's settings (only the snake_case keys given; the rest keep their defaults). */
  async projectSettings(
    lead: TestUser,
    projectId: number,
    settings: Record<string, unknown>,
    instructions?: string,
  ) {
    const res = await this.request.patch(`/api/v1/projects/${projectId}`, {
      headers: this.auth(lead.token),
      data: { settings, ...(instructions ? { instructions } : {}) },
    });
    expect(res.status(), await res.text()).toBe(200);
  }

  /** `POST /validations/{itemId}/submit` as `user`, for checking the round's rules; returns the response. */
  async submitValidation(user: TestUser, itemId: number, body: object) {
    return this.request.post(`/api/v1/validations/${itemId}/submit`, {
      headers: this.auth(user.token),
      data: body,
    });
  }

  async agreement(lead: TestUser, projectId: number) {
    const res = await this.request.get(`/api/v1/projects/${projectId}/agreement`, {
      headers: this.auth(lead.token),
    });
    expect(res.status(), await res.text()).toBe(200);
    return res.json();
  }

  /** The project's export (`status` as the API takes it) as parsed JSONL lines. */
  /** The export's lines; people are pseudonyms unless `identities` is "emails" (as in the API). */
  async exportLines(
    lead: TestUser,
    projectId: number,
    opts: { status?: string; identities?: "pseudonyms" | "emails" } = {},
  ): Promise<Record<string, unknown>[]> {
    const query = new URLSearchParams({
      status: opts.status ?? "gold",
      ...(opts.identities ? { identities: opts.identities } : {}),
    });
    const res = await this.request.get(`/api/v1/projects/${projectId}/export?${query}`, {
      headers: this.auth(lead.token),
    });
    expect(res.status(), await res.text()).toBe(200);
    return (await res.text())
      .split("\n")
      .filter(Boolean)
      .map((l) => JSON.parse(l));
  }
}

export async function signIn(page: Page, user: { email: string; password: string }) {
  await page.goto("/sign-in");
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password").fill(user.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL((url) => !url.pathname.startsWith("/sign-in"));
}

/** Where specs save the screenshots people look at (gitignored; Playwright empties test-results/ on every run, not this). */
export const shot = (name: string) => path.join("e2e", "screenshots", `${name}.png`);

/** A page signed in as `user`, in a browser context of its own (no shared cookies or localStorage). */
export async function signedInPage(
  browser: Browser,
  baseURL: string | undefined,
  user: { email: string; password: string },
  viewport = { width: 1400, height: 900 },
): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport });
  const page = await context.newPage();
  await signIn(page, user);
  return page;
}

/**
 * Signs `user` in in a browser context of their own and starts annotating the project: the page is
 * on the annotation screen of the item the queue gave them. With `shotName`, the project page is
 * saved as that screenshot on the way.
 */
export async function openQueue(
  browser: Browser,
  baseURL: string | undefined,
  user: TestUser,
  projectId: number,
  shotName?: string,
): Promise<Page> {
  const page = await signedInPage(browser, baseURL, user);
  await page.goto(`/projects/${projectId}`);
  await expect(page.getByTestId("annotation-queue")).toContainText("My annotations");
  if (shotName) await page.screenshot({ path: shot(shotName), fullPage: true });
  await page.getByRole("button", { name: "Start annotating" }).click();
  await page.waitForURL(/\/annotate\/\d+$/);
  await expect(page.getByTestId("annotation-screen")).toBeVisible();
  return page;
}

/**
 * Records every text the element with `testId` shows from now on, in this page's life (client-side
 * navigations included), and returns a reader of them. For a message shown only until the screen
 * moves on (the "Saved." banner while the next item is claimed): polling for it races the navigation.
 */
export async function recordTexts(page: Page, testId: string): Promise<() => Promise<string[]>> {
  await page.evaluate((id) => {
    const seen: string[] = [];
    (window as unknown as Record<string, string[]>)[`__texts_${id}`] = seen;
    const note = () => {
      const el = document.querySelector(`[data-testid="${id}"]`);
      const text = el?.textContent ?? "";
      if (text && seen[seen.length - 1] !== text) seen.push(text);
    };
    new MutationObserver(note).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
    });
  }, testId);
  return () =>
    page.evaluate(
      (id) => (window as unknown as Record<string, string[]>)[`__texts_${id}`] ?? [],
      testId,
    );
}

/** Every item's status by external id, as the lead reads them through the API. */
export async function itemStatuses(
  request: APIRequestContext,
  lead: TestUser,
  projectId: number,
): Promise<Record<string, string>> {
  const res = await request.get(`/api/v1/projects/${projectId}/items`, {
    headers: { Authorization: `Bearer ${lead.token}` },
  });
  expect(res.status()).toBe(200);
  return Object.fromEntries(
    ((await res.json()).items as { external_id: string; status: string }[]).map((i) => [
      i.external_id,
      i.status,
    ]),
  );
}

export const test = base.extend<{ api: Api; axe: void; ownContexts: void }>({
  api: async ({ request }, use) => {
    await use(new Api(request, await tokenFor(request, E2E_ADMIN.email, E2E_ADMIN.password)));
  },
  // The browser lives as long as the worker: a context a spec opened (signedInPage, openQueue) would
  // outlive its test, its pages polling the server through every later spec. Closed at the test's end.
  ownContexts: [
    async ({ browser, context }, use) => {
      const before = new Set([...browser.contexts(), context]);
      await use();
      const opened = browser.contexts().filter((c) => !before.has(c));
      await Promise.all(opened.map((c) => c.close().catch(() => {})));
    },
    { auto: true },
  ],
  // Every page the test opens is scanned by axe-core (e2e/axe.ts; report in e2e/axe-report.ts), before
  // ownContexts closes them.
  axe: [
    async ({ browser, context, ownContexts }, use, testInfo) =>
      withAxe(browser, context, testInfo, () => use(ownContexts)),
    { auto: true },
  ],
});

export { expect };
