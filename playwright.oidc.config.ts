import { defineConfig } from "@playwright/test";
import { OIDC_TEST } from "./e2e/oidc-settings";
import base from "./playwright.config";

// The app's environment is fixed when it starts, and institutional sign-in changes the sign-in
// page of every spec: so the OIDC specs get their own run, with a local provider started first
// and the app pointed at it (`E2E_PORT=… npx playwright test -c playwright.oidc.config.ts`).
const app = Array.isArray(base.webServer) ? base.webServer[0] : base.webServer!;

export default defineConfig({
  ...base,
  testIgnore: undefined,
  testMatch: "oidc-*.spec.ts",
  webServer: [
    {
      command: "node_modules/.bin/tsx e2e/oidc-test-provider.ts",
      url: `${OIDC_TEST.issuer}/.well-known/openid-configuration`,
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      ...app,
      env: {
        ...app.env,
        ACCORD_OIDC_ISSUER: OIDC_TEST.issuer,
        ACCORD_OIDC_CLIENT_ID: OIDC_TEST.clientId,
        ACCORD_OIDC_CLIENT_SECRET: OIDC_TEST.clientSecret,
        ACCORD_OIDC_NAME: OIDC_TEST.name,
        ACCORD_OIDC_ALLOWED_DOMAINS: OIDC_TEST.allowedDomains,
      },
    },
  ],
});
