import "server-only";
import type { SessionUser } from "@/lib/auth/session-user";
import { getReviseWait } from "@/lib/gold/revise-wait";
import { hasValidationRound } from "@/lib/gold/validation-access";
import { kindModule } from "@/lib/items/kinds";
import { loadProjectAccess, type ProjectAccess } from "@/lib/projects/load-project-access";
import { errorCodes } from "@/lib/taxonomy/comment-errors";
import {
  parseAgreementQuery,
  type AgreementQuery,
  type ParsedAgreementQuery,
} from "../agreement-filters";
import { buildAgreementReport } from "../agreement-report";
import type { AgreementReport } from "../agreement-report-types";
import { loadAgreementItems } from "./load-agreement-items";
import { loadValidationRatings } from "./load-validation-ratings";

/**
 * The live agreement report of a project (SPEC §4, §6) for its leads and admins. Language and model
 * filter in SQL; annotator pair and date range apply to raters A and B, so they filter after
 * A and B are known. Three queries: the access check, the annotations and (READMEs) the
 * validation ratings, the last two in parallel.
 */
export async function getProjectAgreement(opts: {
  actor: SessionUser;
  projectId: number;
  filters?: AgreementQuery;
}): Promise<AgreementReport> {
  const project = await loadProjectAccess({
    actor: opts.actor,
    projectId: opts.projectId,
    action: "agreement.view",
  });
  return buildProjectAgreement({ project, query: parseAgreementQuery(opts.filters ?? {}) });
}

/** The report for a project the caller was already authorized for (`agreement.view`) and parsed filters. */
export async function buildProjectAgreement({
  project,
  query,
}: {
  project: ProjectAccess;
  query: ParsedAgreementQuery;
}): Promise<AgreementReport> {
  const filters = { projectId: project.id, language: query.language, model: query.model };
  const [items, ratings, wait] = await Promise.all([
    loadAgreementItems({
      ...filters,
      kind: project.kind,
      overlap: project.settings.overlap,
      guidelineVersion: query.guidelineVersion,
    }),
    kindModule(project.kind).validationRound ? loadValidationRatings(filters) : null,
    getReviseWait({ projectId: project.id, overlap: project.settings.overlap }),
  ]);
  // A kind with a validation round (READMEs) reports validation_rating while the round is on, and after it if ratings exist.
  const hasValidation = ratings !== null && (hasValidationRound(project) || ratings.hasRatings);
  const report = buildAgreementReport({
    projectId: project.id,
    kind: project.kind,
    settings: project.settings,
    taxonomy: { codes: errorCodes },
    items,
    filters: query.raters,
    validation: hasValidation ? ratings.items : undefined,
  });
  return {
    ...report,
    revise_wait: { items: wait.items, next_close_at: wait.nextCloseAt?.toISOString() ?? null },
  };
}
