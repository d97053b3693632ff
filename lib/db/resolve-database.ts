import { env } from "@/lib/env";
import { findRunningEmbeddedServer, startEmbeddedServer } from "./embedded-server";
import { sweepScratchDirs } from "@/lib/scratch/scratch-dir";
import { sweepDeadImports } from "@/lib/items/import/sweep-dead-imports";
import { migrateDatabase } from "./migrate-database";

export type ResolvedDatabase = { url: string; isEmbedded: boolean; stop: () => Promise<void> };

/**
 * DATABASE_URL if set; else the embedded PGlite under the data dir — joined if another Accord
 * process already serves it, otherwise opened and served by this process. Pending migrations
 * are applied either way.
 */
export async function resolveDatabase(
  opts: { migrate?: boolean; port?: number } = {},
): Promise<ResolvedDatabase> {
  let resolved: ResolvedDatabase;
  if (env.DATABASE_URL) {
    resolved = { url: env.DATABASE_URL, isEmbedded: false, stop: async () => {} };
  } else {
    const running = await findRunningEmbeddedServer(env.dataDir);
    if (running) resolved = { url: running, isEmbedded: true, stop: async () => {} };
    else {
      const server = await startEmbeddedServer({ dataDir: env.dataDir, port: opts.port });
      resolved = { url: server.url, isEmbedded: true, stop: server.stop };
    }
  }
  if (opts.migrate !== false) await migrateDatabase({ url: resolved.url });
  // Every process starts here: the temp files of a killed one (an upload, an import) go now, and
  // the rows of an import it was writing in short transactions (decision 036).
  await sweepScratchDirs();
  if (opts.migrate !== false) await sweepDeadImports(resolved.url);
  process.env.DATABASE_URL = resolved.url;
  return resolved;
}
