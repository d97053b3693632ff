import "server-only";
import type { SessionUser } from "@/lib/auth/session-user";
import { pgPool } from "@/lib/db/pg-pool";
import { AppError } from "@/lib/errors";
import { kindModule } from "@/lib/items/kinds";
import type { JudgeRunProvenance } from "@/lib/agreement/judges-report-types";
import { loadRunProvenance } from "@/lib/machine/runs/load-run-outputs";
import { loadProjectAccess } from "@/lib/projects/load-project-access";
import type { ProjectSettings } from "@/lib/projects/project-settings";
import { buildLeaderboard, type GradedAnswer, type LeaderboardRow } from "./build-leaderboard";

/** The graders a leaderboard is computed from: human gold, then each judge run. */
export type LeaderboardSource =
  | { source: "gold"; graded: number; ungraded: number; rows: LeaderboardRow[] }
  | {
      source: "run";
      run: JudgeRunProvenance;
      graded: number;
      failures: number;
      ungraded: number;
      rows: LeaderboardRow[];
    };

export interface Leaderboard {
  project: { id: number; name: string };
  sources: LeaderboardSource[];
}

/** Items without a language are counted under this code (ISO 639-2 "undetermined"). */
const NO_LANGUAGE = "und";

/**
 * Answers counted per grader (0: gold, as run ids start at 1; else the run's id), model, language,
 * run, raw grade and, for a judge run's answers, the item's raw gold grade (the corrected estimate).
 */
type CountRow = {
  grader: number;
  model: string;
  language: string | null;
  run: number | null;
  grade: string | null;
  gold: string | null;
  n: number;
};

// Counted in SQL: one row per group instead of one per answer (the leaderboard's time is within
// 2× the GROUP BY's, bench/leaderboard.ts; grouping by coalesce(language) instead took 2× as long).
// The columns come from the kind module, not from input. A judge's answer carries the item's gold
// only in the human sample (SPEC §4: a judges-only item's gold is not a random sample's).
const countsSql = (table: string, model: string, run: string) => `
  SELECT g.grader, k.${model} AS model, i.language, k.${run} AS run, g.grade,
         CASE WHEN i.human IS NOT FALSE THEN g.gold END AS gold, count(*)::int AS n
    FROM (SELECT item_id, 0 AS grader, data ->> $2 AS grade, NULL AS gold FROM gold_records
          UNION ALL
          SELECT a.item_id, a.machine_run_id, a.data ->> $2, gr.data ->> $2 FROM annotations a
            LEFT JOIN gold_records gr ON gr.item_id = a.item_id
           WHERE a.machine_run_id = ANY($3::int[])) g
    JOIN items i ON i.id = g.item_id JOIN ${table} k ON k.item_id = i.id
   WHERE i.project_id = $1
   GROUP BY 1, 2, 3, 4, 5, 6`;

const failuresSql = `
  SELECT f.run_id AS grader, count(*)::int AS n FROM machine_failures f
   WHERE f.run_id = ANY($1::int[]) GROUP BY 1`;

/** One grader's counts → graded answers for buildLeaderboard, and how many had no SimpleQA grade. */
function gradedOf(rows: readonly CountRow[], grade: (v: string) => GradedAnswer["grade"] | null) {
  const answers: GradedAnswer[] = [];
  let ungraded = 0;
  for (const r of rows) {
    const g = r.grade === null ? null : grade(r.grade);
    if (g === null) ungraded += r.n;
    else {
      const language = r.language ?? NO_LANGUAGE;
      const gold = r.gold === null ? null : grade(r.gold);
      answers.push({ model: r.model, language, run: r.run, grade: g, gold, count: r.n });
    }
  }
  return { answers, graded: answers.reduce((t, a) => t + a.count, 0), ungraded };
}

async function loadCounts(opts: {
  projectId: number;
  sql: string;
  gradeKey: string;
  runIds: number[];
}) {
  const pool = pgPool();
  const [counts, failures] = await Promise.all([
    pool.query<CountRow>(opts.sql, [opts.projectId, opts.gradeKey, opts.runIds]),
    pool.query<{ grader: number; n: number }>(failuresSql, [opts.runIds]),
  ]);
  const byGrader = new Map<number, CountRow[]>();
  for (const r of counts.rows) {
    const list = byGrader.get(r.grader);
    if (list) list.push(r);
    else byGrader.set(r.grader, [r]);
  }
  return { byGrader, failures: new Map(failures.rows.map((r) => [r.grader, r.n])) };
}

/**
 * SPEC §4 "Model leaderboard" for a project whose kind grades model answers (`leaderboard` in its
 * module): the SimpleQA figures from human gold and, side by side, from each judge run's labels.
 * A run's failures are counted, never graded; a label or gold whose grade the kind does not count
 * is `ungraded`. A run's rows carry the corrected estimate from the items of the human sample
 * (SPEC §2) with gold.
 */
export async function getLeaderboard(opts: {
  actor: SessionUser;
  projectId: number;
}): Promise<Leaderboard> {
  const project = await loadProjectAccess({
    actor: opts.actor,
    projectId: opts.projectId,
    action: "agreement.view",
  });
  const mod = kindModule(project.kind);
  const hook = mod.leaderboard;
  if (!hook || !mod.modelColumn)
    throw new AppError(
      "bad_request",
      "This project's items are not graded model answers, so it has no model leaderboard.",
    );
  const runs = await loadRunProvenance({ projectId: project.id });
  const { byGrader, failures } = await loadCounts({
    projectId: project.id,
    sql: countsSql(mod.table.name, mod.modelColumn, hook.runColumn),
    gradeKey: hook.gradeKey,
    runIds: runs.map((r) => r.id),
  });
  const settings: ProjectSettings = project.settings;
  const source = (grader: number, seed: string) => {
    const { answers, graded, ungraded } = gradedOf(byGrader.get(grader) ?? [], (v) =>
      hook.grade(v, settings),
    );
    const rows = buildLeaderboard({
      answers,
      seed: `${project.id}:leaderboard:${seed}`,
      corrected: grader !== 0,
    });
    return { graded, ungraded, rows };
  };
  const sources: LeaderboardSource[] = [{ source: "gold", ...source(0, "gold") }];
  for (const { createdAt: _createdAt, ...run } of runs)
    sources.push({
      source: "run",
      run,
      failures: failures.get(run.id) ?? 0,
      ...source(run.id, `run:${run.id}`),
    });
  return { project: { id: project.id, name: project.name }, sources };
}
