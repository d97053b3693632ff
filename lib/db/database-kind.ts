import "server-only";
import { db } from "@/lib/db";

let cached: "embedded" | "postgres" | undefined;

/** Asks the server itself: the embedded PGlite reports itself in version(). */
export async function databaseKind(): Promise<"embedded" | "postgres"> {
  if (cached) return cached;
  const [row] = await db.$queryRaw<{ version: string }[]>`SELECT version() AS version`;
  cached = /PGlite/i.test(row.version) ? "embedded" : "postgres";
  return cached;
}
