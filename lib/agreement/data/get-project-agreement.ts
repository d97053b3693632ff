import "server-only";
import type { SessionUser } from "@/lib/auth/session-user";
import { loadProjectAccess } from "@/lib/projects/load-project-access";
import { errorCodes } from "@/lib/taxonomy/comment-errors";
import { parseAgreementQuery, type AgreementQuery } from "../agreement-filters";
import { buildAgreementReport } from "../agreement-report";
import type { AgreementReport } from "../agreement-report-types";
import { loadAgreementItems } from "./load-agreement-items";

/**
 * The live agreement report of a project (SPEC §4, §6) for its leads and admins. Language and model
 * filter in SQL; annotator pair and date range apply to raters A and B, so they filter after
 * A and B are known. Two queries: the access check and the annotations.
 */
export async function getProjectAgreement(opts: { actor: SessionUser; projectId: number; filters?: AgreementQuery }): Promise<AgreementReport> {
  const project = await loadProjectAccess({ actor: opts.actor, projectId: opts.projectId, action: "agreement.view" });
  const query = parseAgreementQuery(opts.filters ?? {});
  const items = await loadAgreementItems({ projectId: project.id, kind: project.kind, language: query.language, model: query.model });
  return buildAgreementReport({
    projectId: project.id,
    kind: project.kind,
    settings: project.settings,
    taxonomy: { codes: errorCodes },
    items,
    filters: query.raters,
  });
}
