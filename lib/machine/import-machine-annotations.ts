import "server-only";
import { toApiJson } from "@/lib/api/api-casing";
import { writeAuditEvent } from "@/lib/audit/write-audit-event";
import type { SessionUser } from "@/lib/auth/session-user";
import { poolSql, withPgTransaction } from "@/lib/db/pg-pool";
import { AppError } from "@/lib/errors";
import { loadProjectAccess } from "@/lib/projects/load-project-access";
import { MAX_ERRORS, scanMachineFile } from "./scan-machine-file";
import { writeMachineBatch } from "./write-machine-batch";

export type MachineImportResult = { imported: number; updated: number; lines: number };

/**
 * Imports machine labels (`{external_id, annotator, annotation}` per line) into a project.
 * `open` must give the same bytes each time: the file is read once to check every line and,
 * only when all are valid, again to write them in one transaction. A label for an (item,
 * annotator) pair already imported is replaced and counted as `updated`.
 */
export async function importMachineAnnotations(opts: {
  actor: SessionUser;
  projectId: number;
  open: () => AsyncIterable<Uint8Array | string>;
}): Promise<MachineImportResult> {
  const project = await loadProjectAccess({
    actor: opts.actor,
    projectId: opts.projectId,
    action: "item.import",
  });
  const check = await scanMachineFile(poolSql, {
    project,
    open: opts.open,
    onValid: async () => {},
  });
  if (check.errorCount > 0) {
    throw new AppError(
      "validation_failed",
      `${check.errorCount} of ${check.lines} lines are not valid; nothing was imported.`,
      {
        errors: toApiJson(check.errors),
        error_count: check.errorCount,
        errors_truncated: check.errorCount > MAX_ERRORS,
      },
    );
  }
  if (check.valid === 0)
    throw new AppError("validation_failed", "The file has no machine annotations.", { errors: [] });

  return withPgTransaction(async (sql) => {
    const totals = { imported: 0, updated: 0 };
    const write = await scanMachineFile(sql, {
      project,
      open: opts.open,
      onValid: async (lines) => {
        const n = await writeMachineBatch(sql, { kind: project.kind, lines });
        totals.imported += n.imported;
        totals.updated += n.updated;
      },
    });
    // Items deleted or the file changed between the passes: write nothing rather than half.
    if (write.errorCount > 0)
      throw new AppError(
        "conflict",
        "The file or the project changed while importing; nothing was imported.",
      );
    const result = { ...totals, lines: write.lines };
    await writeAuditEvent(sql, {
      actorId: opts.actor.id,
      projectId: project.id,
      action: "machine_annotations.import",
      entityType: "project",
      entityId: project.id,
      before: null,
      after: result,
    });
    return result;
  });
}
