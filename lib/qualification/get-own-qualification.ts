import "server-only";
import type { SessionUser } from "@/lib/auth/session-user";
import { poolSql } from "@/lib/db/pg-pool";
import { loadProjectAccess } from "@/lib/projects/load-project-access";
import { loadAnnotatorItem } from "@/lib/queue/load-annotator-item";
import { memberStanding } from "./member-standing";
import type { OwnQualification } from "./qualification-dto";
import { attemptDto, nextTrainingItemId } from "./read-attempt";

/**
 * The caller's own round in the project (decision 080): their standing, their latest attempt and,
 * while one runs, its next training item as an annotator sees any item (content only). Reads only.
 */
export async function getOwnQualification(opts: {
  actor: SessionUser;
  projectId: number;
}): Promise<OwnQualification> {
  const project = await loadProjectAccess({
    actor: opts.actor,
    projectId: opts.projectId,
    action: "item.annotate",
  });
  const { status, canStart, attempt } = await memberStanding(poolSql, {
    project,
    userId: opts.actor.id,
  });
  const total = project.settings.qualificationItems;
  const itemId =
    status === "open" && attempt
      ? await nextTrainingItemId(poolSql, { projectId: project.id, attempt })
      : null;
  return {
    status,
    canStart,
    items: total,
    pass: project.settings.qualificationPass,
    attempt: attempt && total !== null ? attemptDto(attempt, total) : null,
    item: itemId === null ? null : await loadAnnotatorItem({ itemId, kind: project.kind }),
  };
}
