import { inject } from "vitest";

// Before any test imports lib/db (which reads DATABASE_URL on first use).
process.env.DATABASE_URL = inject("databaseUrl");
// next-auth signs and encrypts the session JWT with it (the app gets one from scripts/next-auth-env).
process.env.NEXTAUTH_SECRET ??= "integration-tests-only-secret-0123456789";
// What next.config.ts's `experimental.authInterrupts` sets in the app, so forbidden() works here too.
process.env.__NEXT_EXPERIMENTAL_AUTH_INTERRUPTS = "true";
