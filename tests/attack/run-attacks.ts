// Replays the attacks of issue #12 against the production build (`next start`) with plain fetch
// and a real session cookie from next-auth's credentials flow; one line per check, exit 1 on any
// failure. Needs `npm run build`. Run: tsx --conditions=react-server tests/attack/run-attacks.ts
// Database: a new embedded PGlite in a temp dir (served on its password-protected socket).
import { randomBytes, randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import pg from "pg";
import { freePort, startNextServer, type NextServer } from "../concurrency/start-next-server";
import { cookieHeader, signIn, signOut } from "./browser-session";
import { migratedEmbeddedDatabase } from "./migrated-embedded-database";
import { processTreeRss } from "./process-rss";

const started = Date.now();
const results: { name: string; ok: boolean; detail: string }[] = [];
const say = (line: string) =>
  console.log(`[${((Date.now() - started) / 1000).toFixed(1).padStart(5)} s] ${line}`);
function report(name: string, ok: boolean, detail: string) {
  results.push({ name, ok, detail });
  console.log(`${ok ? "PASS" : "FAIL"}  ${name} — ${detail}`);
}
async function check(name: string, fn: () => Promise<[boolean, string]>) {
  try {
    const [ok, detail] = await fn();
    report(name, ok, detail);
  } catch (e) {
    const cause = e instanceof Error && e.cause instanceof Error ? ` (${e.cause.message})` : "";
    report(name, false, `threw ${e instanceof Error ? e.message : String(e)}${cause}`);
  }
}

if (!existsSync(path.resolve(".next/BUILD_ID"))) {
  console.error("run-attacks: no production build in .next/ — run `npm run build` first.");
  process.exit(2);
}

const cleanups: (() => Promise<void>)[] = [];
const password = `Attack-${randomBytes(9).toString("base64url")}`;

/** Sends `bytes` of JSON-looking body, stopping as soon as the server answers; returns the status. */
function postHuge(url: string, bytes: number, sample: () => void): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, {
      method: "POST",
      headers: { "content-type": "application/json", "content-length": String(bytes) },
    });
    let answered = false;
    req.on("response", (res) => {
      answered = true;
      res.resume();
      res.on("end", () => resolve(res.statusCode ?? 0));
    });
    req.on("error", (e) => (answered ? undefined : reject(e)));
    const chunk = Buffer.alloc(1024 * 1024, "a");
    chunk.write('{"email":"');
    let sent = 0;
    const pump = () => {
      while (!answered && sent < bytes) {
        const n = Math.min(chunk.length, bytes - sent);
        sent += n;
        sample();
        if (!req.write(n === chunk.length ? chunk : chunk.subarray(0, n)))
          return void req.once("drain", pump);
      }
      if (!answered) req.end();
    };
    pump();
  });
}

/** One POST on its own connection, with its length declared; the whole answer as text. */
function postOnce(
  url: string,
  headers: Record<string, string>,
  body: Buffer,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, {
      method: "POST",
      agent: false,
      headers: { ...headers, "content-length": String(body.length) },
    });
    req.on("response", (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (d: string) => (text += d));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
    });
    req.on("error", reject);
    req.end(body);
  });
}

async function main() {
  const database = await migratedEmbeddedDatabase({ prefix: "accord-attack-", cleanups });
  say("migrated");

  const { createUser } = await import("@/lib/users/create-user");
  const newUser = (role: "admin" | "lead" | "annotator", name: string) =>
    createUser({
      actor: null,
      input: { email: `${name}-${randomUUID().slice(0, 8)}@attack.example`, name, role, password },
    });
  const admin = await newUser("admin", "admin");
  const victim = await newUser("annotator", "throttled");

  const server: NextServer = await startNextServer({
    port: await freePort(),
    env: { DATABASE_URL: database.url, NEXTAUTH_SECRET: randomBytes(32).toString("base64url") },
  });
  cleanups.push(() => server.stop());
  const base = server.url;
  const evilOrigin = `http://127.0.0.1:${await freePort()}`;
  const db = new pg.Client({ connectionString: database.url });
  await db.connect();
  cleanups.push(() => db.end());
  const userCount = async (email: string) =>
    Number(
      (await db.query<{ n: string }>("SELECT count(*) AS n FROM users WHERE email = $1", [email]))
        .rows[0].n,
    );
  say(`app at ${base}, attacker page at ${evilOrigin}`);

  const { jar } = await signIn({ baseUrl: base, email: admin.email, password });

  await check("(a) cross-origin cookie POST to /api/v1/users is refused", async () => {
    const email = `forged-${randomUUID().slice(0, 8)}@attack.example`;
    const body = JSON.stringify({
      email,
      name: "Forged",
      role: "admin",
      password: "Forged-admin-password-1",
    });
    // What a `text/plain` form (or fetch mode:"no-cors") on another port of the same host sends.
    const res = await fetch(`${base}/api/v1/users`, {
      method: "POST",
      headers: {
        cookie: cookieHeader(jar),
        origin: evilOrigin,
        "sec-fetch-site": "same-site",
        "sec-fetch-mode": "no-cors",
        "content-type": "text/plain;charset=UTF-8",
      },
      body,
    });
    const envelope = (await res.json().catch(() => null)) as { error?: { code?: string } } | null;
    const written = await userCount(email);
    return [
      res.status === 403 && envelope?.error?.code === "forbidden" && written === 0,
      `HTTP ${res.status} ${envelope?.error?.code ?? ""}, users written: ${written}`,
    ];
  });

  await check("(a) a server action from a foreign origin is a 403, not a 500", async () => {
    const res = await fetch(`${base}/admin/users`, {
      method: "POST",
      headers: {
        cookie: cookieHeader(jar),
        origin: evilOrigin,
        "sec-fetch-site": "same-site",
        "next-action": "0".repeat(42),
        "content-type": "text/plain;charset=UTF-8",
      },
      body: "[]",
    });
    return [res.status === 403, `HTTP ${res.status}`];
  });

  await check("(a) the same cookie from Accord's own origin still works (control)", async () => {
    const email = `control-${randomUUID().slice(0, 8)}@attack.example`;
    const res = await fetch(`${base}/api/v1/users`, {
      method: "POST",
      headers: {
        cookie: cookieHeader(jar),
        origin: base,
        "sec-fetch-site": "same-origin",
        "content-type": "application/json",
      },
      body: JSON.stringify({
        email,
        name: "Control",
        role: "annotator",
        password: "Control-user-password-1",
      }),
    });
    return [res.status === 201 && (await userCount(email)) === 1, `HTTP ${res.status}`];
  });

  await check("(d) /sign-in?callbackUrl=/%5C<host>/x stays on Accord", async () => {
    const res = await fetch(`${base}/sign-in?callbackUrl=/%5Cevil.example/x`, {
      redirect: "manual",
      headers: { cookie: cookieHeader(jar) },
    });
    const location = res.headers.get("location");
    const target = location ? new URL(location, base) : null;
    // next-auth's own callback must not hand the browser another host either.
    const fresh = await signIn({
      baseUrl: base,
      email: admin.email,
      password,
      callbackUrl: "/\\evil.example/x",
    });
    const authTarget = fresh.redirectUrl ? new URL(fresh.redirectUrl, base) : null;
    const ok = target?.origin === base && authTarget?.origin === base;
    return [
      ok,
      `page redirects to ${target?.href ?? `nothing (HTTP ${res.status})`}, next-auth to ${authTarget?.href ?? "nothing"}`,
    ];
  });

  await check(
    "(e) pages carry a CSP with a nonce and frame-ancestors 'none', nosniff and a referrer policy",
    async () => {
      const problems: string[] = [];
      for (const [url, cookie] of [
        [`${base}/sign-in`, ""],
        [`${base}/projects`, cookieHeader(jar)],
        [`${base}/api/v1/projects`, cookieHeader(jar)],
      ] as const) {
        const res = await fetch(url, { redirect: "manual", headers: { cookie } });
        await res.arrayBuffer();
        const csp = res.headers.get("content-security-policy") ?? "";
        if (!/frame-ancestors 'none'/.test(csp)) problems.push(`${url}: no frame-ancestors 'none'`);
        if (!url.includes("/api/") && !/script-src [^;]*'nonce-[^']+'/.test(csp))
          problems.push(`${url}: no script nonce`);
        if (/script-src [^;]*'unsafe-inline'/.test(csp))
          problems.push(`${url}: script-src allows unsafe-inline`);
        if (res.headers.get("x-content-type-options") !== "nosniff")
          problems.push(`${url}: no nosniff`);
        if (res.headers.get("referrer-policy") !== "strict-origin-when-cross-origin")
          problems.push(`${url}: no referrer policy`);
      }
      // Static files too: nosniff matters most for them.
      const html = await (await fetch(`${base}/sign-in`)).text();
      const asset = /\/_next\/static\/[^"']+\.js/.exec(html)?.[0];
      const assetRes = asset ? await fetch(`${base}${asset}`) : null;
      await assetRes?.arrayBuffer();
      if (assetRes?.headers.get("x-content-type-options") !== "nosniff")
        problems.push(`${asset ?? "a static script"}: no nosniff`);
      return [
        problems.length === 0,
        problems.join("; ") || "sign-in, projects, the API and static files all carry them",
      ];
    },
  );

  await check(
    "(f) a 50 MB body to /api/v1/auth/token is a 413 without the server's memory growing",
    async () => {
      const pid = server.child.pid ?? 0;
      // Load the route's code first (a small malformed body, refused before any credential check):
      // what is measured is what the body costs, not the first load of the route's modules.
      for (let i = 0; i < 3; i++) {
        const res = await fetch(`${base}/api/v1/auth/token`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: "{}",
        });
        await res.arrayBuffer();
      }
      const before = processTreeRss(pid);
      let peak = before;
      const sample = () => {
        peak = Math.max(peak, processTreeRss(pid));
      };
      const status = await postHuge(`${base}/api/v1/auth/token`, 50 * 1024 * 1024, sample);
      sample();
      const growthMb = (peak - before) / 1024 / 1024;
      return [
        status === 413 && growthMb <= 20,
        `HTTP ${status}, RSS ${(before / 1048576).toFixed(0)} → peak ${(peak / 1048576).toFixed(0)} MB (+${growthMb.toFixed(1)} MB)`,
      ];
    },
  );

  // Next buffers (and cuts at 10 MB) the body of any request that goes through proxy.ts: an API
  // route must get the client's bytes whole, or a large import silently loses lines.
  await check("(g) a 12 MB import reaches its route whole (every line imported)", async () => {
    const { token } = (await (
      await fetch(`${base}/api/v1/auth/token`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: admin.email, password }),
      })
    ).json()) as { token: string };
    const auth = { authorization: `Bearer ${token}` };
    const created = (await (
      await fetch(`${base}/api/v1/projects`, {
        method: "POST",
        headers: { ...auth, "content-type": "application/json" },
        body: JSON.stringify({ name: "Large import", kind: "dialogue" }),
      })
    ).json()) as { project: { id: number } };
    const filler = "x".repeat(12_000);
    const lines: string[] = [];
    for (let size = 0, i = 0; size < 12 * 1024 * 1024; i++) {
      lines.push(
        JSON.stringify({
          kind: "dialogue",
          external_id: `big-${i}`,
          language: "en",
          turns: [
            { role: "user", content: filler },
            { role: "assistant", content: "ok" },
          ],
        }),
      );
      size += lines[i].length + 1;
    }
    // A fresh connection (not fetch's pool, whose idle socket the server may have closed meanwhile).
    const res = await postOnce(
      `${base}/api/v1/projects/${created.project.id}/items`,
      { ...auth, "content-type": "application/x-ndjson" },
      Buffer.from(`${lines.join("\n")}\n`),
    );
    const body = (() => {
      try {
        return JSON.parse(res.text) as { imported?: number };
      } catch {
        return null;
      }
    })();
    const stored = Number(
      (
        await db.query<{ n: string }>("SELECT count(*) AS n FROM items WHERE project_id = $1", [
          created.project.id,
        ])
      ).rows[0].n,
    );
    return [
      res.status === 201 && stored === lines.length,
      `HTTP ${res.status}, ${lines.length} lines sent, ${body?.imported ?? "?"} imported, ${stored} stored`,
    ];
  });

  await check("(b) a cookie copied before sign-out is refused after it (401)", async () => {
    const session = await signIn({ baseUrl: base, email: admin.email, password });
    const copied = cookieHeader(session.jar);
    const before = await fetch(`${base}/api/v1/projects`, { headers: { cookie: copied } });
    await signOut({ baseUrl: base, jar: session.jar });
    const after = await fetch(`${base}/api/v1/projects`, { headers: { cookie: copied } });
    return [
      before.status === 200 && after.status === 401,
      `before sign-out HTTP ${before.status}, after HTTP ${after.status}`,
    ];
  });

  // SPEC §7: an access-denied page answers 403, or 404 with the same words whether it exists or not.
  const { createProject } = await import("@/lib/projects/create-project");
  const { addProjectMember } = await import("@/lib/projects/add-project-member");
  const lead = await newUser("lead", "lead");
  const member = await newUser("annotator", "member");
  const stranger = await newUser("lead", "stranger");
  const { id: projectId } = await createProject({
    actor: lead,
    input: { name: "Guarded", kind: "dialogue" },
  });
  await addProjectMember({
    actor: lead,
    projectId,
    input: { email: member.email, role: "annotator" },
  });
  await createProject({ actor: stranger, input: { name: "Elsewhere", kind: "dialogue" } });
  const dialogue = {
    kind: "dialogue",
    external_id: "guarded-1",
    language: "en",
    turns: [
      { role: "user", content: "hi" },
      { role: "assistant", content: "hello" },
    ],
  };
  const leadToken = (
    (await (
      await fetch(`${base}/api/v1/auth/token`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: lead.email, password }),
      })
    ).json()) as { token: string }
  ).token;
  const imported = await fetch(`${base}/api/v1/projects/${projectId}/items`, {
    method: "POST",
    headers: { authorization: `Bearer ${leadToken}`, "content-type": "application/x-ndjson" },
    body: `${JSON.stringify(dialogue)}\n`,
  });
  await imported.arrayBuffer();
  const itemId = Number(
    (await db.query<{ id: number }>("SELECT id FROM items WHERE project_id = $1", [projectId]))
      .rows[0]?.id,
  );
  const leadPages = [
    "items",
    `items/${itemId}`,
    "import",
    "members",
    "settings",
    "export",
    "agreement",
    "leaderboard",
    "metrics",
  ];
  /**
   * The status and the words of a page opened with `jar`: an error page's HTML is an empty shell,
   * its UI comes in the RSC payload, so the words are the text children found there.
   */
  const openPage = async (jar: Map<string, string>, url: string) => {
    const res = await fetch(`${base}${url}`, {
      redirect: "manual",
      headers: { cookie: cookieHeader(jar) },
    });
    const html = await res.text();
    const flight = [...html.matchAll(/self\.__next_f\.push\(\[1,("(?:[^"\\]|\\.)*")\]\)/g)]
      .map((m) => JSON.parse(m[1]) as string)
      .join("");
    const texts = [...flight.matchAll(/"children":("(?:[^"\\]|\\.)*")/g)]
      .map((m) => JSON.parse(m[1]) as string)
      .filter((t) => !t.startsWith("$"));
    return { status: res.status, words: texts.join(" | ") };
  };

  await check(
    "(h) a project's annotator gets 403 on its lead pages, and on an admin page",
    async () => {
      const { jar: memberJar } = await signIn({ baseUrl: base, email: member.email, password });
      const seen = [];
      for (const url of [...leadPages.map((p) => `/projects/${projectId}/${p}`), "/admin/users"])
        seen.push({ url, ...(await openPage(memberJar, url)) });
      const wrong = seen.filter((s) => s.status !== 403 || !/have access/.test(s.words));
      const control = await openPage(memberJar, `/projects/${projectId}`);
      return [
        itemId > 0 && wrong.length === 0 && control.status === 200,
        wrong.map((s) => `${s.url} → ${s.status} "${s.words.slice(0, 80)}"`).join("; ") ||
          `${seen.length} pages 403, the project's overview 200`,
      ];
    },
  );

  await check(
    "(i) someone outside the project gets the same 404 page for its pages as for a project or item that does not exist",
    async () => {
      const { jar: strangerJar } = await signIn({ baseUrl: base, email: stranger.email, password });
      const problems: string[] = [];
      for (const sub of ["", ...leadPages]) {
        const real = await openPage(
          strangerJar,
          `/projects/${projectId}/${sub}`.replace(/\/$/, ""),
        );
        const missing = await openPage(
          strangerJar,
          `/projects/2000000001/${sub.replace(String(itemId), "2000000001")}`.replace(/\/$/, ""),
        );
        if (real.status !== 404 || missing.status !== 404 || real.words !== missing.words)
          problems.push(
            `${sub || "overview"}: ${real.status} "${real.words.slice(0, 60)}" vs missing ${missing.status} "${missing.words.slice(0, 60)}"`,
          );
      }
      const { jar: leadJar } = await signIn({ baseUrl: base, email: lead.email, password });
      const ownMissing = await openPage(leadJar, `/projects/${projectId}/items/2000000001`);
      if (ownMissing.status !== 404)
        problems.push(`the lead's own missing item: ${ownMissing.status}`);
      return [
        problems.length === 0,
        problems.join("; ") ||
          `${leadPages.length + 1} pages: 404, the same words as for missing ids`,
      ];
    },
  );

  // Last: the throttle may also hold back this client address for a while.
  await check("(c) 6 quick wrong passwords → 429 with Retry-After", async () => {
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let i = 0; i < 6; i++) {
      const res = await fetch(`${base}/api/v1/auth/token`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: victim.email, password: `wrong-password-${i}` }),
      });
      await res.arrayBuffer();
      statuses.push(res.status);
      retryAfter = res.headers.get("retry-after");
    }
    const last = statuses.at(-1);
    return [
      last === 429 && retryAfter !== null && Number(retryAfter) > 0,
      `statuses ${statuses.join(",")}, Retry-After ${retryAfter ?? "none"}`,
    ];
  });

  // Last of all: it stops the database.
  await check("(j) with the database down, the API answers 503 with a message", async () => {
    await db.end();
    await database.stop();
    const res = await fetch(`${base}/api/v1/projects`, { headers: { cookie: cookieHeader(jar) } });
    const envelope = (await res.json().catch(() => null)) as {
      error?: { code?: string; message?: string };
    } | null;
    const ok =
      res.status === 503 &&
      envelope?.error?.code === "unavailable" &&
      /database/i.test(envelope.error.message ?? "");
    return [
      ok,
      `HTTP ${res.status} ${envelope?.error?.code ?? ""}: ${envelope?.error?.message ?? ""}`,
    ];
  });
}

let ok = false;
try {
  await main();
  ok = results.length > 0 && results.every((r) => r.ok);
} catch (e) {
  console.error(e);
}
for (const fn of cleanups.reverse()) await fn().catch((e: unknown) => console.error(e));
const failed = results.filter((r) => !r.ok).length;
console.log(
  `run-attacks: ${results.length - failed}/${results.length} passed in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
process.exit(ok ? 0 : 1);
