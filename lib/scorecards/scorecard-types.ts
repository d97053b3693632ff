// The annotator scorecards of SPEC §4: one card per member and per external annotator.
import type { KappaJson } from "@/lib/agreement/agreement-report-types";
import type { ItemKind } from "@/lib/items/item-kinds";

/** Kappa blocks keyed by the kind's categorical field names (`accuracy`, `dev_related`, …). */
export type FieldKappas = Record<string, KappaJson>;

export interface PeerAgreement {
  /** The peer's e-mail, or the external annotator's name as imported. */
  annotator: string;
  isExternal: boolean;
  n: number;
  fields: FieldKappas;
}

export interface RaterFigures {
  /** `user:<id>` or `external:<name>`: unique within the project. */
  key: string;
  userId: number | null;
  email: string | null;
  name: string;
  role: string | null;
  isActive: boolean;
  isExternal: boolean;
  submitted: number;
  skipped: number;
  inProgress: number;
  /** Seconds per submitted item (the clamped time spent); null without submissions or for external annotators. */
  medianSeconds: number | null;
  p90Seconds: number | null;
}

export interface LanguageScorecard {
  submitted: number;
  peers: { n: number; fields: FieldKappas };
  gold: { n: number; equal: number; share: number | null; fields: FieldKappas };
  adjudication: { disagreements: number; overruled: number; share: number | null };
}

export interface Scorecard extends RaterFigures {
  lastActivityAt: string | null;
  /** Pooled over every item they share with any peer: their label against each co-annotator's. */
  peers: { n: number; fields: FieldKappas; byPeer: PeerAgreement[] };
  /** Their annotations against the item's final gold: share equal on the kind's decisive fields, and kappa per field. */
  gold: { n: number; equal: number; share: number | null; fields: FieldKappas };
  adjudication: { disagreements: number; overruled: number; share: number | null };
  checks: { n: number; meanScore: number | null; paused: PauseJson | null };
  /** The qualification round (decision 080); null for external annotators. */
  qualification: QualificationJson | null;
  /** Empty when the report is filtered to one language. */
  byLanguage: Record<string, LanguageScorecard>;
}

export interface QualificationJson {
  status: string;
  /** The latest finished attempt's share equal to gold. */
  score: number | null;
  attempts: number;
}

export interface PauseJson {
  reason: string;
  at: string;
}

export interface ScorecardReport {
  projectId: number;
  kind: ItemKind;
  fieldNames: string[];
  language: string | null;
  languages: string[];
  annotators: Scorecard[];
}
