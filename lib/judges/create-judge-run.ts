import "server-only";
import { writeAuditEvent } from "@/lib/audit/write-audit-event";
import type { SessionUser } from "@/lib/auth/session-user";
import { withPgTransaction, type Sql } from "@/lib/db/pg-pool";
import { AppError, fieldErrors } from "@/lib/errors";
import type { ItemKind } from "@/lib/items/item-kinds";
import { kindModule } from "@/lib/items/kinds";
import { loadProjectAccess } from "@/lib/projects/load-project-access";
import { endpointProblem } from "./check-endpoint";
import {
  judgeRunBodySchema,
  KEY_ENV,
  type JudgeItemFilter,
  type JudgeRunBody,
} from "./judge-run-schema";
import { defaultTemplate, sha256, templateProblem } from "./judge-templates";

const invalid = (fields: Record<string, string[]>) =>
  new AppError("validation_failed", "The judge run is not valid.", { fields });

/** The names (never the values) of the key variables set on the server, for the page's choice. */
export function judgeKeyVariables(): string[] {
  return Object.keys(process.env)
    .filter((name) => KEY_ENV.test(name) && process.env[name])
    .sort();
}

/** The kind's model column, for the `items.model` filter; null when the kind has none. */
function modelColumn(kind: ItemKind): string | null {
  return kindModule(kind).table.columns.find((c) => c.export === "model")?.sql ?? null;
}

/** The field problems zod cannot see: the key variable, where the endpoint points, the template. */
async function settingProblems(
  run: JudgeRunBody,
  kind: ItemKind,
): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  const env = run.endpoint.api_key_env;
  if (env !== null && !process.env[env]) out["endpoint.api_key_env"] = ["is not set on the server"];
  const where = await endpointProblem(run.endpoint.base_url);
  if (where) out["endpoint.base_url"] = [where];
  const template = run.prompt.template && templateProblem(run.prompt.template);
  if (template) out["prompt.template"] = [template];
  if (run.items.model && modelColumn(kind) === null)
    out["items.model"] = [`${kind} items have no model`];
  return out;
}

// The work: one row per item the filter selects, in id order, written in SQL (any number of items).
const workSql = (kind: ItemKind) => {
  const model = modelColumn(kind);
  const byModel = model
    ? `AND ($5::text[] IS NULL OR EXISTS (SELECT 1 FROM ${kindModule(kind).table.name} k WHERE k.item_id = i.id AND ${model} = ANY($5::text[])))`
    : "AND $5::text[] IS NULL";
  return `
  INSERT INTO judge_run_items (run_id, item_id)
  SELECT $1, i.id FROM items i
   WHERE i.project_id = $2 AND ($3::text[] IS NULL OR i.status::text = ANY($3::text[]))
     AND ($4::text[] IS NULL OR i.language = ANY($4::text[])) ${byModel}
   ORDER BY i.id LIMIT $6`;
};

async function insertRun(
  sql: Sql,
  projectId: number,
  actorId: number,
  run: JudgeRunBody,
  template: string,
) {
  const [row] = await sql<{ id: number }>(
    `INSERT INTO machine_runs (project_id, name, model, prompt_strategy, temperature, seed, created_by_id)
     VALUES ($1, $2, $3, 'judge-template', $4, $5, $6) ON CONFLICT (project_id, name) DO NOTHING RETURNING id`,
    projectId,
    run.name,
    run.endpoint.model,
    run.temperature,
    run.seed,
    actorId,
  );
  if (!row)
    throw new AppError("conflict", `The project already has a run named "${run.name}".`, {
      fields: { name: ["is taken in this project"] },
    });
  await sql(
    `INSERT INTO judge_runs (run_id, base_url, model, api_key_env, template, system, template_sha256, temperature, seed, max_tokens, concurrency, items)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
    row.id,
    run.endpoint.base_url,
    run.endpoint.model,
    run.endpoint.api_key_env,
    template,
    run.prompt.system,
    sha256(template),
    run.temperature,
    run.seed,
    run.max_tokens,
    run.concurrency,
    JSON.stringify(run.items),
  );
  return row.id;
}

const filterParams = (f: JudgeItemFilter) => [
  f.status ?? null,
  f.language ?? null,
  f.model ?? null,
  f.limit ?? null,
];

/** Starts a judge run over a project's items (leads): SPEC §4 "Judges run from Accord"; the worker sends it. */
export async function createJudgeRun(opts: {
  actor: SessionUser;
  projectId: number;
  input: unknown;
}): Promise<{ id: number }> {
  const project = await loadProjectAccess({
    actor: opts.actor,
    projectId: opts.projectId,
    action: "item.import",
  });
  const parsed = judgeRunBodySchema.safeParse(opts.input);
  if (!parsed.success) throw invalid(fieldErrors(parsed.error.issues));
  const run = parsed.data;
  const problems = await settingProblems(run, project.kind);
  if (Object.keys(problems).length > 0) throw invalid(problems);
  const template = run.prompt.template ?? defaultTemplate(project.kind);
  return withPgTransaction(async (sql) => {
    const id = await insertRun(sql, project.id, opts.actor.id, run, template);
    const [status, language, model, limit] = filterParams(run.items);
    await sql(workSql(project.kind), id, project.id, status, language, model, limit);
    await writeAuditEvent(sql, {
      actorId: opts.actor.id,
      projectId: project.id,
      action: "judge_run.create",
      entityType: "machine_run",
      entityId: id,
      before: null,
      after: { ...run, prompt: { ...run.prompt, template_sha256: sha256(template) } },
    });
    return { id };
  });
}
