// Submit → next item ready in a real browser (Playwright's Chromium on loopback) against a built
// server (`npx next build` first), for each of the five kinds, with prefetch on and off
// (decision 050). Per kind and mode: a project of its own, one annotator who submits --items
// items; before each timed submit the form is filled through the draft route (so every kind is
// valid without scripting its widgets) and the page reloaded, then the annotator "works" for
// --think-ms (the prefetch runs meanwhile, as while a person reads). Timed in the page: from the
// Ctrl+Enter keydown to the first animation frame in which the next item's screen is in the DOM.
// Usage: npm run bench:annotate [-- --items 10] [--think-ms 1500] [--port 3639]
//        (CHROMIUM_PATH=/usr/bin/chromium for a system Chromium)
import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { chromium, type Page } from "@playwright/test";
import { itemLineExamples } from "@/lib/items/import/item-line-examples";
import { itemKinds, type ItemKind } from "@/lib/items/item-kinds";
import { kindModule } from "@/lib/items/kinds";

const { values } = parseArgs({
  args: process.argv.slice(2).filter((a) => a !== "--"),
  options: {
    items: { type: "string", default: "10" },
    "think-ms": { type: "string", default: "1500" },
    port: { type: "string", default: "3639" },
  },
});
const ITEMS = Number(values.items);
const THINK = Number(values["think-ms"]);
const PORT = Number(values.port);
const base = `http://localhost:${PORT}`;
const admin = { email: "bench-admin@example.org", password: "bench-admin-password" };

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the API's JSON, read by a script
type Json = any;

async function api(
  method: string,
  url: string,
  token: string | null,
  body?: unknown,
  type = "application/json",
): Promise<Json> {
  const res = await fetch(base + url, {
    method,
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(body !== undefined ? { "Content-Type": type } : {}),
    },
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return res.status === 204 ? null : await res.json();
}

async function startServer(dataDir: string) {
  const env = {
    ...process.env,
    PORT: String(PORT),
    ACCORD_DATA_DIR: dataDir,
    NEXTAUTH_URL: base,
    NEXT_TELEMETRY_DISABLED: "1",
  };
  const tsx = "node_modules/.bin/tsx";
  execFileSync(
    tsx,
    [
      "--conditions=react-server",
      "scripts/accord.ts",
      "user",
      "add",
      "--email",
      admin.email,
      "--name",
      "Bench",
      "--role",
      "admin",
      "--password",
      admin.password,
    ],
    {
      env,
      stdio: "pipe",
    },
  );
  const server = spawn(tsx, ["--conditions=react-server", "scripts/start.ts"], {
    env,
    stdio: "ignore",
    detached: true,
  });
  for (let i = 0; i < 240; i++) {
    if (
      await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return server;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error("the server did not start");
}

/** A project of `kind` with ITEMS items and one annotator; returns their credentials. */
async function setUp(adminToken: string, kind: ItemKind, tag: string) {
  const password = "bench-password-1";
  const email = `ana-${kind}-${tag}@bench.example`;
  await api("POST", "/api/v1/users", adminToken, {
    email,
    name: `Ana ${kind}`,
    role: "annotator",
    password,
  });
  const { project } = (await api("POST", "/api/v1/projects", adminToken, {
    name: `Bench ${kind} ${tag}`,
    kind,
  })) as { project: { id: number } };
  await api("POST", `/api/v1/projects/${project.id}/members`, adminToken, {
    email,
    role: "annotator",
  });
  const lines = Array.from({ length: ITEMS }, (_, i) =>
    JSON.stringify({ ...itemLineExamples[kind], external_id: `bench-${tag}-${i}` }),
  );
  await api(
    "POST",
    `/api/v1/projects/${project.id}/items`,
    adminToken,
    lines.join("\n") + "\n",
    "application/x-ndjson",
  );
  return { email, password, projectId: project.id };
}

/** One timed submit: Ctrl+Enter → the next item's screen in the DOM (next animation frame), in ms. */
async function timedSubmit(page: Page): Promise<number> {
  await page.evaluate(() => {
    const w = window as unknown as { __t0?: number; __t1?: number };
    w.__t0 = undefined;
    w.__t1 = undefined;
    const before = document.querySelector("[data-testid=annotation-screen]");
    const path = location.pathname;
    window.addEventListener(
      "keydown",
      (e) => e.key === "Enter" && e.ctrlKey && w.__t0 === undefined && (w.__t0 = performance.now()),
      { capture: true },
    );
    const obs = new MutationObserver(() => {
      const now = document.querySelector("[data-testid=annotation-screen]");
      if (
        now &&
        now !== before &&
        location.pathname !== path &&
        now.querySelector("[data-testid=annotation-form]")
      ) {
        obs.disconnect();
        requestAnimationFrame(() => (w.__t1 = performance.now()));
      }
    });
    obs.observe(document.body, { subtree: true, childList: true });
  });
  await page.keyboard.press("Control+Enter");
  await page.waitForFunction(
    () => (window as unknown as { __t1?: number }).__t1 !== undefined,
    null,
    { timeout: 30_000 },
  );
  return page.evaluate(() => {
    const w = window as unknown as { __t0: number; __t1: number };
    return w.__t1 - w.__t0;
  });
}

async function runKind(
  browser: Awaited<ReturnType<typeof chromium.launch>>,
  adminToken: string,
  kind: ItemKind,
  prefetch: boolean,
): Promise<number[]> {
  const user = await setUp(adminToken, kind, prefetch ? "on" : "off");
  const context = await browser.newContext({
    baseURL: base,
    viewport: { width: 1366, height: 900 },
  });
  if (!prefetch)
    await context.addInitScript(() => window.localStorage.setItem("accord.prefetch", "off"));
  const page = await context.newPage();
  await page.goto("/sign-in");
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password").fill(user.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL((u) => !u.pathname.startsWith("/sign-in"));
  await page.goto(`/projects/${user.projectId}`);
  await page.getByRole("button", { name: "Start annotating" }).click();
  await page.waitForURL(/\/annotate\/\d+$/);
  const times: number[] = [];
  for (let i = 0; i < ITEMS - 1; i++) {
    const assignmentId = Number(/\/annotate\/(\d+)$/.exec(page.url())![1]);
    // The form, filled through the draft route; the reload shows it (the server's draft).
    const res = await page.request.put(`/api/v1/assignments/${assignmentId}/draft`, {
      data: { draft: kindModule(kind).exampleAnnotation },
    });
    if (!res.ok()) throw new Error(`draft ${assignmentId}: ${res.status()} ${await res.text()}`);
    await page.reload();
    await page.getByTestId("submit-readiness").filter({ hasText: "Ready to submit." }).waitFor();
    await page.waitForTimeout(THINK);
    times.push(await timedSubmit(page));
  }
  // The last background submit lands before the context closes.
  await page.waitForTimeout(1000);
  await context.close();
  return times;
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))];
};

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "accord-bench-annotate-"));
  const server = await startServer(dataDir);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || undefined });
  try {
    const { token } = (await api("POST", "/api/v1/auth/token", null, admin)) as { token: string };
    console.log(
      `submit → next item ready, ${ITEMS - 1} submits per kind and mode, think ${THINK} ms; load: ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(" ")} on ${os.cpus().length} cores`,
    );
    console.log("kind               prefetch on p50/p95   off p50/p95   p50 off/on");
    const all = { on: [] as number[], off: [] as number[] };
    for (const kind of itemKinds) {
      const on = await runKind(browser, token, kind, true);
      const off = await runKind(browser, token, kind, false);
      all.on.push(...on);
      all.off.push(...off);
      const f = (xs: number[]) => `${pct(xs, 50).toFixed(0)}/${pct(xs, 95).toFixed(0)} ms`;
      console.log(
        `${kind.padEnd(18)} ${f(on).padEnd(21)} ${f(off).padEnd(13)} ${(pct(off, 50) / pct(on, 50)).toFixed(1)}×`,
      );
    }
    console.log(
      `all kinds          ${`${pct(all.on, 50).toFixed(0)}/${pct(all.on, 95).toFixed(0)} ms`.padEnd(21)} ${pct(all.off, 50).toFixed(0)}/${pct(all.off, 95).toFixed(0)} ms   ${(pct(all.off, 50) / pct(all.on, 50)).toFixed(1)}×`,
    );
    console.log(
      `load after: ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(" ")}`,
    );
  } finally {
    await browser.close();
    if (server.pid) process.kill(-server.pid);
  }
}

void main().catch((e) => {
  console.error(e);
  process.exit(1);
});
