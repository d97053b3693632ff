import "server-only";
import { writeAuditEvent } from "@/lib/audit/write-audit-event";
import type { Sql } from "@/lib/db/pg-pool";
import type { ProjectSettings } from "@/lib/projects/project-settings";
import { countTrainingItems } from "./mark-training-items";
import { requiresQualification, tooFewTrainingItems } from "./qualification-rules";
import { AppError } from "@/lib/errors";

/**
 * A save that changes the round's settings (under the project's lock): a 409 when the project has
 * fewer training items than the round serves. Unchanged settings are not asked again (a reopen may
 * have taken a training item's gold since).
 */
export async function refuseTooFewTrainingItems(
  sql: Sql,
  opts: { projectId: number; before: ProjectSettings | null; settings: ProjectSettings },
) {
  const { before, settings } = opts;
  if (
    !requiresQualification(settings) ||
    before?.qualificationItems === settings.qualificationItems
  )
    return;
  const trainingItems = await countTrainingItems(sql, opts.projectId);
  const message = tooFewTrainingItems({ settings, trainingItems });
  if (message) throw new AppError("conflict", message, { training_items: trainingItems });
}

/**
 * Switching the round on (decision 080): the members the project has then keep working, granted
 * `exempt` (audited, one row for all), but for those who tried the round when it was on before;
 * members added later start unqualified.
 */
export async function applyQualificationChange(
  sql: Sql,
  opts: { projectId: number; actorId: number; before: ProjectSettings; after: ProjectSettings },
) {
  if (requiresQualification(opts.before) || !requiresQualification(opts.after)) return;
  const exempted = await sql<{ user_id: number }>(
    `INSERT INTO qualification_grants (project_id, user_id, reason, granted_by_id)
     SELECT m.project_id, m.user_id, 'exempt', $2 FROM project_members m WHERE m.project_id = $1
        AND NOT EXISTS (SELECT 1 FROM qualification_attempts a WHERE a.project_id = m.project_id AND a.user_id = m.user_id)
     ON CONFLICT (project_id, user_id) DO NOTHING RETURNING user_id`,
    opts.projectId,
    opts.actorId,
  );
  if (!exempted.length) return;
  await writeAuditEvent(sql, {
    actorId: opts.actorId,
    projectId: opts.projectId,
    action: "qualification.members_exempted",
    entityType: "project",
    entityId: opts.projectId,
    before: null,
    after: { user_ids: exempted.map((r) => r.user_id).sort((a, b) => a - b) },
  });
}
