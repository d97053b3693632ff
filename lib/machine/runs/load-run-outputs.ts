import "server-only";
import { pgPool } from "@/lib/db/pg-pool";
import type { JudgeRunProvenance } from "@/lib/agreement/judges-report-types";
import type { FailureType } from "./machine-run-schema";

/** A judge run's provenance (the fields the reports name it by) and when it was created. */
interface MachineRunInfo extends JudgeRunProvenance {
  createdAt: Date;
}

/** A run's output for one item: its label (annotation data), or the failure it gave instead. */
type RunOutput =
  | {
      itemId: number;
      externalId: string;
      language: string | null;
      label: Record<string, unknown>;
      failure?: undefined;
    }
  | {
      itemId: number;
      externalId: string;
      language: string | null;
      label?: undefined;
      failure: { type: FailureType; message: string | null };
    };

export interface MachineRunOutputs extends MachineRunInfo {
  /** One per item the run has an output for, by item id. */
  outputs: RunOutput[];
}

const runsSql = `
  SELECT id, name, model, version, prompt_strategy, prompt_language, temperature, seed::text AS seed, run_number, created_at
  FROM machine_runs WHERE project_id = $1 AND ($2::int[] IS NULL OR id = ANY($2::int[])) ORDER BY name, id`;

const outputsSql = `
  SELECT a.machine_run_id AS run_id, i.id AS item_id, i.external_id, i.language, a.data, NULL AS type, NULL AS message
    FROM annotations a JOIN items i ON i.id = a.item_id
   WHERE i.project_id = $1 AND a.machine_run_id = ANY($2::int[])
  UNION ALL
  SELECT f.run_id, i.id, i.external_id, i.language, NULL, f.type::text, f.message
    FROM machine_failures f JOIN items i ON i.id = f.item_id
   WHERE i.project_id = $1 AND f.run_id = ANY($2::int[])
  ORDER BY 1, 2`;

type RunRow = {
  id: number;
  name: string;
  model: string;
  version: string | null;
  prompt_strategy: string | null;
  prompt_language: string | null;
  temperature: number | null;
  seed: string | null;
  run_number: number | null;
  created_at: Date;
};
type OutputRow = {
  run_id: number;
  item_id: number;
  external_id: string;
  language: string | null;
  data: Record<string, unknown> | null;
  type: FailureType | null;
  message: string | null;
};

/**
 * Every judge run of a project (or the runs `runIds` names), ordered by name, with its provenance
 * and its outputs. The one reader of runs: the judges report reads them here, the leaderboard
 * their provenance (it counts the outputs in SQL).
 * No access check: callers check the project first. Failures are never labels (SPEC §4).
 */
export async function loadRunOutputs(opts: {
  projectId: number;
  runIds?: readonly number[];
}): Promise<MachineRunOutputs[]> {
  const runs = await loadRunProvenance(opts);
  if (runs.length === 0) return [];
  const { rows } = await pgPool().query<OutputRow>(outputsSql, [
    opts.projectId,
    runs.map((r) => r.id),
  ]);
  const byRun = new Map<number, RunOutput[]>(runs.map((r) => [r.id, []]));
  for (const r of rows) {
    const base = { itemId: r.item_id, externalId: r.external_id, language: r.language };
    byRun
      .get(r.run_id)
      ?.push(
        r.type === null
          ? { ...base, label: r.data ?? {} }
          : { ...base, failure: { type: r.type, message: r.message } },
      );
  }
  return runs.map((r) => ({ ...r, outputs: byRun.get(r.id) ?? [] }));
}

/** A project's judge runs (or those `runIds` names), ordered by name, with their provenance only. */
export async function loadRunProvenance(opts: {
  projectId: number;
  runIds?: readonly number[];
}): Promise<MachineRunInfo[]> {
  const { rows } = await pgPool().query<RunRow>(runsSql, [
    opts.projectId,
    opts.runIds ? [...opts.runIds] : null,
  ]);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    model: r.model,
    version: r.version,
    promptStrategy: r.prompt_strategy,
    promptLanguage: r.prompt_language,
    temperature: r.temperature,
    seed: r.seed === null ? null : Number(r.seed),
    runNumber: r.run_number,
    createdAt: r.created_at,
  }));
}
