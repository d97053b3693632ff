import "server-only";
import type { SessionUser } from "@/lib/auth/session-user";
import { loadProjectAccess } from "@/lib/projects/load-project-access";
import { buildScorecards } from "./build-scorecards";
import { loadScorecardInput } from "./load-scorecard-input";
import type { ScorecardReport } from "./scorecard-types";

/** The project's annotator scorecards (SPEC §4), for its leads and admins (`agreement.view`). */
export async function getProjectScorecards(opts: { actor: SessionUser; projectId: number }): Promise<ScorecardReport> {
  const project = await loadProjectAccess({ actor: opts.actor, projectId: opts.projectId, action: "agreement.view" });
  return buildScorecards(await loadScorecardInput(project));
}
