import type pg from "pg";

// The embedded database's one session is PGlite's superuser, `postgres`, and a superuser skips
// every row-level-security policy. So that the items_published policy (decision 055) hides an
// unpublished import from everyone else, the session runs as this plain role once the migrations
// are applied: every connection shares PGlite's one session, so one SET ROLE covers them all. The
// migrations run as `postgres` (the session user may always go back to it: `SET LOCAL ROLE NONE` in each
// migration's transaction, migrate-database.ts).
const EMBEDDED_APP_ROLE = "accord_app";

/** Whether the database behind a connection or pool is the embedded PGlite (it says so in version()). */
export async function isEmbedded(client: Pick<pg.Pool, "query">): Promise<boolean> {
  const { rows } = await client.query<{ version: string }>("SELECT version() AS version");
  return /PGlite/i.test(rows[0].version);
}

/**
 * The app's role, created on first use, with every right on the tables and sequences the
 * migrations made (granted again after each run: new tables need it), then taken by the session.
 * One simple-query message: PGlite runs it whole before any other connection's statement.
 *
 * Under a policy, the planner uses a query's own condition in an index only if its function is
 * LEAKPROOF (it could otherwise see a hidden row's value first); ILIKE's, which the items list's
 * search needs in the trigram index (decision 053), is not marked so by PostgreSQL. It raises no
 * error that depends on a row's value, and the policy here hides unpublished rows from the app's
 * own statements, not from people writing SQL (the session may always go back to the owner), so
 * it is marked here, on the embedded database only.
 */
export const appRoleSql = `RESET ROLE;
DO $$ BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '${EMBEDDED_APP_ROLE}') THEN
    CREATE ROLE ${EMBEDDED_APP_ROLE} NOLOGIN NOSUPERUSER NOBYPASSRLS;
  END IF;
END $$;
GRANT USAGE ON SCHEMA public TO ${EMBEDDED_APP_ROLE};
GRANT ALL ON ALL TABLES IN SCHEMA public TO ${EMBEDDED_APP_ROLE};
GRANT ALL ON ALL SEQUENCES IN SCHEMA public TO ${EMBEDDED_APP_ROLE};
ALTER FUNCTION pg_catalog.texticlike(text, text) LEAKPROOF;
SET ROLE ${EMBEDDED_APP_ROLE};`;
