"use server";

// Server actions of the annotation screens. Claiming is a POST (a server action behind a button or
// called after a submit), never a side effect of rendering a page: a GET can be prefetched, and a
// prefetch must not take an item from the queue. Each action re-reads the session; the queue
// layer checks `item.annotate` and that the assignment is the caller's own.
import { redirect } from "next/navigation";
import type { ActionResult } from "@/lib/actions/action-result";
import type { ClaimFormState } from "@/lib/actions/annotate-action-types";
import { runAction } from "@/lib/actions/run-action";
import type { SessionUser } from "@/lib/auth/session-user";
import { claimNextItem } from "@/lib/queue/claim-next-item";
import { getAssignmentState, type AssignmentState } from "@/lib/queue/get-assignment-state";
import { releaseAssignment } from "@/lib/queue/release-assignment";
import { saveDraft } from "@/lib/queue/save-draft";
import { skipAssignment } from "@/lib/queue/skip-assignment";
import { submitAnnotation } from "@/lib/queue/submit-annotation";
import { parseRowId } from "@/lib/validation/row-id";
import { isAppError } from "@/lib/errors";

const withUser = <T extends object>(fn: (user: SessionUser) => Promise<T>, input?: unknown) =>
  runAction(fn, { input, keepsWork: true });

async function claimUrl(
  user: SessionUser,
  projectId: number,
): Promise<{ url: string; isDone: boolean }> {
  // Not qualified yet (decision 080): the round's page instead of an item.
  const claim = await claimNextItem({ actor: user, projectId }).catch((e: unknown) => {
    if (isAppError(e) && e.code === "qualification_required") return "qualify" as const;
    throw e;
  });
  if (claim === "qualify") return { url: `/projects/${projectId}/qualify`, isDone: false };
  return claim
    ? { url: `/projects/${projectId}/annotate/${claim.assignmentId}`, isDone: false }
    : { url: `/projects/${projectId}/annotate?done=1`, isDone: true };
}

/** "Start annotating" / "Next item" buttons: claims (or resumes) an item and goes there. */
export async function claimNextFormAction(
  _prev: ClaimFormState,
  formData: FormData,
): Promise<ClaimFormState> {
  const projectId = parseRowId(formData.get("projectId"));
  if (projectId === null) return { ok: false, code: "bad_request", message: "Unknown project." };
  const result = await withUser((user) => claimUrl(user, projectId));
  if (!result.ok) return result;
  redirect(result.url);
}

/** After a submit or a skip: the URL of the next item, or of the "you're done" page. */
export async function claimNextAction(
  projectId: number,
): Promise<ActionResult<{ url: string; isDone: boolean }>> {
  const parsed = parseRowId(projectId);
  if (parsed === null) return { ok: false, code: "bad_request", message: "Unknown project." };
  return withUser((user) => claimUrl(user, parsed));
}

/** Prefetch (decision 050): the claim one ahead of the one on screen, loaded while the annotator works on it. */
export async function prefetchNextAction(
  projectId: number,
  aheadOf: number,
): Promise<ActionResult<{ ahead: { assignmentId: number; url: string } | null }>> {
  const project = parseRowId(projectId);
  const on = parseRowId(aheadOf);
  if (project === null || on === null)
    return { ok: false, code: "bad_request", message: "Unknown project or assignment." };
  return withUser(async (user) => {
    const claim = await claimNextItem({ actor: user, projectId: project, aheadOf: on });
    const ahead =
      claim && claim.assignmentId !== on
        ? {
            assignmentId: claim.assignmentId,
            url: `/projects/${project}/annotate/${claim.assignmentId}`,
          }
        : null;
    return { ahead };
  });
}

/** Autosave; the draft is any JSON (a form in progress). */
export async function saveDraftAction(
  assignmentId: number,
  draft: unknown,
): Promise<ActionResult<{ leaseExpiresAt: string }>> {
  const parsed = parseRowId(assignmentId);
  if (parsed === null) return { ok: false, code: "not_found", message: "Assignment not found." };
  return withUser((user) => saveDraft({ actor: user, assignmentId: parsed, draft }), draft);
}

export async function submitAnnotationAction(
  assignmentId: number,
  annotation: unknown,
  timeSpentMs: number,
): Promise<ActionResult<{ annotationId: number }>> {
  const parsed = parseRowId(assignmentId);
  if (parsed === null) return { ok: false, code: "not_found", message: "Assignment not found." };
  const ms = typeof timeSpentMs === "number" && Number.isFinite(timeSpentMs) ? timeSpentMs : null;
  return withUser(async (user) => {
    const result = await submitAnnotation({
      actor: user,
      assignmentId: parsed,
      annotation,
      timeSpentMs: ms,
    });
    return { annotationId: result.annotationId }; // not the item's status: that would unblind
  }, annotation);
}

export async function skipAssignmentAction(
  assignmentId: number,
  reason: string,
): Promise<ActionResult> {
  const parsed = parseRowId(assignmentId);
  if (parsed === null) return { ok: false, code: "not_found", message: "Assignment not found." };
  return withUser(
    async (user) => {
      await skipAssignment({ actor: user, assignmentId: parsed, input: { reason } });
      return {};
    },
    { reason },
  );
}

export async function releaseAssignmentAction(assignmentId: number): Promise<ActionResult> {
  const parsed = parseRowId(assignmentId);
  if (parsed === null) return { ok: false, code: "not_found", message: "Assignment not found." };
  return withUser(async (user) => {
    await releaseAssignment({ actor: user, assignmentId: parsed });
    return {};
  });
}

/** Whether my assignment is still open, and what I submitted (a stale tab asks on focus, Back and another tab's submit). */
export async function assignmentStateAction(
  assignmentId: number,
): Promise<ActionResult<AssignmentState>> {
  const parsed = parseRowId(assignmentId);
  if (parsed === null) return { ok: false, code: "not_found", message: "Assignment not found." };
  return withUser((user) => getAssignmentState({ actor: user, assignmentId: parsed }));
}
