// Replays the attacks of issue #12 against the production build (`next start`) with plain fetch
// and a real session cookie from next-auth's credentials flow; one line per check, exit 1 on any
// failure. Needs `npm run build`. Run: tsx --conditions=react-server tests/attack/run-attacks.ts
// Database: a new embedded PGlite in a temp dir (served on its password-protected socket).
// The checks themselves live in ./attacks/, one file per topic.
import { randomBytes, randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { freePort, startNextServer, type NextServer } from "../concurrency/start-next-server";
import type { AttackContext } from "./attacks/attack-context";
import { runDatabaseDownAttack } from "./attacks/database-down";
import { runLargeBodyAttacks } from "./attacks/large-bodies";
import { runOriginAttacks } from "./attacks/origin";
import { runPageAccessAttacks } from "./attacks/page-access";
import { runPasswordThrottleAttack } from "./attacks/password-throttle";
import { runSecurityHeaderAttacks } from "./attacks/security-headers";
import { runSignOutAttack } from "./attacks/sign-out";
import { signIn } from "./browser-session";
import { migratedEmbeddedDatabase } from "./migrated-embedded-database";

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

/** A migrated database, the app serving it, an admin signed in and a user kept for the throttle. */
async function setUp(): Promise<AttackContext> {
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
  say(`app at ${base}, attacker page at ${evilOrigin}`);

  const { jar } = await signIn({ baseUrl: base, email: admin.email, password });
  return { check, base, evilOrigin, password, newUser, admin, victim, jar, server, database, db };
}

async function main() {
  const ctx = await setUp();
  await runOriginAttacks(ctx);
  await runSecurityHeaderAttacks(ctx);
  await runLargeBodyAttacks(ctx);
  await runSignOutAttack(ctx);
  await runPageAccessAttacks(ctx);
  // Late: the throttle may also hold back this client address for a while.
  await runPasswordThrottleAttack(ctx);
  // Last of all: it stops the database.
  await runDatabaseDownAttack(ctx);
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
