import "server-only";
import type { SessionUser } from "@/lib/auth/session-user";
import { pgPool } from "@/lib/db/pg-pool";
import { AppError } from "@/lib/errors";
import type { ProjectAccess } from "@/lib/projects/load-project-access";
import { loadReleaseAccess } from "./load-release-access";

export type ReleaseDiff = {
  from: { id: number; version: string };
  to: { id: number; version: string };
  /** External ids, in the export's order. */
  added: string[];
  removed: string[];
  /** `fields`: the line's top-level keys that differ, a gold object's keys as "gold.<key>". */
  changed: { externalId: string; fields: string[] }[];
};

// Only lines whose text differs are parsed; the keys of two gold objects are compared one by one.
const diffSql = `
WITH a AS (SELECT external_id, line FROM release_lines WHERE release_id = $1),
     b AS (SELECT external_id, line FROM release_lines WHERE release_id = $2)
SELECT coalesce(a.external_id, b.external_id) AS "externalId",
       CASE WHEN a.line IS NULL THEN 'added' WHEN b.line IS NULL THEN 'removed' ELSE 'changed' END AS change,
       f.fields
FROM a FULL JOIN b ON b.external_id = a.external_id
CROSS JOIN LATERAL (SELECT a.line::jsonb AS ja, b.line::jsonb AS jb,
                           jsonb_typeof(a.line::jsonb -> 'gold') = 'object' AND jsonb_typeof(b.line::jsonb -> 'gold') = 'object' AS golds) j
CROSS JOIN LATERAL (
  SELECT coalesce(array_agg(d.f ORDER BY d.f COLLATE "C"), '{}') AS fields FROM (
    SELECT k AS f FROM (SELECT jsonb_object_keys(j.ja) UNION SELECT jsonb_object_keys(j.jb)) t(k)
     WHERE j.ja -> k IS DISTINCT FROM j.jb -> k AND NOT (k = 'gold' AND j.golds IS TRUE)
    UNION ALL
    SELECT 'gold.' || k FROM (SELECT jsonb_object_keys(CASE WHEN j.golds THEN j.ja -> 'gold' END)
                              UNION SELECT jsonb_object_keys(CASE WHEN j.golds THEN j.jb -> 'gold' END)) t(k)
     WHERE j.ja -> 'gold' -> k IS DISTINCT FROM j.jb -> 'gold' -> k) d
  WHERE a.line IS NOT NULL AND b.line IS NOT NULL) f
WHERE a.line IS DISTINCT FROM b.line
ORDER BY coalesce(a.external_id, b.external_id) COLLATE "C"`;

/** The releases' project after checking both; two releases of different projects are a 422. */
async function loadPair(opts: {
  actor: SessionUser;
  releaseId: number;
  otherId: number;
  projectId?: number;
}) {
  const project = await loadReleaseAccess(opts);
  const other = await loadReleaseAccess({ actor: opts.actor, releaseId: opts.otherId });
  if (other.id !== project.id)
    throw new AppError("validation_failed", "Only two releases of one project can be compared.", {
      fields: { other_id: ["is a release of another project"] },
    });
  return project;
}

/** What changed from release `releaseId` to release `otherId` (SPEC §5), computed in SQL. */
export async function diffReleases(opts: {
  actor: SessionUser;
  releaseId: number;
  otherId: number;
  projectId?: number;
}): Promise<{ project: ProjectAccess; diff: ReleaseDiff }> {
  const project = await loadPair(opts);
  const pool = pgPool();
  const [versions, lines] = await Promise.all([
    pool.query<{ id: number; version: string }>(
      `SELECT id, version FROM releases WHERE id = ANY($1::int[])`,
      [[opts.releaseId, opts.otherId]],
    ),
    pool.query<{ externalId: string; change: string; fields: string[] | null }>(diffSql, [
      opts.releaseId,
      opts.otherId,
    ]),
  ]);
  const version = (id: number) => ({
    id,
    version: versions.rows.find((r) => r.id === id)?.version ?? "",
  });
  const diff: ReleaseDiff = {
    from: version(opts.releaseId),
    to: version(opts.otherId),
    added: [],
    removed: [],
    changed: [],
  };
  for (const row of lines.rows) {
    if (row.change === "added") diff.added.push(row.externalId);
    else if (row.change === "removed") diff.removed.push(row.externalId);
    else diff.changed.push({ externalId: row.externalId, fields: row.fields ?? [] });
  }
  return { project, diff };
}
