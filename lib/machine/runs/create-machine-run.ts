import "server-only";
import { writeAuditEvent } from "@/lib/audit/write-audit-event";
import type { SessionUser } from "@/lib/auth/session-user";
import { withPgTransaction } from "@/lib/db/pg-pool";
import { AppError, fieldErrors } from "@/lib/errors";
import { loadProjectAccess } from "@/lib/projects/load-project-access";
import { machineRunBodySchema } from "./machine-run-schema";

/** Creates a judge run in a project (leads): 409 when the project already has a run of that name. */
export async function createMachineRun(opts: {
  actor: SessionUser;
  projectId: number;
  input: unknown;
}): Promise<{ id: number }> {
  const project = await loadProjectAccess({
    actor: opts.actor,
    projectId: opts.projectId,
    action: "item.import",
  });
  const parsed = machineRunBodySchema.safeParse(opts.input);
  if (!parsed.success)
    throw new AppError("validation_failed", "The run is not valid.", {
      fields: fieldErrors(parsed.error.issues),
    });
  const run = parsed.data;
  return withPgTransaction(async (sql) => {
    const [row] = await sql<{ id: number }>(
      `INSERT INTO machine_runs (project_id, name, model, version, prompt_strategy, prompt_language, temperature, seed, run_number, created_by_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT (project_id, name) DO NOTHING RETURNING id`,
      project.id,
      run.name,
      run.model,
      run.version,
      run.prompt_strategy,
      run.prompt_language,
      run.temperature,
      run.seed,
      run.run,
      opts.actor.id,
    );
    if (!row)
      throw new AppError("conflict", `The project already has a run named "${run.name}".`, {
        fields: { name: ["is taken in this project"] },
      });
    await writeAuditEvent(sql, {
      actorId: opts.actor.id,
      projectId: project.id,
      action: "machine_run.create",
      entityType: "machine_run",
      entityId: row.id,
      before: null,
      after: run,
    });
    return { id: row.id };
  });
}
