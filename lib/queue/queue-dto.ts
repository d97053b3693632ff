// Plain shapes the queue returns. Nothing here may carry another person's annotation or draft.
import type { ItemFields } from "@/lib/items/item-dto";
import type { ItemKind } from "@/lib/items/item-kinds";

/** An item as an annotator sees it: its content, without status, counts, anyone's labels or the
 * lab's `meta` (which may hold hints such as expected errors). */
export type AnnotatorItemDto = {
  id: number;
  projectId: number;
  kind: ItemKind;
  externalId: string;
  language: string | null;
  fields: ItemFields;
};

export type QueueProgress = {
  mine: { submitted: number; skipped: number };
  project: { items: number; done: number; annotationsNeeded: number; annotationsSubmitted: number };
};

export type AssignmentStatus = "active" | "submitted" | "released" | "skipped";

/** The owner's view of one assignment: enough to (re)open the annotation screen. */
export type AssignmentView = {
  assignmentId: number;
  status: AssignmentStatus;
  item: AnnotatorItemDto;
  leaseExpiresAt: string;
  isLeaseExpired: boolean;
  draft: unknown;
};

export type ClaimResult = {
  assignmentId: number;
  item: AnnotatorItemDto;
  leaseExpiresAt: string;
  draft: unknown;
  progress: QueueProgress;
};

export type SubmitResult = { annotationId: number; itemStatus: string };
