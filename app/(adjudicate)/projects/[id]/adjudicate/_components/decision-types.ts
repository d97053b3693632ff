// What the adjudication screen's server actions return (types only, safe in client code).
import type { ActionFailure, ActionResult } from "@/lib/actions/action-result";

export type ResolveInput = { choice: "a" | "b" | "merged"; gold?: unknown; rationale: string };

export type DecisionActions = {
  resolve: (
    adjudicationId: number,
    input: ResolveInput,
  ) => Promise<ActionResult<{ itemStatus: string }>>;
  release: (adjudicationId: number) => Promise<ActionResult>;
  claimNext: (projectId: number) => Promise<ActionResult<{ url: string }>>;
  saveDraft: (
    adjudicationId: number,
    draft: unknown,
  ) => Promise<ActionResult<{ leaseExpiresAt: string }>>;
};

export type ClaimFormState = ActionFailure | null;
