// The demo users' password: $DEMO_PASSWORD, or a default that meets the password rule
// (SPEC §7: 12+ characters, not a common password), so `npm run demo` works as it is.
export const DEFAULT_DEMO_PASSWORD = "accord-demo-gold";

export const demoPassword = (environment: Record<string, string | undefined>) =>
  environment.DEMO_PASSWORD || DEFAULT_DEMO_PASSWORD;
