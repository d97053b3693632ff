import "server-only";
import type { SessionUser } from "@/lib/auth/session-user";
import { parseAgreementQuery } from "@/lib/agreement/agreement-filters";
import { loadProjectAccess } from "@/lib/projects/load-project-access";
import { buildScorecards } from "./build-scorecards";
import { loadScorecardInput } from "./load-scorecard-input";
import type { ScorecardReport } from "./scorecard-types";

/**
 * The project's annotator scorecards (SPEC §4), for its leads and admins (`agreement.view`);
 * `language` (as it arrives from `?language=`, validated like the agreement filter) keeps only
 * that language's items.
 */
export async function getProjectScorecards(opts: {
  actor: SessionUser;
  projectId: number;
  language?: string | null;
}): Promise<ScorecardReport> {
  const project = await loadProjectAccess({
    actor: opts.actor,
    projectId: opts.projectId,
    action: "agreement.view",
  });
  const { language } = parseAgreementQuery({ language: opts.language ?? null });
  return buildScorecards(await loadScorecardInput(project, language));
}
