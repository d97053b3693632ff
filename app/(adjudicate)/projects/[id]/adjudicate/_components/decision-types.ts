// What the adjudication screen's server actions return (types only, safe in client code).
import type { ErrorCode } from "@/lib/errors";

export type DecisionFailure = {
  ok: false;
  code: ErrorCode | "session";
  message: string;
  /** Field messages keyed like the API's 422 (`choice`, `rationale`, `gold.accuracy`, …). */
  fields?: Record<string, string[]>;
};

export type DecisionResult<T> = ({ ok: true } & T) | DecisionFailure;

export type ResolveInput = { choice: "a" | "b" | "merged"; gold?: unknown; rationale: string };

export type DecisionActions = {
  resolve: (adjudicationId: number, input: ResolveInput) => Promise<DecisionResult<{ itemStatus: string }>>;
  release: (adjudicationId: number) => Promise<DecisionResult<object>>;
  claimNext: (projectId: number) => Promise<DecisionResult<{ url: string }>>;
  saveDraft: (adjudicationId: number, draft: unknown) => Promise<DecisionResult<{ leaseExpiresAt: string }>>;
};

export type ClaimFormState = DecisionFailure | null;
