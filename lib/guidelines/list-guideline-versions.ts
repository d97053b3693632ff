import "server-only";
import type { SessionUser } from "@/lib/auth/session-user";
import { pgPool } from "@/lib/db/pg-pool";
import { loadProjectAccess } from "@/lib/projects/load-project-access";
import type { GuidelineChange } from "./guideline-diff";
import { readGuidelineLabels, type GuidelineLabels } from "./guideline-labels";

export type GuidelineVersionDto = {
  version: number;
  createdAt: string;
  author: { id: number; name: string } | null;
  instructions: string;
  labels: GuidelineLabels;
  /** Against the previous version; [] for version 1. */
  diff: GuidelineChange[];
};

/** Every guideline version of a project, oldest first, for any of its members (SPEC §2, §6). */
export async function listGuidelineVersions(opts: {
  actor: SessionUser;
  projectId: number;
}): Promise<GuidelineVersionDto[]> {
  const project = await loadProjectAccess({
    actor: opts.actor,
    projectId: opts.projectId,
    action: "project.view",
  });
  const { rows } = await pgPool().query<{
    version: number;
    created_at: Date;
    author_id: number | null;
    author_name: string | null;
    instructions: string;
    labels: unknown;
    diff: GuidelineChange[];
  }>(
    `SELECT g.version, g.created_at, g.author_id, u.name AS author_name, g.instructions, g.labels, g.diff
       FROM guideline_versions g LEFT JOIN users u ON u.id = g.author_id
      WHERE g.project_id = $1 ORDER BY g.version`,
    [project.id],
  );
  return rows.map((r) => ({
    version: r.version,
    createdAt: r.created_at.toISOString(),
    author: r.author_id === null ? null : { id: r.author_id, name: r.author_name ?? "" },
    instructions: r.instructions,
    labels: readGuidelineLabels(project.kind, r.labels),
    diff: r.diff,
  }));
}
