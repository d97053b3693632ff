import "server-only";
import type { SessionUser } from "@/lib/auth/session-user";
import { withPgTransaction } from "@/lib/db/pg-pool";
import { kindModule } from "@/lib/items/kinds";
import { loadProjectAccess } from "@/lib/projects/load-project-access";
import { healthFindings, type AnswerCounts, type HealthFinding } from "./health-findings";
import { answerCountsSql, fieldCountsSql } from "./health-sql";

// Both statements see one snapshot. JIT compiling costs more than it saves on one pass; work_mem
// keeps the sorts and hashes of 50k rows in memory.
const SESSION = "SELECT set_config('jit', 'off', true), set_config('work_mem', '64MB', true)";

export type DataHealth = { project: { id: number; name: string }; findings: HealthFinding[] };

/**
 * SPEC §5 "Data health": findings about the project's imported data, computed on request in SQL
 * aggregates from what its kind module declares (`health`); a kind without it has none.
 */
export async function getDataHealth(opts: {
  actor: SessionUser;
  projectId: number;
}): Promise<DataHealth> {
  const project = await loadProjectAccess({
    actor: opts.actor,
    projectId: opts.projectId,
    action: "item.browse",
  });
  const mod = kindModule(project.kind);
  const info = { id: project.id, name: project.name };
  const { health, modelColumn } = mod;
  if (!health) return { project: info, findings: [] };
  const table = mod.table.name;
  const { counts, answers } = await withPgTransaction(async (sql) => {
    await sql("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ READ ONLY");
    await sql(SESSION);
    const [counts] = await sql<Record<string, string>>(
      fieldCountsSql({ table, health }),
      project.id,
    );
    const answers =
      health.answers && modelColumn
        ? (
            await sql<AnswerCounts>(
              answerCountsSql({ table, modelColumn, answers: health.answers }),
              project.id,
            )
          )[0]
        : null;
    return { counts, answers };
  });
  const findings = healthFindings({
    fields: health.fields.map((f, i) => ({
      field: f.name,
      mayBeEmpty: f.mayBeEmpty ?? false,
      empty: Number(counts[`empty_${i}`]),
      replaced: Number(counts[`replaced_${i}`]),
    })),
    repeated: health.repeated
      ? { field: health.repeated.name, count: Number(counts.repeated) }
      : null,
    answers,
  });
  return { project: info, findings };
}
