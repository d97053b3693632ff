import type { KappaJson } from "@/lib/agreement/agreement-report-types";
import { scaleLabel } from "./format";

/** Observed agreement from which a low kappa needs explaining, and "low" (Landis & Koch's fair and below). */
const HIGH_OBSERVED = 0.75;
const LOW_KAPPA = 0.4;
/** One label this common makes chance agreement high (both raters "agree" on it by chance). */
const DOMINANT_SHARE = 0.7;

/** A low or undefined kappa explained by prevalence; the page words it (`agreement.prevalence`). */
export interface PrevalenceNote {
  kappa: "undefined" | "low";
  /** The dominant label's share of all labels, in whole percent. */
  percent: number;
  label: string;
  ac1: number | null;
}

/**
 * Why kappa is low (or undefined) although the raters mostly agree: one label dominates, so
 * chance agreement pₑ is near pₒ (the prevalence paradox; Feinstein & Cicchetti 1990). Names the
 * label and its share of all 2n labels, and gives AC1, which is robust to it. Null when kappa is
 * not low, agreement is not high, or no label dominates (then the low kappa means disagreement).
 */
export function prevalenceNote(field: KappaJson): PrevalenceNote | null {
  const { observed, kappa, confusion } = field;
  if (
    observed === null ||
    observed < HIGH_OBSERVED ||
    (kappa !== null && kappa >= LOW_KAPPA) ||
    !confusion
  )
    return null;
  const { labels, matrix } = confusion;
  const n = field.n;
  if (n === 0) return null;
  const shares = labels.map(
    (_, q) =>
      (matrix[q].reduce((s, v) => s + v, 0) + matrix.reduce((s, row) => s + row[q], 0)) / (2 * n),
  );
  const top = shares.indexOf(Math.max(...shares));
  if (shares[top] < DOMINANT_SHARE) return null;
  return {
    kappa: kappa === null ? "undefined" : "low",
    percent: Math.round(shares[top] * 100),
    label: scaleLabel(labels[top]),
    ac1: field.ac1,
  };
}
