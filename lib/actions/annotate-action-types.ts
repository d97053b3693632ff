// What the annotation screen's server actions are (types only, safe in client code). The
// actions live in app/(annotate)/projects/[id]/annotate/actions.ts and reach the client
// components as props.
import type { ActionFailure, ActionResult } from "./action-result";

type ClaimNextAction = (
  projectId: number,
) => Promise<ActionResult<{ url: string; isDone: boolean }>>;
type SaveDraftAction = (
  assignmentId: number,
  draft: unknown,
) => Promise<ActionResult<{ leaseExpiresAt: string }>>;
type SubmitAction = (
  assignmentId: number,
  annotation: unknown,
  timeSpentMs: number,
) => Promise<ActionResult<{ annotationId: number }>>;
type SkipAction = (assignmentId: number, reason: string) => Promise<ActionResult>;
type ReleaseAction = (assignmentId: number) => Promise<ActionResult>;
/** Prefetch (decision 050): claims the item one ahead of `aheadOf` (the caller's claim on screen); null when none is left. */
export type PrefetchAction = (
  projectId: number,
  aheadOf: number,
) => Promise<ActionResult<{ ahead: { assignmentId: number; url: string } | null }>>;
/** The assignment's status now and, once submitted, the caller's own annotation. */
export type AssignmentStateAction = (
  assignmentId: number,
) => Promise<
  ActionResult<{ status: "active" | "submitted" | "released" | "skipped"; annotation: unknown }>
>;

export type AnnotateActions = {
  claimNext: ClaimNextAction;
  saveDraft: SaveDraftAction;
  submit: SubmitAction;
  skip: SkipAction;
  release: ReleaseAction;
  state: AssignmentStateAction;
  prefetch?: PrefetchAction;
};

/** For `<form action>` with useActionState: null until a claim fails (success redirects). */
export type ClaimFormState = ActionFailure | null;
