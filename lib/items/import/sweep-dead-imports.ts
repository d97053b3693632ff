import "server-only";
import { hostname } from "node:os";
import { openBulkConnection, withClientTransaction } from "@/lib/db/pg-pool";
import { processRuns } from "@/lib/scratch/scratch-dir";
import { discardImport, type InTransaction } from "./unpublished-imports";

/**
 * Deletes what imports killed mid-write left in the database (decisions 028, 036): an `imports`
 * row names the process writing it (pid, host, start time); when that process no longer runs on
 * this host, its items (and, by the foreign keys' cascades, their kind rows and annotations) are
 * deleted and then the row (discardImport: a batch per transaction), so they never become visible. An import made on
 * another host is left alone: its process cannot be checked from here. Called at every start by
 * resolveDatabase, beside the scratch-folder sweep, and every 30 s by the serving process
 * (lib/server-sweeps.ts), so an import killed while the app serves does not wait for a restart.
 * Its deletes run on a bulk connection: the embedded server serves others first. Returns the
 * imports removed.
 */
export async function sweepDeadImports(url: string): Promise<number> {
  const client = await openBulkConnection(url);
  try {
    const { rows } = await client.query<{
      id: number;
      project_id: number;
      pid: number;
      process_start: string | null;
    }>("SELECT id, project_id, pid, process_start FROM imports WHERE host = $1", [hostname()]);
    const inTransaction: InTransaction = (fn) => withClientTransaction(client, fn);
    let removed = 0;
    for (const row of rows) {
      if (processRuns(row.pid, row.process_start)) continue;
      await discardImport(inTransaction, row.project_id, row.id);
      removed += 1;
    }
    return removed;
  } finally {
    await client.end();
  }
}
