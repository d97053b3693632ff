import type pg from "pg";

// A superuser skips row-level security, so the shared PGlite session runs as this plain role for
// the items_published policy to hide anything (decision 055); migrations SET LOCAL ROLE NONE.
const EMBEDDED_APP_ROLE = "accord_app";

/** Whether the database behind a connection or pool is the embedded PGlite (it says so in version()). */
export async function isEmbedded(client: Pick<pg.Pool, "query">): Promise<boolean> {
  const { rows } = await client.query<{ version: string }>("SELECT version() AS version");
  return /PGlite/i.test(rows[0].version);
}

/**
 * Grants are redone after each run for new tables. One simple-query message, so PGlite runs it
 * whole. ILIKE is marked LEAKPROOF so the trigram index still serves under the policy (decision
 * 053); it raises nothing that depends on a row, and the policy only hides unpublished rows.
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
