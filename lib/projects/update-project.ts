import "server-only";
import { recordAuditEvent } from "@/lib/audit/record-audit-event";
import type { SessionUser } from "@/lib/auth/session-user";
import { db } from "@/lib/db";
import { AppError, fieldErrors } from "@/lib/errors";
import { applyOverlapChange, lockOverlap, type OverlapChange } from "./apply-overlap-change";
import { loadProjectAccess } from "./load-project-access";
import { updateProjectSchema } from "./project-schemas";

/**
 * Saves the project's name, settings and instructions. A lower overlap also finishes the items
 * that now have enough annotations and releases the claims beyond it, in the same transaction
 * (docs/decisions/005-lowering-the-overlap.md); what it did is returned and audited.
 */
export async function updateProject(opts: { actor: SessionUser; projectId: number; input: unknown }): Promise<{ overlapChange: OverlapChange | null }> {
  const before = await loadProjectAccess({ actor: opts.actor, projectId: opts.projectId, action: "project.manage" });
  const parsed = updateProjectSchema.safeParse(opts.input);
  if (!parsed.success) throw new AppError("validation_failed", "The settings are not valid.", { fields: fieldErrors(parsed.error.issues) });
  const { settings } = parsed.data;
  const overlapChange = await db.$transaction(async (tx) => {
    const storedOverlap = settings ? await lockOverlap(tx, before.id) : null;
    await tx.project.update({ where: { id: before.id }, data: parsed.data });
    const change = settings && storedOverlap !== null && settings.overlap < storedOverlap
      ? await applyOverlapChange(tx, { projectId: before.id, actorId: opts.actor.id, kind: before.kind, settings })
      : null;
    await recordAuditEvent(tx, {
      actorId: opts.actor.id, projectId: before.id, action: "project.update", entityType: "project", entityId: before.id,
      before: { name: before.name, settings: before.settings, instructions: before.instructions },
      after: { ...parsed.data, ...(change ? { overlap_change: { finalized_items: change.finalizedItems, released_claims: change.releasedClaims } } : {}) },
    });
    return change;
  });
  return { overlapChange };
}
