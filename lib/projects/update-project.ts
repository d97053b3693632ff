import "server-only";
import { recordAuditEvent } from "@/lib/audit/record-audit-event";
import type { SessionUser } from "@/lib/auth/session-user";
import { db } from "@/lib/db";
import { AppError, fieldErrors } from "@/lib/errors";
import { loadProjectAccess } from "./load-project-access";
import { updateProjectSchema } from "./project-schemas";

export async function updateProject(opts: { actor: SessionUser; projectId: number; input: unknown }): Promise<void> {
  const before = await loadProjectAccess({ actor: opts.actor, projectId: opts.projectId, action: "project.manage" });
  const parsed = updateProjectSchema.safeParse(opts.input);
  if (!parsed.success) throw new AppError("validation_failed", "The settings are not valid.", { fields: fieldErrors(parsed.error.issues) });
  await db.$transaction(async (tx) => {
    await tx.project.update({ where: { id: before.id }, data: parsed.data });
    await recordAuditEvent(tx, {
      actorId: opts.actor.id, projectId: before.id, action: "project.update", entityType: "project", entityId: before.id,
      before: { name: before.name, settings: before.settings, instructions: before.instructions }, after: parsed.data,
    });
  });
}
