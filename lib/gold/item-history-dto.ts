// What a lead sees of one item's life: every annotation with its author, every adjudication,
// the gold record, validation ratings, the answers it got as a check item and the audit trail.
// `guidelineVersion`: the guideline version a record was made under (SPEC §2); an
// adjudication's is its resolve's (1 while it is not resolved).
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
    guidelineVersion: number;
  }[];
  adjudications: {
    id: number;
    adjudicator: Person;
    status: string;
    claimedAt: string;
    resolvedAt: string | null;
    choice: string | null;
    rationale: string | null;
    guidelineVersion: number;
  }[];
  gold: {
    source: string;
    data: unknown;
    updatedAt: string;
    updatedBy: Person | null;
    guidelineVersion: number;
  } | null;
  validation: {
    validator: Person;
    rating: number;
    notes: string;
    createdAt: string;
    guidelineVersion: number;
  }[];
  /** Answers to the item as a check item (decision 025), scored against its gold: 1 right, 0 wrong, null not scored (no gold then). */
  checkAnswers: {
    id: number;
    annotator: Person;
    submittedAt: string;
    timeSpentMs: number;
    score: number | null;
    data: unknown;
  }[];
  events: {
    id: string;
    at: string;
    actor: Person | null;
    action: string;
    before: unknown;
    after: unknown;
  }[];
};
