import type { GlobalRole } from "./permissions";

/** Who is calling: from the session cookie or a Bearer token, re-read from the database. */
export type SessionUser = { id: number; email: string; name: string; role: GlobalRole };
