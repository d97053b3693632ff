import "server-only";
import { toApiJson } from "@/lib/api/api-casing";
import type { SessionUser } from "@/lib/auth/session-user";
import { AppError } from "@/lib/errors";
import type { LineError, LineWarning } from "@/lib/jsonl/line-result";
import { ImportErrorCollector } from "@/lib/jsonl/import-error-collector";
import { loadProjectAccess } from "@/lib/projects/load-project-access";
import type { RecordSource } from "./sources/source-record";
import { databaseKind } from "@/lib/db/database-kind";
import type { ItemLine } from "./item-line-schema";
import { checkRecords, linkedItemCheck } from "./check-linked-items";
import { ImportWriter, WRITE_BATCH } from "./import-writer";
import { HIDDEN_WRITE_BATCH } from "./unpublished-imports";
import { ValidLineSpool } from "./valid-line-spool";

/**
 * `invalid`, `errors` and `errorsTruncated` only for a partial import (an all-or-nothing one has
 * none); `warnings` (capped like the errors) only when a line has one: a NUL replaced, an empty
 * field kept.
 */
export type ImportResult = {
  imported: number;
  duplicates: number;
  lines: number;
  warnings?: LineWarning[];
  warningCount?: number;
  warningsTruncated?: boolean;
  invalid?: number;
  errors?: LineError[];
  errorsTruncated?: boolean;
};
/** On the embedded database, which validates the whole file first, two phases; on a server, one. */
export type ImportProgress = { phase: "importing" | "validating" | "writing"; lines: number };

// As often as a batch is written: the CLI prints a line per 10 % of the file, which must be more than one report.
const PROGRESS_EVERY = WRITE_BATCH;

/**
 * All or nothing unless `partial` (SPEC §5). On a server batches are written while the next is
 * validated; the embedded database runs on this thread, so there valid lines are spooled and
 * written after (decision 021). After an invalid line the file is still read to report every error.
 */
export async function importItems(opts: {
  actor: SessionUser;
  projectId: number;
  records: RecordSource;
  partial?: boolean;
  onProgress?: (p: ImportProgress) => void;
}): Promise<ImportResult> {
  const project = await loadProjectAccess({
    actor: opts.actor,
    projectId: opts.projectId,
    action: "item.import",
  });
  const overlap = (await databaseKind()) === "postgres";

  const check = new ImportErrorCollector({ projectKind: project.kind, settings: project.settings });
  const writer = new ImportWriter({
    actorId: opts.actor.id,
    projectId: project.id,
    kind: project.kind,
    settings: project.settings,
    // The embedded database: batches in short transactions, hidden until the publish (decision 055).
    hidden: !overlap,
    onProgress: overlap
      ? undefined
      : (written) => opts.onProgress?.({ phase: "writing", lines: written }),
  });
  const spool = overlap ? null : await ValidLineSpool.create();
  let batch: ItemLine[] = [];
  let isRefused = false;
  try {
    for await (const outcome of checkRecords({
      records: opts.records,
      check,
      links: linkedItemCheck({ kind: project.kind, settings: project.settings }),
    })) {
      if (outcome.status === "invalid" && !opts.partial) {
        // All or nothing: what was written is rolled back at the end; read on only to report.
        isRefused = true;
        batch = [];
      }
      if (outcome.status === "new" && !isRefused) {
        if (spool) await spool.add(outcome.value);
        else batch.push(outcome.value);
        if (batch.length === WRITE_BATCH) {
          await writer.add(batch);
          batch = [];
        }
      }
      if (outcome.line % PROGRESS_EVERY === 0)
        opts.onProgress?.({ phase: overlap ? "importing" : "validating", lines: outcome.line });
    }
    const summary = check.summary();
    const errorDetails = {
      errors: toApiJson(summary.errors),
      error_count: summary.errorCount,
      errors_truncated: summary.errorsTruncated,
    };
    if (summary.errorCount > 0 && !opts.partial) {
      throw new AppError(
        "validation_failed",
        `${summary.errorCount} of ${summary.lines} lines are not valid; nothing was imported.`,
        errorDetails,
      );
    }
    if (summary.validLines === 0) {
      if (summary.errorCount > 0)
        throw new AppError(
          "validation_failed",
          `None of the ${summary.lines} lines is valid; nothing was imported.`,
          errorDetails,
        );
      throw new AppError("validation_failed", "The file has no items.", { errors: [] });
    }

    if (spool) for await (const lines of spool.batches(HIDDEN_WRITE_BATCH)) await writer.add(lines);
    await writer.add(batch);
    const validLines = summary.validLines + summary.duplicateLines;
    const imported = await writer.commit({
      lines: summary.lines,
      validLines,
      invalid: opts.partial ? summary.errorCount : undefined,
    });
    const result = {
      imported,
      duplicates: validLines - imported,
      lines: summary.lines,
      ...(summary.warningCount > 0
        ? {
            warnings: summary.warnings,
            warningCount: summary.warningCount,
            warningsTruncated: summary.warningsTruncated,
          }
        : {}),
    };
    if (!opts.partial) return result;
    return {
      ...result,
      invalid: summary.errorCount,
      errors: summary.errors,
      errorsTruncated: summary.errorsTruncated,
    };
  } finally {
    await writer.rollback();
    await spool?.dispose();
  }
}
