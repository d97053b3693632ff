// What a lead sees of one item's life: every annotation with its author, every adjudication,
// the gold record, validation ratings and the audit trail.
export type Person = { name: string; email: string };

export type ItemHistory = {
  itemId: number;
  projectId: number;
  status: string;
  annotations: {
    id: number;
    annotator: Person | null;
    machineAnnotator: string | null;
    externalAnnotator: string | null;
    submittedAt: string;
    timeSpentMs: number;
    data: unknown;
  }[];
  adjudications: { id: number; adjudicator: Person; status: string; claimedAt: string; resolvedAt: string | null; choice: string | null; rationale: string | null }[];
  gold: { source: string; data: unknown; updatedAt: string; updatedBy: Person | null } | null;
  validation: { validator: Person; rating: number; notes: string; createdAt: string }[];
  events: { id: string; at: string; actor: Person | null; action: string; before: unknown; after: unknown }[];
};
