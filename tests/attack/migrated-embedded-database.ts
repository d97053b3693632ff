import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * A new embedded database in a temp dir, migrated and set as this process's DATABASE_URL (import
 * lib/db only after this). Its stop, which also removes the dir, goes onto `cleanups`.
 */
export async function migratedEmbeddedDatabase(opts: {
  prefix: string;
  cleanups: (() => Promise<void>)[];
}): Promise<{ url: string; stop: () => Promise<void> }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), opts.prefix));
  const { startEmbeddedServer } = await import("@/lib/db/embedded-server");
  const database = await startEmbeddedServer({ dataDir });
  opts.cleanups.push(async () => {
    await database.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });
  const { migrateDatabase } = await import("@/lib/db/migrate-database");
  await migrateDatabase({ url: database.url });
  process.env.DATABASE_URL = database.url;
  return database;
}
