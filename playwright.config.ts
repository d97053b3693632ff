import { defineConfig, devices } from "@playwright/test";
import { E2E_JUDGE_KEY } from "./e2e/e2e-judge-key";
import { assertTestDatabaseUrl } from "./lib/db/assert-test-database-url";

// The specs create users, projects and items; with DATABASE_URL set the server under test (and
// the admin set-up) write there, so it must be a throwaway local database. Unset: the embedded one.
if (process.env.DATABASE_URL) assertTestDatabaseUrl(process.env.DATABASE_URL, "DATABASE_URL");

const port = Number(process.env.E2E_PORT ?? 3217);
const dataDir = process.env.ACCORD_DATA_DIR ?? ".data/e2e";

export default defineConfig({
  testDir: "e2e",
  // They need the app started against a local OpenID Connect provider: playwright.oidc.config.ts.
  testIgnore: "oidc-*.spec.ts",
  outputDir: "test-results",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  globalSetup: "./e2e/global-setup.ts",
  globalTeardown: "./e2e/axe-report.ts",
  use: {
    baseURL: `http://localhost:${port}`,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    ...devices["Desktop Chrome"],
    viewport: { width: 1400, height: 900 },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  webServer: {
    command: "node_modules/.bin/tsx --conditions=react-server scripts/start.ts",
    url: `http://localhost:${port}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(port),
      ACCORD_DATA_DIR: dataDir,
      NEXTAUTH_URL: `http://localhost:${port}`,
      NEXT_TELEMETRY_DISABLED: "1",
      // A judge run's key variable (e2e/judge-run.spec.ts); a dummy, sent only to the spec's local server.
      ACCORD_JUDGE_KEY_E2E: E2E_JUDGE_KEY,
    },
  },
});
