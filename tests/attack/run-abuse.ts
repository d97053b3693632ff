// The abuse suite (SPEC §7 "Bounded work", "Data-derived keys"): against the production build it
// posts small files that decode large, the largest annotation of every kind from two annotators,
// and prototype names as models and meta keys, then reads every report, download and page built
// from them. It asserts no 5xx, no request over REQUEST_LIMIT_MS, /api/health answering within
// HEALTH_LIMIT_MS throughout, and the server's memory growth under MEMORY_LIMIT_MB.
// Needs `npm run build`. Run: tsx --conditions=react-server tests/attack/run-abuse.ts
import { randomBytes, randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import path from "node:path";
import type { ItemKind } from "@/lib/items/item-kinds";
import { freePort, startNextServer } from "../concurrency/start-next-server";
import { itemLine, largeReadmeContent, maximalAnnotation, PROTOTYPE_NAMES } from "./abuse-payloads";
import { cookieHeader, signIn } from "./browser-session";
import { abuseFiles } from "./abuse-files";
import { migratedEmbeddedDatabase } from "./migrated-embedded-database";
import { processTreeRss } from "./process-rss";

const REQUEST_LIMIT_MS = 5_000;
const HEALTH_LIMIT_MS = 3_000;
const MEMORY_LIMIT_MB = 256;
const KINDS: ItemKind[] = ["readme", "generated_comment", "qa_pair", "dialogue", "model_answer"];

const started = Date.now();
const failures: string[] = [];
const say = (line: string) =>
  console.log(`[${((Date.now() - started) / 1000).toFixed(1).padStart(5)} s] ${line}`);

type Answer = { status: number; ms: number; text: string; json: unknown };
type Call = {
  method?: string;
  token?: string;
  cookie?: string;
  body?: string | Uint8Array<ArrayBuffer>;
  type?: string;
  untimed?: boolean;
};
const GIVE_UP_MS = 60_000;

/** One request, timed; a 5xx or a slow answer is a failure of the suite. */
function client(base: string) {
  return async (what: string, url: string, call: Call = {}): Promise<Answer> => {
    const headers: Record<string, string> = {};
    if (call.token) headers.authorization = `Bearer ${call.token}`;
    if (call.cookie)
      Object.assign(headers, {
        cookie: call.cookie,
        origin: base,
        "sec-fetch-site": "same-origin",
      });
    if (call.type) headers["content-type"] = call.type;
    const t0 = Date.now();
    const method = call.method ?? (call.body === undefined ? "GET" : "POST");
    let res: Response;
    let text: string;
    try {
      res = await fetch(`${base}${url}`, {
        method,
        headers,
        body: call.body,
        redirect: "manual",
        signal: AbortSignal.timeout(GIVE_UP_MS),
      });
      text = await res.text();
    } catch (e) {
      failures.push(
        `${what}: no answer (${e instanceof Error ? e.message : String(e)}) after ${Date.now() - t0} ms`,
      );
      console.log(`FAIL  ${what} — no answer after ${Date.now() - t0} ms`);
      return { status: 0, ms: Date.now() - t0, text: "", json: null };
    }
    const ms = Date.now() - t0;
    let json: unknown = null;
    try {
      json = JSON.parse(text);
    } catch {
      /* a page or a CSV */
    }
    // Set-up calls (password hashing under a loaded CI machine) are not what is measured.
    const slow = !call.untimed && ms > REQUEST_LIMIT_MS;
    if (res.status >= 500 || slow) failures.push(`${what}: HTTP ${res.status} in ${ms} ms`);
    console.log(
      `${res.status >= 500 || slow ? "FAIL" : "ok  "}  ${what} — HTTP ${res.status} in ${ms} ms`,
    );
    return { status: res.status, ms, text, json };
  };
}

/** Polls /api/health until stopped; the slowest answer and any failure. */
function watchHealth(base: string) {
  let running = true;
  let slowest = 0;
  const problems: string[] = [];
  const loop = (async () => {
    while (running) {
      const t0 = Date.now();
      try {
        const res = await fetch(`${base}/api/health`, {
          signal: AbortSignal.timeout(HEALTH_LIMIT_MS * 4),
        });
        await res.arrayBuffer();
        if (!res.ok) problems.push(`health HTTP ${res.status}`);
      } catch (e) {
        problems.push(`health: ${e instanceof Error ? e.message : String(e)}`);
      }
      slowest = Math.max(slowest, Date.now() - t0);
      await new Promise((r) => setTimeout(r, 250));
    }
  })();
  return async () => {
    running = false;
    await loop;
    return { slowest, problems };
  };
}

function watchMemory(pid: number) {
  const baseline = processTreeRss(pid);
  let peak = baseline;
  const timer = setInterval(() => (peak = Math.max(peak, processTreeRss(pid))), 50);
  return () => {
    clearInterval(timer);
    return { baselineMb: baseline / 1048576, growthMb: (peak - baseline) / 1048576 };
  };
}

async function main(cleanups: (() => Promise<void>)[]) {
  const database = await migratedEmbeddedDatabase({ prefix: "accord-abuse-", cleanups });
  const { createUser } = await import("@/lib/users/create-user");
  const password = `Abuse-${randomBytes(9).toString("base64url")}`;
  const tag = randomUUID().slice(0, 8);
  const users = await Promise.all(
    (["lead", "annotator", "annotator", "annotator"] as const).map((role, i) =>
      createUser({
        actor: null,
        input: { email: `u${i}-${tag}@abuse.example`, name: `User ${i}`, role, password },
      }),
    ),
  );
  const server = await startNextServer({
    port: await freePort(),
    env: { DATABASE_URL: database.url, NEXTAUTH_SECRET: randomBytes(32).toString("base64url") },
  });
  cleanups.push(() => server.stop());
  const base = server.url;
  const api = client(base);
  say(`app at ${base}`);

  const tokens: string[] = [];
  for (const u of users) {
    const res = await api("token", "/api/v1/auth/token", {
      body: JSON.stringify({ email: u.email, password }),
      type: "application/json",
      untimed: true,
    });
    tokens.push((res.json as { token: string }).token);
  }
  const [lead, ann1, ann2, ann3] = tokens;
  const leadCookie = cookieHeader(
    (await signIn({ baseUrl: base, email: users[0].email, password })).jar,
  );

  // Warm every route once with small data, so that what is measured is what the abuse costs.
  await api("warm: projects page", "/projects", { cookie: leadCookie });
  const stopHealth = watchHealth(base);
  const stopMemory = watchMemory(server.child.pid ?? 0);

  const newProject = async (kind: ItemKind, name: string) => {
    const res = await api(`create ${kind} project`, "/api/v1/projects", {
      token: lead,
      body: JSON.stringify({ name, kind, settings: { revise_minutes: 0 } }),
      type: "application/json",
    });
    const id = (res.json as { project?: { id: number } } | null)?.project?.id;
    if (id === undefined) throw new Error(`could not create a ${kind} project: HTTP ${res.status}`);
    for (const u of users.slice(1))
      await api("add member", `/api/v1/projects/${id}/members`, {
        token: lead,
        body: JSON.stringify({ email: u.email, role: "annotator" }),
        type: "application/json",
      });
    return id;
  };

  // 1. Files that decode large: refused within the time limit, nothing imported.
  const bombProject = await newProject("generated_comment", "Bombs");
  for (const file of await abuseFiles()) {
    for (const preview of [true, false]) {
      const res = await api(
        `${file.name}${preview ? " (preview)" : ""}`,
        `/api/v1/projects/${bombProject}/items?format=${file.format}${preview ? "&preview=true" : ""}`,
        {
          token: lead,
          body: file.bytes,
          type: file.type,
        },
      );
      if (res.status !== 413 && res.status !== 422)
        failures.push(`${file.name}: expected 413 or 422, got ${res.status}`);
    }
  }

  // 2. The largest annotation of every kind, from two annotators who disagree; then every reader.
  const readme = largeReadmeContent();
  for (const kind of KINDS) {
    const id = await newProject(kind, `Largest ${kind}`);
    await api(`import a ${kind}`, `/api/v1/projects/${id}/items`, {
      token: lead,
      body: `${JSON.stringify(itemLine(kind, `big-${kind}`, readme))}\n`,
      type: "application/x-ndjson",
    });
    for (const [variant, token] of [ann1, ann2].entries()) {
      const claim = (
        await api(`claim ${kind}`, `/api/v1/projects/${id}/queue/next`, { token, method: "POST" })
      ).json as { assignment_id: number };
      const body = JSON.stringify({
        annotation: maximalAnnotation(kind, variant as 0 | 1, readme),
      });
      const res = await api(
        `submit the largest ${kind} (${Math.round(body.length / 1024)} KB)`,
        `/api/v1/assignments/${claim.assignment_id}/submit`,
        {
          token,
          body,
          type: "application/json",
        },
      );
      if (res.status !== 201)
        failures.push(`largest ${kind} annotation refused: ${res.text.slice(0, 300)}`);
    }
    await api(`${kind} agreement`, `/api/v1/projects/${id}/agreement`, { token: lead });
    await api(`${kind} agreement CSV`, `/api/v1/projects/${id}/agreement?format=csv`, {
      token: lead,
    });
    await api(`${kind} scorecards`, `/api/v1/projects/${id}/annotators`, { token: lead });
    await api(`${kind} export`, `/api/v1/projects/${id}/export?status=gold,rejected,unresolved`, {
      token: lead,
    });
    const adjudication = await api(
      `${kind} adjudication claim`,
      `/api/v1/projects/${id}/adjudication/next`,
      { token: ann3, method: "POST" },
    );
    if (adjudication.status !== 200)
      failures.push(
        `the largest ${kind} annotations were not compared into a disagreement (HTTP ${adjudication.status})`,
      );
    for (const page of ["", "/agreement", "/items"])
      await api(`${kind} page /projects/${id}${page}`, `/projects/${id}${page}`, {
        cookie: leadCookie,
      });
  }

  // 3. Prototype names as models, judge runs and meta keys, through every report, download and page.
  const { gradedModelsFixture } = await import("../integration/helpers/graded-models-fixture");
  const { createApiToken } = await import("@/lib/auth/api-tokens");
  const { TEST_PASSWORD } = await import("../factories");
  const graded = await gradedModelsFixture({
    models: PROTOTYPE_NAMES,
    runs: PROTOTYPE_NAMES,
    meta: `{"__proto__":{"polluted":1},"constructor":"c","toString":"t"}`,
  });
  const protoLead = (await createApiToken({ userId: graded.lead.id, name: "abuse" })).token;
  const protoCookie = cookieHeader(
    (await signIn({ baseUrl: base, email: graded.lead.email, password: TEST_PASSWORD })).jar,
  );
  const proto = graded.projectId;
  const showsEveryName = (what: string, text: string) => {
    const missing = PROTOTYPE_NAMES.filter((name) => !text.includes(name));
    if (missing.length > 0) failures.push(`${what} does not show ${missing.join(", ")}`);
  };
  const agreement = await api("prototype agreement", `/api/v1/projects/${proto}/agreement`, {
    token: protoLead,
  });
  showsEveryName(
    "agreement by_model",
    JSON.stringify(Object.keys((agreement.json as { by_model?: object } | null)?.by_model ?? {})),
  );
  for (const url of [
    "/leaderboard",
    "/leaderboard?format=csv",
    "/judges",
    "/judges?format=csv",
    "/annotators",
    "/annotators?format=csv",
    "/export?status=gold,rejected,unresolved",
  ]) {
    const res = await api(`prototype ${url}`, `/api/v1/projects/${proto}${url}`, {
      token: protoLead,
    });
    if (!url.startsWith("/annotators")) showsEveryName(url, res.text);
  }
  for (const page of ["/agreement", "/agreement/judges", "/leaderboard"]) {
    showsEveryName(
      `page ${page}`,
      (await api(`prototype page ${page}`, `/projects/${proto}${page}`, { cookie: protoCookie }))
        .text,
    );
  }
  await api("prototype page /items", `/projects/${proto}/items`, { cookie: protoCookie });

  const health = await stopHealth();
  const memory = stopMemory();
  say(
    `health: slowest ${health.slowest} ms, ${health.problems.length} problems; server memory +${memory.growthMb.toFixed(0)} MB over ${memory.baselineMb.toFixed(0)} MB`,
  );
  if (health.slowest > HEALTH_LIMIT_MS) failures.push(`health took ${health.slowest} ms`);
  failures.push(...health.problems);
  if (memory.growthMb > MEMORY_LIMIT_MB)
    failures.push(`server memory grew ${memory.growthMb.toFixed(0)} MB`);
}

if (!existsSync(path.resolve(".next/BUILD_ID"))) {
  console.error("run-abuse: no production build in .next/ — run `npm run build` first.");
  process.exit(2);
}
const cleanups: (() => Promise<void>)[] = [];
let crashed = false;
try {
  await main(cleanups);
} catch (e) {
  crashed = true;
  console.error(e);
}
for (const fn of cleanups.reverse()) await fn().catch((e: unknown) => console.error(e));
for (const f of failures) console.log(`FAIL  ${f}`);
console.log(
  `run-abuse: ${failures.length} failures${crashed ? ", crashed" : ""} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
process.exit(failures.length === 0 && !crashed ? 0 : 1);
