import "server-only";
import { isEmbedded } from "./embedded-role";
import { pgPool } from "./pg-pool";

let cached: "embedded" | "postgres" | undefined;

/** Asks the server itself (embedded-role.ts, isEmbedded). */
export async function databaseKind(): Promise<"embedded" | "postgres"> {
  cached ??= (await isEmbedded(pgPool())) ? "embedded" : "postgres";
  return cached;
}
