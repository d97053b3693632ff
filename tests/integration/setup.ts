import { inject } from "vitest";

// Before any test imports lib/db (which reads DATABASE_URL on first use).
process.env.DATABASE_URL = inject("databaseUrl");
