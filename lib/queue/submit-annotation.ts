import "server-only";
import { annotationSchemaFor } from "@/lib/annotations/annotation-schema-for";
import type { SessionUser } from "@/lib/auth/session-user";
import { pgPool, withPgTransaction } from "@/lib/db/pg-pool";
import { AppError, fieldErrors } from "@/lib/errors";
import { finalizeItem } from "./finalize-item";
import { jsonEqual } from "./json-equal";
import { loadOwnAssignment, lockAssignment } from "./load-own-assignment";
import { noteSubmitted } from "./project-progress";
import type { SubmitResult } from "./queue-dto";
import { writeAnnotation } from "./write-annotation";
import { MAX_DRAFT_BYTES } from "./save-draft";

type Outcome = { kind: "done"; result: SubmitResult; isNew?: boolean } | { kind: "late"; draftKept: boolean };

/**
 * Submits the caller's annotation for their assignment. Invalid input is a 422 that writes
 * nothing. A retry of the same annotation returns the first result; a different one is a 409.
 * After the lease expired the submit still counts if the item has a free slot; if others took
 * it, it is a 409 and the annotation is kept as the assignment's draft (that write commits).
 */
export async function submitAnnotation(opts: { actor: SessionUser; assignmentId: number; annotation: unknown; timeSpentMs?: number | null }): Promise<SubmitResult> {
  const own = await loadOwnAssignment({ actor: opts.actor, assignmentId: opts.assignmentId });
  const { project } = own;
  const readmeContent = project.kind === "readme"
    ? (await pgPool().query<{ content: string }>(`SELECT content FROM readmes WHERE item_id = $1`, [own.itemId])).rows[0]?.content
    : undefined;
  const parsed = annotationSchemaFor({ kind: project.kind, taskCategories: project.settings.taskCategories, readmeContent }).safeParse(opts.annotation);
  if (!parsed.success) throw new AppError("validation_failed", "The annotation is not valid; nothing was saved.", { fields: fieldErrors(parsed.error.issues) });
  const data: unknown = JSON.parse(JSON.stringify(parsed.data));
  const { overlap } = project.settings;

  const outcome = await withPgTransaction<Outcome>(async (sql) => {
    const locked = await lockAssignment(sql, own);
    if (locked.status === "submitted") {
      const [prior] = await sql<{ id: number; data: unknown }>(`SELECT id, data FROM annotations WHERE assignment_id = $1`, own.assignmentId);
      if (prior && jsonEqual(prior.data, data)) return { kind: "done", result: { annotationId: prior.id, itemStatus: locked.itemStatus } };
      throw new AppError("conflict", "You already submitted a different annotation for this item; a submitted annotation cannot be changed.");
    }
    if (locked.status === "skipped") throw new AppError("conflict", "You skipped this item; it can no longer be submitted.");
    // A running lease holds a slot; after expiry (or a release) only a free slot will do. Never
    // more than `overlap` annotations, whatever happened to the leases.
    const holdsSlot = locked.status === "active" && !locked.isExpired;
    const isOpen = locked.itemStatus === "pending" || locked.itemStatus === "in_annotation";
    if (!isOpen || locked.submittedCount >= overlap || (!holdsSlot && locked.othersSlots >= overlap)) {
      const draft = JSON.stringify(opts.annotation);
      const draftKept = Buffer.byteLength(draft) <= MAX_DRAFT_BYTES;
      if (draftKept) await sql(`UPDATE assignments SET draft = $2::jsonb, updated_at = now() WHERE id = $1`, own.assignmentId, draft);
      return { kind: "late", draftKept };
    }
    const annotationId = await writeAnnotation(sql, { assignmentId: own.assignmentId, kind: project.kind, data, timeSpentMs: opts.timeSpentMs });
    const itemStatus = await finalizeItem(sql, {
      itemId: own.itemId, previousStatus: locked.itemStatus, submittedBefore: locked.submittedCount, projectId: project.id, actorId: opts.actor.id, kind: project.kind, overlap, settings: project.settings,
    });
    return { kind: "done", result: { annotationId, itemStatus }, isNew: true };
  });

  if (outcome.kind === "late") {
    throw new AppError(
      "conflict",
      outcome.draftKept
        ? "Your lease expired and the item's annotations were taken by others. Your work is kept as a draft of this assignment."
        : "Your lease expired and the item's annotations were taken by others.",
      { draft_kept: outcome.draftKept },
    );
  }
  if (outcome.isNew) noteSubmitted({ projectId: project.id, isItemDone: outcome.result.itemStatus !== "in_annotation" });
  return outcome.result;
}
