import "server-only";
import type pg from "pg";
import { AppError } from "@/lib/errors";

/**
 * The key for pseudonyms: the random UUID that migrations recorded when this database was first
 * set up (the oldest `_prisma_migrations` row). It lives only in the database — never in an
 * export — survives dumps and restores, and needs no schema change or configuration, so
 * pseudonyms stay the same across exports, app instances and the CLI.
 */
export async function pseudonymSecret(client: pg.ClientBase): Promise<string> {
  const { rows } = await client.query<{ id: string }>(
    `SELECT id FROM _prisma_migrations ORDER BY started_at, id LIMIT 1`,
  );
  if (!rows[0]?.id)
    throw new AppError(
      "internal",
      "The database has no migration record to derive pseudonyms from.",
    );
  return rows[0].id;
}
