import "server-only";
import type { SessionUser } from "@/lib/auth/session-user";
import { pgPool } from "@/lib/db/pg-pool";
import { kindModule } from "@/lib/items/kinds";
import { loadProjectAccess } from "@/lib/projects/load-project-access";
import { healthFindings, type AnswerCounts, type HealthFinding } from "./health-findings";
import { answerCountsSql, fieldCountsSql } from "./health-sql";

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
  const [{ rows: fieldRows }, answers] = await Promise.all([
    pgPool().query<Record<string, string>>(fieldCountsSql({ table, health }), [project.id]),
    health.answers && modelColumn
      ? pgPool().query<AnswerCounts>(
          answerCountsSql({ table, modelColumn, answers: health.answers }),
          [project.id],
        )
      : null,
  ]);
  const [counts] = fieldRows;
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
    answers: answers?.rows[0] ?? null,
  });
  return { project: info, findings };
}
