import "server-only";
import { fieldEvaluators } from "@/lib/agreement/field-evaluators";
import { buildJudgesReport } from "@/lib/agreement/judges-report";
import type { JudgeItem, JudgesReport } from "@/lib/agreement/judges-report-types";
import type { SessionUser } from "@/lib/auth/session-user";
import { pgPool } from "@/lib/db/pg-pool";
import { kindModule } from "@/lib/items/kinds";
import { loadProjectAccess } from "@/lib/projects/load-project-access";
import { errorCodes } from "@/lib/taxonomy/comment-errors";
import { loadRunOutputs } from "./load-run-outputs";

// Every item of the project with its gold record and its human annotations (people and prior
// annotations; never another machine's), the rater named by e-mail or external name.
const itemsSql = `
  SELECT i.id, i.language,
         (SELECT g.data FROM gold_records g WHERE g.item_id = i.id) AS gold,
         COALESCE((SELECT json_agg(json_build_object('rater', COALESCE(u.email, a.external_annotator), 'data', a.data) ORDER BY a.submitted_at, a.id)
                     FROM annotations a LEFT JOIN users u ON u.id = a.user_id
                    WHERE a.item_id = i.id AND a.machine_annotator IS NULL AND (a.user_id IS NOT NULL OR a.external_annotator IS NOT NULL)), '[]') AS humans
  FROM items i WHERE i.project_id = $1 ORDER BY i.id`;

/** The judges report of a project (leads): SPEC §4 "Judge runs", decision 030. */
export async function getJudgesReport(opts: {
  actor: SessionUser;
  projectId: number;
}): Promise<JudgesReport> {
  const project = await loadProjectAccess({
    actor: opts.actor,
    projectId: opts.projectId,
    action: "agreement.view",
  });
  const [{ rows }, runs] = await Promise.all([
    pgPool().query<{
      id: number;
      language: string | null;
      gold: JudgeItem["gold"];
      humans: JudgeItem["humans"];
    }>(itemsSql, [project.id]),
    loadRunOutputs({ projectId: project.id }),
  ]);
  const taxonomy = { codes: errorCodes };
  const hasCodes = fieldEvaluators({
    kind: project.kind,
    settings: project.settings,
    taxonomy,
  }).some((e) => e.name === "error_codes");
  return buildJudgesReport({
    projectId: project.id,
    kind: project.kind,
    fields: kindModule(project.kind).agreement.categorical(project.settings),
    codes: hasCodes ? errorCodes.map((c) => c.code) : null,
    items: rows.map((r) => ({
      itemId: r.id,
      language: r.language,
      gold: r.gold,
      humans: r.humans,
    })),
    runs,
  });
}
