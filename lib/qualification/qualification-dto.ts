import type { AnnotatorItemDto } from "@/lib/queue/queue-dto";

/**
 * Where the caller stands in the project's round (decision 080). `not_required`: the project has no
 * round, or the caller is no annotator in it; `open`: an attempt runs; `not_started`: none yet;
 * `failed`: the last one failed (`canStart` once a lead allowed another).
 */
export type QualificationStatus =
  "not_required" | "exempt" | "qualified" | "not_started" | "open" | "failed";

export type AttemptDto = {
  number: number;
  answered: number;
  total: number;
  startedAt: string;
  finishedAt: string | null;
  score: number | null;
  passed: boolean | null;
};

export type OwnQualification = {
  status: QualificationStatus;
  canStart: boolean;
  items: number | null;
  pass: number | null;
  attempt: AttemptDto | null;
  /** The next training item of the open attempt. */
  item: AnnotatorItemDto | null;
};

/** After a training answer: the gold beside it, the fields that differ, the adjudicator's rationale. */
export type TrainingFeedback = {
  itemId: number;
  position: number;
  total: number;
  isEqual: boolean;
  differences: string[];
  answer: unknown;
  gold: unknown;
  rationale: string | null;
  attempt: AttemptDto;
};
