import "server-only";
import type { Sql } from "@/lib/db/pg-pool";
import { AppError } from "@/lib/errors";
import type { ItemKind } from "@/lib/items/item-kinds";
import type { ProjectAccess } from "@/lib/projects/load-project-access";
import { ensureMachineRuns, writeMachineBatch } from "../write-machine-batch";
import { checkRunOutputs, type RunOutputBatch } from "./scan-run-outputs";
import { writeRunFailures } from "./write-run-failures";

/** Writes one checked batch of a run's outputs: its labels (machine annotations named after the run) and its failures. */
export async function writeRunOutputs(
  sql: Sql,
  opts: { kind: ItemKind; run: { id: number; name: string }; batch: RunOutputBatch },
): Promise<void> {
  const { labels, failures } = opts.batch;
  if (labels.length)
    await writeMachineBatch(sql, {
      kind: opts.kind,
      lines: labels.map((l) => ({ ...l, annotator: opts.run.name })),
    });
  await writeRunFailures(sql, { runId: opts.run.id, failures });
}

/**
 * Records labels that came with new items (a line's `machine_annotations`, e.g. the
 * simpledevqa-eval preset's grade letters) as outputs of the run `runName`, created if the
 * project has none by that name, in the caller's transaction: checked and written as
 * POST /machine-runs/{id}/outputs does, so a label outside the project's schema (a grade the
 * project does not have) is the run's `invalid` failure, not a label.
 */
export async function recordNamedRunOutputs(
  sql: Sql,
  opts: {
    project: Pick<ProjectAccess, "id" | "kind" | "settings">;
    runName: string;
    outputs: readonly { itemId: number; externalId: string; annotation: unknown }[];
  },
): Promise<void> {
  if (opts.outputs.length === 0) return;
  const checked = await checkRunOutputs(sql, {
    project: opts.project,
    lines: opts.outputs.map((o, i) => ({
      line: i + 1,
      value: { external_id: o.externalId, annotation: o.annotation },
    })),
  });
  // The items were inserted in this transaction: an unknown one is a bug, not the file's error.
  if (checked.unknown.length)
    throw new AppError("internal", `A judge's label has no item: ${checked.unknown[0].message}.`);
  await ensureMachineRuns(sql, [{ itemId: opts.outputs[0].itemId, annotator: opts.runName }]);
  const [run] = await sql<{ id: number }>(
    `SELECT id FROM machine_runs WHERE project_id = $1 AND name = $2`,
    opts.project.id,
    opts.runName,
  );
  await writeRunOutputs(sql, {
    kind: opts.project.kind,
    run: { id: run.id, name: opts.runName },
    batch: checked,
  });
}
