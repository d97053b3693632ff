// Plain shapes the adjudication layer returns. Annotations carry names only when the project
// shows them to adjudicators.
import type { AnnotatorItemDto } from "@/lib/queue/queue-dto";

export type AdjudicationStatus = "active" | "resolved" | "released";
type AdjudicationChoice = "a" | "b" | "merged";

export type AdjudicationAnnotation = {
  /** "A", "B" (, "C" …) in submission order: A is the first submitted annotation. */
  label: string;
  /** A prior annotation's annotator is the external name it was imported under, with no e-mail (decision 019). */
  annotator: { name: string; email: string | null } | null;
  /** A prior annotation, imported with the item (decision 019). */
  imported: boolean;
  submittedAt: string;
  timeSpentMs: number;
  data: unknown;
};

export type AdjudicationView = {
  adjudicationId: number;
  projectId: number;
  status: AdjudicationStatus;
  leaseExpiresAt: string;
  isLeaseExpired: boolean;
  item: AnnotatorItemDto;
  annotations: AdjudicationAnnotation[];
  /** Every field (notes aside) on which an annotation differs from A's: lib/annotations/differing-fields.ts. */
  differences: string[];
  draft: unknown;
};

export type ResolveResult = {
  adjudicationId: number;
  itemId: number;
  itemStatus: "gold" | "rejected";
  choice: AdjudicationChoice;
  gold: unknown;
};
