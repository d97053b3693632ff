// `npm test`: lint, unit tests, integration tests on the embedded database (and on $TEST_DATABASE_URL
// when set), the schema/migrations check, a production build, then Playwright in Chromium.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { findChromium } from "./find-chromium";

const log = (line: string) => process.stdout.write(`\n▶ ${line}\n`);
const bin = (name: string) => path.resolve("node_modules/.bin", name);

function run(
  title: string,
  cmd: string,
  args: string[],
  env: Record<string, string | undefined> = {},
) {
  log(title);
  const started = Date.now();
  const res = spawnSync(cmd, args, {
    stdio: "inherit",
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", CHECKPOINT_DISABLE: "1", ...env },
  });
  if (res.status !== 0) {
    process.stderr.write(`\n✗ ${title} failed (exit ${res.status ?? res.signal})\n`);
    process.exit(res.status ?? 1);
  }
  process.stdout.write(`✓ ${title} (${((Date.now() - started) / 1000).toFixed(1)} s)\n`);
}

const only = process.argv.slice(2);
const wants = (step: string) => only.length === 0 || only.includes(step);

// First: the quickest to fail. `npm run lint` holds the command (ESLint, cached under node_modules/.cache).
if (wants("lint")) {
  run("Lint", "npm", ["run", "--silent", "lint"]);
  run("Format (Prettier)", bin("prettier"), ["--check", "--log-level", "warn", "."]);
}
if (wants("unit")) run("Unit tests", bin("vitest"), ["run", "--project", "unit"]);
if (wants("migrations"))
  run("Schema matches migrations", bin("prisma"), [
    "migrate",
    "diff",
    "--from-migrations",
    "prisma/migrations",
    "--to-schema",
    "prisma/schema.prisma",
    "--exit-code",
  ]);
if (wants("integration")) {
  run("Integration tests (embedded PGlite)", bin("vitest"), ["run", "--project", "integration"], {
    TEST_DATABASE_URL: undefined,
    DATABASE_URL: undefined,
  });
  if (process.env.TEST_DATABASE_URL)
    run(
      "Integration tests (PostgreSQL server)",
      bin("vitest"),
      ["run", "--project", "integration"],
      { DATABASE_URL: undefined },
    );
  else log("TEST_DATABASE_URL is not set: skipping the PostgreSQL server run");
}
if (wants("e2e")) {
  const chromium = findChromium(log);
  run("Production build", bin("next"), ["build"]);
  // 50 annotators over HTTP against two `next start` processes on one database.
  run("Concurrency: two app instances, one database", bin("tsx"), [
    "--conditions=react-server",
    "tests/concurrency/two-instances.ts",
  ]);
  // Issue #12's forged requests, redirects, headers, sessions, throttling and body limits over HTTP.
  run("Attack replay", bin("tsx"), ["--conditions=react-server", "tests/attack/run-attacks.ts"], {
    DATABASE_URL: undefined,
  });
  // Issue #35's bombs, largest annotations and prototype names, with health and memory watched.
  run("Abuse suite", bin("tsx"), ["--conditions=react-server", "tests/attack/run-abuse.ts"], {
    DATABASE_URL: undefined,
  });
  const e2e = (title: string, args: string[]) => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "accord-e2e-"));
    try {
      run(title, bin("playwright"), ["test", ...args], {
        CHROMIUM_PATH: chromium,
        ACCORD_DATA_DIR: dataDir,
        DATABASE_URL: undefined,
      });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  };
  e2e("End-to-end tests (Chromium)", []);
  // Institutional sign-in changes every sign-in page, so its specs start their own app.
  e2e("End-to-end tests: institutional sign-in", ["-c", "playwright.oidc.config.ts"]);
}
process.stdout.write("\nAll tests passed.\n");
