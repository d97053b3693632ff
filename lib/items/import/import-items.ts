import "server-only";
import { writeAuditEvent } from "@/lib/audit/write-audit-event";
import type { SessionUser } from "@/lib/auth/session-user";
import { withPgTransaction } from "@/lib/db/pg-pool";
import { toApiJson } from "@/lib/api/api-casing";
import { AppError } from "@/lib/errors";
import type { LineError } from "@/lib/jsonl/line-result";
import { ImportErrorCollector } from "@/lib/jsonl/import-error-collector";
import { loadProjectAccess } from "@/lib/projects/load-project-access";
import type { ItemLine } from "./item-line-schema";
import { insertItemBatch } from "./insert-item-batch";
import type { RecordSource } from "./sources/source-record";

/** `invalid`, `errors` and `errorsTruncated` only for a partial import (an all-or-nothing one has none). */
export type ImportResult = { imported: number; duplicates: number; lines: number; invalid?: number; errors?: LineError[]; errorsTruncated?: boolean };
export type ImportProgress = { phase: "validating" | "writing"; lines: number };

const BATCH = 2000;

const changed = () => new AppError("conflict", "The file changed while it was being imported; nothing was imported.");

/**
 * Imports a file's records (lib/items/import/sources/: any format) into a project. `records` must
 * give the same records each time it is called: the file is read once to validate every line
 * (holding no items in memory) and, only when all lines are valid, once more to write them in one
 * transaction. Existing external_ids and
 * repeats within the file count as duplicates. With `partial`, invalid lines are skipped and
 * reported instead of failing the whole file (SPEC §5).
 */
export async function importItems(opts: {
  actor: SessionUser;
  projectId: number;
  records: RecordSource;
  partial?: boolean;
  onProgress?: (p: ImportProgress) => void;
}): Promise<ImportResult> {
  const project = await loadProjectAccess({ actor: opts.actor, projectId: opts.projectId, action: "item.import" });

  const check = new ImportErrorCollector({ projectKind: project.kind });
  for await (const entry of opts.records()) {
    check.add(entry);
    if (entry.line % 10_000 === 0) opts.onProgress?.({ phase: "validating", lines: entry.line });
  }
  const summary = check.summary();
  // Error details leave through the API's envelope as they are: snake_case them here.
  const errorDetails = { errors: toApiJson(summary.errors), error_count: summary.errorCount, errors_truncated: summary.errorsTruncated };
  if (summary.errorCount > 0 && !opts.partial) {
    throw new AppError("validation_failed", `${summary.errorCount} of ${summary.lines} lines are not valid; nothing was imported.`, errorDetails);
  }
  if (summary.validLines === 0) {
    if (summary.errorCount > 0) throw new AppError("validation_failed", `None of the ${summary.lines} lines is valid; nothing was imported.`, errorDetails);
    throw new AppError("validation_failed", "The file has no items.", { errors: [] });
  }

  const imported = await withPgTransaction(async (sql) => {
    const write = new ImportErrorCollector({ projectKind: project.kind });
    let batch: ItemLine[] = [];
    let inserted = 0;
    let skipped = 0;
    for await (const entry of opts.records()) {
      const outcome = write.add(entry);
      if (outcome.status === "invalid") {
        if (!opts.partial) throw changed();
        // A partial import skips the invalid lines; the count is compared with the first pass's below.
        skipped += 1;
        continue;
      }
      if (outcome.status !== "new") continue;
      batch.push(outcome.value);
      if (batch.length === BATCH) {
        inserted += await insertItemBatch(sql, { projectId: project.id, actorId: opts.actor.id, kind: project.kind, lines: batch });
        batch = [];
        opts.onProgress?.({ phase: "writing", lines: entry.line });
      }
    }
    if (batch.length) inserted += await insertItemBatch(sql, { projectId: project.id, actorId: opts.actor.id, kind: project.kind, lines: batch });
    if (skipped !== summary.errorCount) throw changed();
    const after = { lines: summary.lines, imported: inserted, duplicates: summary.validLines + summary.duplicateLines - inserted, ...(opts.partial ? { invalid: skipped } : {}) };
    await writeAuditEvent(sql, { actorId: opts.actor.id, projectId: project.id, action: "items.import", entityType: "project", entityId: project.id, before: null, after: after });
    return inserted;
  });

  const result = { imported, duplicates: summary.validLines + summary.duplicateLines - imported, lines: summary.lines };
  if (!opts.partial) return result;
  return { ...result, invalid: summary.errorCount, errors: summary.errors, errorsTruncated: summary.errorsTruncated };
}
