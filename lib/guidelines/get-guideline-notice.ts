import "server-only";
import type { SessionUser } from "@/lib/auth/session-user";
import { pgPool } from "@/lib/db/pg-pool";
import type { ItemKind } from "@/lib/items/item-kinds";
import { guidelineDiff, type GuidelineChange } from "./guideline-diff";
import { readGuidelineLabels } from "./guideline-labels";

export type GuidelineNotice = { from: number; to: number; changes: GuidelineChange[] };

// Blind (SPEC §2): from the caller's own submitted annotations alone; the newest version they
// worked under (a revise restamps), through the assignments index on (user, project, status).
const ownVersionSql = `
SELECT p.guideline_version AS current,
       (SELECT max(an.guideline_version)::int
          FROM assignments s JOIN annotations an ON an.assignment_id = s.id
         WHERE s.user_id = $1 AND s.project_id = p.id AND s.status = 'submitted') AS own
  FROM projects p WHERE p.id = $2`;

const versionsSql = `
SELECT version, instructions, labels FROM guideline_versions
 WHERE project_id = $1 AND version = ANY($2::int[])`;

/**
 * What changed in the project's guidelines since the caller's last submit, as one diff from
 * that version to the current one; null when nothing did or they have submitted nothing here.
 * The caller has already been authorized for the project.
 */
export async function getGuidelineNotice(opts: {
  actor: SessionUser;
  project: { id: number; kind: ItemKind };
}): Promise<GuidelineNotice | null> {
  const { project } = opts;
  const pool = pgPool();
  const [row] = (
    await pool.query<{ current: number; own: number | null }>(ownVersionSql, [
      opts.actor.id,
      project.id,
    ])
  ).rows;
  const [from, to] = [row?.own ?? null, row?.current ?? 0];
  if (from === null || from >= to) return null;
  const { rows } = await pool.query<{ version: number; instructions: string; labels: unknown }>(
    versionsSql,
    [project.id, [from, to]],
  );
  const stand = (version: number) => {
    const row = rows.find((r) => r.version === version);
    return {
      instructions: row?.instructions ?? "",
      labels: readGuidelineLabels(project.kind, row?.labels),
    };
  };
  return { from, to, changes: guidelineDiff(stand(from), stand(to)) };
}
