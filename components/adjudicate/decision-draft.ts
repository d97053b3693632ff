// The adjudicator's decision in progress as autosave keeps it: on the server as
// `{choice, gold, rationale, saved_at}` (PUT /adjudications/{id}/draft), in the browser as the
// autosave envelope. `gold` is the merged copy's form (any JSON until the decision is recorded).
import type { DraftCodec } from "@/components/annotate/use-draft";
import type { ItemKind } from "@/lib/items/item-kinds";
import { restoreMerge } from "./merge-copy";

export type Choice = "a" | "b" | "merged";
export type DecisionDraft = { choice: Choice | null; gold: unknown; rationale: string };

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

export const decisionStorageKey = (adjudicationId: number) =>
  `accord.adjudication-draft.${adjudicationId}`;

export const decisionCodec: DraftCodec = {
  toServer: (e) => ({ ...(e.form as DecisionDraft), saved_at: e.savedAt }),
  fromServer: (raw) =>
    isRecord(raw) && "choice" in raw
      ? {
          v: 1,
          form: raw,
          activeMs: 0,
          savedAt: typeof raw.saved_at === "number" ? raw.saved_at : 0,
        }
      : null,
};

/** Any stored draft (or none) as a decision; a merged copy is restored as the kind's form. */
export function parseDecision(kind: ItemKind, raw: unknown): DecisionDraft {
  const r = isRecord(raw) ? raw : {};
  const choice = r.choice === "a" || r.choice === "b" || r.choice === "merged" ? r.choice : null;
  const gold = r.gold === undefined || r.gold === null ? null : restoreMerge(kind, r.gold);
  return {
    choice: choice === "merged" && gold === null ? null : choice,
    gold,
    rationale: typeof r.rationale === "string" ? r.rationale : "",
  };
}
