// The local OpenID Connect provider of e2e/oidc-*.spec.ts: where it listens and the one client
// (the app under test). Read by playwright.oidc.config.ts and by the provider it starts.
const appPort = Number(process.env.E2E_PORT ?? 3217);
const port = Number(process.env.E2E_OIDC_PORT ?? appPort + 500);

export const OIDC_TEST = {
  port,
  issuer: `http://127.0.0.1:${port}`,
  clientId: "accord-e2e",
  clientSecret: "accord-e2e-client-secret-not-a-real-one",
  redirectUri: `http://localhost:${appPort}/api/auth/callback/oidc`,
  name: "Test University",
  allowedDomains: "uni.example",
};
