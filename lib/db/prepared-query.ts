import "server-only";
import type pg from "pg";
import { databaseKind } from "./database-kind";
import { pgPool } from "./pg-pool";

/**
 * A query on the hot paths (claim, submit), as a named prepared statement on a PostgreSQL server:
 * each connection parses and plans it once instead of on every call, which for the claim's and
 * the submit's large statements costs more than executing them. The embedded PGlite runs every
 * client on one backend, where a name prepared by one client would clash with another's, so
 * there it stays an unnamed statement. `name` must be unique to `text`.
 */
export async function preparedQuery<T extends pg.QueryResultRow>(
  name: string,
  text: string,
  values: unknown[],
): Promise<pg.QueryResult<T>> {
  const named = (await databaseKind()) === "postgres";
  return pgPool().query<T>(named ? { name, text, values } : { text, values });
}
