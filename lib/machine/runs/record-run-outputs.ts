import "server-only";
import { toApiJson } from "@/lib/api/api-casing";
import { writeAuditEvent } from "@/lib/audit/write-audit-event";
import type { SessionUser } from "@/lib/auth/session-user";
import { pgPool, poolSql, withPgTransaction } from "@/lib/db/pg-pool";
import { AppError, notFoundError } from "@/lib/errors";
import { loadProjectAccess, type ProjectAccess } from "@/lib/projects/load-project-access";
import { isRowId } from "@/lib/validation/row-id";
import { MAX_ERRORS, scanRunOutputs } from "./scan-run-outputs";
import { writeRunOutputs } from "./write-run-outputs";

export type RunOutputsResult = { recorded: number; failures: number; lines: number };
export type RunAccess = { id: number; name: string; project: ProjectAccess };

/** The run and its project after checking the actor may import into it; 404 for a run they cannot see. */
export async function loadRunAccess(opts: {
  actor: SessionUser;
  runId: number;
}): Promise<RunAccess> {
  const { rows } = isRowId(opts.runId)
    ? await pgPool().query<{ name: string; project_id: number }>(
        `SELECT name, project_id FROM machine_runs WHERE id = $1`,
        [opts.runId],
      )
    : { rows: [] };
  if (!rows[0]) throw notFoundError("Run");
  const project = await loadProjectAccess({
    actor: opts.actor,
    projectId: rows[0].project_id,
    action: "item.import",
    asked: "Run",
  });
  return { id: opts.runId, name: rows[0].name, project };
}

/**
 * Records a run's outputs (`{external_id, annotation}` or `{external_id, failure, raw?}` per line).
 * Like the item import, every line is checked first and nothing is written unless the file has no
 * error; `open` must give the same bytes each time. Re-posting an item's output replaces it.
 * `recorded` counts labels, `failures` failures (schema-invalid annotations among them).
 */
export async function recordRunOutputs(opts: {
  actor: SessionUser;
  runId: number;
  open: () => AsyncIterable<Uint8Array | string>;
}): Promise<RunOutputsResult> {
  const run = await loadRunAccess(opts);
  const { project } = run;
  const check = await scanRunOutputs(poolSql, {
    project,
    open: opts.open,
    onBatch: async () => {},
  });
  if (check.errorCount > 0) {
    throw new AppError(
      "validation_failed",
      `${check.errorCount} of ${check.lines} lines are not valid; nothing was recorded.`,
      {
        errors: toApiJson(check.errors),
        error_count: check.errorCount,
        errors_truncated: check.errorCount > MAX_ERRORS,
      },
    );
  }
  if (check.labels + check.failures === 0)
    throw new AppError("validation_failed", "The file has no outputs.", { errors: [] });

  return withPgTransaction(async (sql) => {
    const write = await scanRunOutputs(sql, {
      project,
      open: opts.open,
      onBatch: (batch) => writeRunOutputs(sql, { kind: project.kind, run, batch }),
    });
    if (write.errorCount > 0)
      throw new AppError(
        "conflict",
        "The file or the project changed while recording; nothing was recorded.",
      );
    const result = { recorded: write.labels, failures: write.failures, lines: write.lines };
    await writeAuditEvent(sql, {
      actorId: opts.actor.id,
      projectId: project.id,
      action: "machine_run.outputs",
      entityType: "machine_run",
      entityId: run.id,
      before: null,
      after: result,
    });
    return result;
  });
}
