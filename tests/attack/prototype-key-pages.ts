// The lead's agreement, judges and leaderboard pages of a project whose models and judge runs are
// named `__proto__`, `constructor`, `prototype` and `toString` (SPEC §7 "Data-derived keys"),
// served by the production build: each answers 200 and shows every name. Needs `npm run build`
// and a migrated test database. Run:
// DATABASE_URL=postgresql://…/x_test tsx --conditions=react-server tests/attack/prototype-key-pages.ts
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import path from "node:path";
import { assertTestDatabaseUrl } from "@/lib/db/assert-test-database-url";
import { TEST_PASSWORD } from "../factories";
import { freePort, startNextServer } from "../concurrency/start-next-server";
import { gradedModelsFixture } from "../integration/helpers/graded-models-fixture";
import { cookieHeader, signIn } from "./browser-session";

const NAMES = ["__proto__", "constructor", "prototype", "toString"];

async function main() {
  if (!existsSync(path.resolve(".next/BUILD_ID"))) throw new Error("no production build in .next/ — run `npm run build` first");
  const url = process.env.DATABASE_URL ?? "";
  assertTestDatabaseUrl(url);
  const { projectId, lead } = await gradedModelsFixture({ models: NAMES, runs: NAMES, meta: `{"__proto__":1,"toString":2}` });
  const server = await startNextServer({ port: await freePort(), env: { DATABASE_URL: url, NEXTAUTH_SECRET: randomBytes(32).toString("base64url") } });
  let failed = 0;
  try {
    const { jar } = await signIn({ baseUrl: server.url, email: lead.email, password: TEST_PASSWORD });
    for (const page of ["agreement", "agreement/judges", "leaderboard"]) {
      const res = await fetch(`${server.url}/projects/${projectId}/${page}`, { headers: { cookie: cookieHeader(jar) } });
      const html = await res.text();
      const missing = NAMES.filter((n) => !html.includes(n));
      const ok = res.status === 200 && missing.length === 0;
      if (!ok) failed += 1;
      console.log(`${ok ? "PASS" : "FAIL"}  /projects/${projectId}/${page} — HTTP ${res.status}${missing.length ? `, missing ${missing.join(", ")}` : ""}`);
    }
  } finally {
    await server.stop();
  }
  process.exit(failed === 0 ? 0 : 1);
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
