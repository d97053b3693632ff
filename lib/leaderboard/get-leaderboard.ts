import "server-only";
import type { SessionUser } from "@/lib/auth/session-user";
import { pgPool } from "@/lib/db/pg-pool";
import { AppError } from "@/lib/errors";
import { kindModule } from "@/lib/items/kinds";
import type { JudgeRunProvenance } from "@/lib/agreement/judges-report-types";
import { loadRunOutputs } from "@/lib/machine/runs/load-run-outputs";
import { loadProjectAccess } from "@/lib/projects/load-project-access";
import { buildLeaderboard, type GradedAnswer, type LeaderboardRow } from "./build-leaderboard";

/** The graders a leaderboard is computed from: human gold, then each judge run. */
export type LeaderboardSource =
  | { source: "gold"; graded: number; rows: LeaderboardRow[] }
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

type ItemRow = {
  id: number;
  language: string | null;
  model: string;
  run: number;
  gold: Record<string, unknown> | null;
};

/**
 * SPEC §4 "Model leaderboard" for a project whose kind grades model answers (`leaderboard` in its
 * module): the SimpleQA figures from human gold and, side by side, from each judge run's labels.
 * A run's failures are counted, never graded; a label or gold whose grade the kind does not count
 * is `ungraded`.
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
  const { rows: items } = await pgPool().query<ItemRow>(
    `SELECT i.id, i.language, k.${mod.modelColumn} AS model, k.${hook.runColumn} AS run, g.data AS gold
       FROM items i JOIN ${mod.table.name} k ON k.item_id = i.id LEFT JOIN gold_records g ON g.item_id = i.id
      WHERE i.project_id = $1 ORDER BY i.id`,
    [project.id],
  );
  const byId = new Map(items.map((i) => [i.id, i]));
  const answer = (item: ItemRow, data: unknown): GradedAnswer | null => {
    const grade = hook.grade(data, project.settings);
    return grade === null
      ? null
      : { model: item.model, language: item.language ?? NO_LANGUAGE, run: item.run, grade };
  };
  const graded = (list: (GradedAnswer | null)[]) =>
    list.filter((a): a is GradedAnswer => a !== null);

  const goldAnswers = items.filter((i) => i.gold !== null).map((i) => answer(i, i.gold));
  const gold = graded(goldAnswers);
  const sources: LeaderboardSource[] = [
    {
      source: "gold",
      graded: gold.length,
      rows: buildLeaderboard({ answers: gold, seed: `${project.id}:leaderboard:gold` }),
    },
  ];
  for (const run of await loadRunOutputs({ projectId: project.id })) {
    const labels = run.outputs.filter((o) => o.label !== undefined);
    const answers = labels.map((o) => answer(byId.get(o.itemId)!, o.label));
    const scored = graded(answers);
    const { outputs, createdAt: _createdAt, ...info } = run;
    sources.push({
      source: "run",
      run: info,
      graded: scored.length,
      failures: outputs.length - labels.length,
      ungraded: answers.length - scored.length,
      rows: buildLeaderboard({ answers: scored, seed: `${project.id}:leaderboard:run:${run.id}` }),
    });
  }
  return { project: { id: project.id, name: project.name }, sources };
}
