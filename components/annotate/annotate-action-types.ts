// What the annotation screen's server actions return (types only, safe in client code). The
// actions live in app/(annotate)/projects/[id]/annotate/actions.ts and reach the client
// components as props.
import type { ErrorCode } from "@/lib/errors";

export type AnnotateFailure = {
  ok: false;
  /** "session" when the sign-in ended; otherwise the AppError code ("internal" for anything else). */
  code: ErrorCode | "session";
  message: string;
  /** Field messages keyed by the annotation's dotted path ("citations", "functionalities.0.abstractive"). */
  fields?: Record<string, string[]>;
};

export type AnnotateResult<T> = ({ ok: true } & T) | AnnotateFailure;

export type ClaimNextAction = (projectId: number) => Promise<AnnotateResult<{ url: string; isDone: boolean }>>;
export type SaveDraftAction = (assignmentId: number, draft: unknown) => Promise<AnnotateResult<{ leaseExpiresAt: string }>>;
export type SubmitAction = (assignmentId: number, annotation: unknown, timeSpentMs: number) => Promise<AnnotateResult<{ annotationId: number }>>;
export type SkipAction = (assignmentId: number, reason: string) => Promise<AnnotateResult<object>>;
export type ReleaseAction = (assignmentId: number) => Promise<AnnotateResult<object>>;
/** The assignment's status now and, once submitted, the caller's own annotation. */
export type AssignmentStateAction = (assignmentId: number) => Promise<AnnotateResult<{ status: "active" | "submitted" | "released" | "skipped"; annotation: unknown }>>;

export type AnnotateActions = {
  claimNext: ClaimNextAction;
  saveDraft: SaveDraftAction;
  submit: SubmitAction;
  skip: SkipAction;
  release: ReleaseAction;
  state: AssignmentStateAction;
};

/** For `<form action>` with useActionState: null until a claim fails (success redirects). */
export type ClaimFormState = AnnotateFailure | null;
