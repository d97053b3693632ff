import "server-only";
import { pgPool } from "./pg-pool";

let cached: "embedded" | "postgres" | undefined;

/** Asks the server itself: the embedded PGlite reports itself in version(). */
export async function databaseKind(): Promise<"embedded" | "postgres"> {
  if (cached) return cached;
  const { rows } = await pgPool().query<{ version: string }>(`SELECT version() AS version`);
  cached = /PGlite/i.test(rows[0].version) ? "embedded" : "postgres";
  return cached;
}
