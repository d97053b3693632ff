import "server-only";
import { toApiJson } from "@/lib/api/api-casing";
import type { SessionUser } from "@/lib/auth/session-user";
import { AppError } from "@/lib/errors";
import type { LineError } from "@/lib/jsonl/line-result";
import { ImportErrorCollector } from "@/lib/jsonl/import-error-collector";
import { loadProjectAccess } from "@/lib/projects/load-project-access";
import type { RecordSource } from "./sources/source-record";
import { ValidLineSpool } from "./valid-line-spool";
import { WRITE_BATCH, writeImport } from "./write-import";

/** `invalid`, `errors` and `errorsTruncated` only for a partial import (an all-or-nothing one has none). */
export type ImportResult = { imported: number; duplicates: number; lines: number; invalid?: number; errors?: LineError[]; errorsTruncated?: boolean };
/** validating: the line of the file reached; writing: valid lines written so far (the file is not read again). */
export type ImportProgress = { phase: "validating" | "writing"; lines: number };

/**
 * Imports a file's records (lib/items/import/sources/: any format) into a project. The file is
 * read and validated once, the valid lines spooled to a scratch file (holding no items in
 * memory); only when all lines are valid are they written, in one transaction (write-import.ts).
 * Existing external_ids and repeats within the file count as duplicates. With `partial`, invalid
 * lines are skipped and reported instead of failing the whole file (SPEC §5).
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
  // The lines found valid are kept as they were validated, so the file is parsed and checked once.
  const valid = await ValidLineSpool.create();
  try {
    for await (const entry of opts.records()) {
      const outcome = check.add(entry);
      if (outcome.status === "new") await valid.add(outcome.value);
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

    const validLines = summary.validLines + summary.duplicateLines;
    const imported = await writeImport({
      actorId: opts.actor.id,
      projectId: project.id,
      kind: project.kind,
      batches: valid.batches(WRITE_BATCH),
      lines: summary.lines,
      validLines,
      invalid: opts.partial ? summary.errorCount : undefined,
      onProgress: (written) => opts.onProgress?.({ phase: "writing", lines: written }),
    });
    const result = { imported, duplicates: validLines - imported, lines: summary.lines };
    if (!opts.partial) return result;
    return { ...result, invalid: summary.errorCount, errors: summary.errors, errorsTruncated: summary.errorsTruncated };
  } finally {
    await valid.dispose();
  }
}
