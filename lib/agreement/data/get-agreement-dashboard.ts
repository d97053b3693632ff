import "server-only";
import type { SessionUser } from "@/lib/auth/session-user";
import { pgPool } from "@/lib/db/pg-pool";
import { itemModelSql } from "@/lib/items/item-model-sql";
import type { ItemKind } from "@/lib/items/item-kinds";
import { isAppError } from "@/lib/errors";
import { loadProjectAccess } from "@/lib/projects/load-project-access";
import { agreementEtag } from "../agreement-etag";
import {
  parseAgreementQuery,
  type AgreementQuery,
  type ParsedAgreementQuery,
} from "../agreement-filters";
import type { AgreementReport } from "../agreement-report-types";
import { getAgreementVersion } from "./get-agreement-version";
import { buildProjectAgreement } from "./get-project-agreement";

export interface AgreementFilterOptions {
  languages: string[];
  /** Generated-comment projects only. */
  models: string[];
  /** Humans with a submitted annotation in the project, by e-mail. */
  annotators: string[];
  /** The project's guideline versions, oldest first. */
  guidelineVersions: number[];
}

export type AgreementDashboard = {
  project: { id: number; name: string; kind: ItemKind };
  options: AgreementFilterOptions;
} &
  /** `etag` is the API's tag of this report, so the first poll can already answer 304. */
  (
    | { report: AgreementReport; etag: string; filterErrors: null }
    /** The filters were refused: a message per field, as the API's 400 gives them. */
    | { report: null; etag: null; filterErrors: Record<string, string[]> }
  );

const optionsSql = (kind: ItemKind) => `
SELECT
  ARRAY(SELECT DISTINCT i.language FROM items i WHERE i.project_id = $1 AND i.language IS NOT NULL ORDER BY 1) AS languages,
  ARRAY(SELECT DISTINCT ${itemModelSql(kind, "i")} FROM items i WHERE i.project_id = $1 AND ${itemModelSql(kind, "i")} IS NOT NULL ORDER BY 1) AS models,
  ARRAY(SELECT DISTINCT u.email FROM annotations a JOIN items i ON i.id = a.item_id JOIN users u ON u.id = a.user_id WHERE i.project_id = $1 ORDER BY 1) AS annotators,
  ARRAY(SELECT g.version FROM guideline_versions g WHERE g.project_id = $1 ORDER BY 1) AS "guidelineVersions"`;

/**
 * The lead's agreement page: the report as the API serves it (same filters, same ETag) and the
 * choices of the filter form. Refuses, like the API, anyone without `agreement.view`.
 */
export async function getAgreementDashboard(opts: {
  actor: SessionUser;
  projectId: number;
  filters: AgreementQuery;
}): Promise<AgreementDashboard> {
  const project = await loadProjectAccess({
    actor: opts.actor,
    projectId: opts.projectId,
    action: "agreement.view",
  });
  const base = { project: { id: project.id, name: project.name, kind: project.kind } };
  const options = async () =>
    (await pgPool().query<AgreementFilterOptions>(optionsSql(project.kind), [project.id])).rows[0];
  let query: ParsedAgreementQuery;
  try {
    query = parseAgreementQuery(opts.filters);
  } catch (e) {
    if (!isAppError(e) || e.code !== "bad_request") throw e;
    const fields = (e.details?.fields ?? { "": [e.message] }) as Record<string, string[]>;
    return { ...base, options: await options(), report: null, etag: null, filterErrors: fields };
  }
  // Version first: a write racing the report can only make the tag older than the data.
  const version = await getAgreementVersion({ projectId: project.id });
  const [report, choices] = await Promise.all([
    buildProjectAgreement({ project, query }),
    options(),
  ]);
  return {
    ...base,
    options: choices,
    report,
    etag: agreementEtag({ version, format: "json", query }),
    filterErrors: null,
  };
}
