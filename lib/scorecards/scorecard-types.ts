// The annotator scorecards of SPEC §4 (GET /api/v1/projects/{id}/annotators): one card per member
// and per prior annotations' external annotator. camelCase here; the API serves it snake_case.
import type { KappaJson } from "@/lib/agreement/agreement-report-types";
import type { ItemKind } from "@/lib/items/item-kinds";

/** Kappa blocks keyed by the kind's categorical field names (`accuracy`, `dev_related`, …). */
export type FieldKappas = Record<string, KappaJson>;

export interface PeerAgreement {
  /** The peer's e-mail, or the external annotator's name as imported. */
  annotator: string;
  isExternal: boolean;
  /** Items both annotated. */
  n: number;
  fields: FieldKappas;
}

/** Who a card is about and what SQL aggregated for them (lib/scorecards/load-scorecard-input.ts). */
export interface RaterFigures {
  /** `user:<id>` or `external:<name>`: unique within the project. */
  key: string;
  userId: number | null;
  email: string | null;
  name: string;
  /** Project role; null for an external annotator or a user who is no longer a member. */
  role: string | null;
  isActive: boolean;
  /** A prior annotations' external annotator (decision 019), not an account. */
  isExternal: boolean;
  submitted: number;
  skipped: number;
  /** Items they hold claimed now (an unexpired lease): their work in progress. */
  inProgress: number;
  /** Seconds per submitted item (the clamped time spent); null without submissions or for external annotators. */
  medianSeconds: number | null;
  p90Seconds: number | null;
}

/** The figures of a card that come from the items, over the items of one language. */
export interface LanguageScorecard {
  /** Their annotations on items in this language. */
  submitted: number;
  peers: { n: number; fields: FieldKappas };
  gold: { n: number; equal: number; share: number | null; fields: FieldKappas };
  adjudication: { disagreements: number; overruled: number; share: number | null };
}

export interface Scorecard extends RaterFigures {
  /** ISO time of their last claim, draft, skip or submission; null when none. */
  lastActivityAt: string | null;
  /** Pooled over every item they share with any peer: their label against each co-annotator's. */
  peers: { n: number; fields: FieldKappas; byPeer: PeerAgreement[] };
  /** Their annotations against the item's final gold: share equal on the kind's decisive fields, and kappa per field. */
  gold: { n: number; equal: number; share: number | null; fields: FieldKappas };
  /** Their items that were adjudicated, and those where the adjudicator took another annotation. */
  adjudication: { disagreements: number; overruled: number; share: number | null };
  /** Check items served to them (part of #15): count, mean score and whether they are paused. */
  checks: { n: number; meanScore: number | null; paused: PauseJson | null };
  /**
   * The item figures per item language (code-point order), for the languages they annotated in;
   * empty when the report is filtered to one language (it is then that language's figures).
   */
  byLanguage: Record<string, LanguageScorecard>;
}

export interface PauseJson {
  reason: string;
  at: string;
}

export interface ScorecardReport {
  projectId: number;
  kind: ItemKind;
  /** The categorical fields each `fields` map is keyed by, in report order. */
  fieldNames: string[];
  /** The language the report is filtered to (`?language=`), or null for all of them. */
  language: string | null;
  /** The languages of the project's items, for the selector (code-point order). */
  languages: string[];
  annotators: Scorecard[];
}
