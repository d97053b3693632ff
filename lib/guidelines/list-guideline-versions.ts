import "server-only";
import type { SessionUser } from "@/lib/auth/session-user";
import { db } from "@/lib/db";
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
  const rows = await db.guidelineVersion.findMany({
    where: { projectId: project.id },
    orderBy: { version: "asc" },
    include: { author: { select: { id: true, name: true } } },
  });
  return rows.map((r) => ({
    version: r.version,
    createdAt: r.createdAt.toISOString(),
    author: r.author,
    instructions: r.instructions,
    labels: readGuidelineLabels(project.kind, r.labels),
    diff: r.diff as GuidelineChange[],
  }));
}
