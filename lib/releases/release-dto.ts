// What the API and the pages show of a release (camelCase here; the API answers in snake_case).
import type { FieldsJson } from "@/lib/agreement/agreement-report-types";
import type { ReleaseCounts } from "./release-counts";

export type ReleaseListEntry = {
  id: number;
  projectId: number;
  version: string;
  title: string;
  license: string;
  createdAt: string;
  createdBy: { id: number; name: string } | null;
  lineCount: number;
  sha256: string;
  counts: ReleaseCounts;
};

export type ReleaseDto = ReleaseListEntry & {
  notes: string;
  citation: string | null;
  guidelineVersions: number[];
  /** The agreement report's headline figures when the release was made; the bundle has all of it. */
  agreement: { itemsCompared: number; fields: FieldsJson };
};

/** SQL columns of a ReleaseListEntry from `releases r LEFT JOIN users u ON u.id = r.created_by_id`. */
export const releaseListColumns = `r.id, r.project_id AS "projectId", r.version, r.title, r.license,
  to_char(r.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt",
  CASE WHEN u.id IS NULL THEN NULL ELSE json_build_object('id', u.id, 'name', u.name) END AS "createdBy",
  r.line_count AS "lineCount", r.sha256, r.counts`;
