/** The minimum a kappa block needs for the "why undefined" text. */
export interface KappaStats {
  n: number;
  observed: number | null;
  expected: number | null;
  kappa: number | null;
  /** Binary error codes only: share of ratings that carry the code. */
  prevalence?: number | null;
}

/** Why kappa is undefined: a key of the `agreement.undefined` catalogue (full and short texts). */
export type UndefinedReason =
  "noItems" | "codeUnused" | "codeAlways" | "oneLabel" | "notComputable";

/**
 * Why kappa is undefined (JSON null), for the lead; null when kappa is defined.
 * κ = (pₒ − pₑ) / (1 − pₑ) has no value when pₑ = 1, which happens when both raters used one
 * and the same label on every item, or when there is nothing to compare.
 */
export function undefinedReason(stats: KappaStats): UndefinedReason | null {
  if (stats.kappa !== null && Number.isFinite(stats.kappa)) return null;
  if (stats.n === 0) return "noItems";
  if (stats.expected === 1) {
    if (stats.prevalence === 0) return "codeUnused";
    if (stats.prevalence === 1) return "codeAlways";
    return "oneLabel";
  }
  return "notComputable";
}

export interface KappaBand {
  /** Its name's key in the `agreement.bands` catalogue. */
  label: "worseThanChance" | "slight" | "fair" | "moderate" | "substantial" | "almostPerfect";
  /** Tailwind classes of the chip shown beside a kappa. */
  tone: string;
}

// Landis & Koch (1977): a convention for reading kappa, not a statistical test.
const bands: { below: number; band: KappaBand }[] = [
  { below: 0, band: { label: "worseThanChance", tone: "bg-red-100 text-red-800" } },
  { below: 0.2, band: { label: "slight", tone: "bg-orange-100 text-orange-800" } },
  { below: 0.4, band: { label: "fair", tone: "bg-amber-100 text-amber-800" } },
  { below: 0.6, band: { label: "moderate", tone: "bg-yellow-100 text-yellow-800" } },
  { below: 0.8, band: { label: "substantial", tone: "bg-lime-100 text-lime-800" } },
  {
    below: Number.POSITIVE_INFINITY,
    band: { label: "almostPerfect", tone: "bg-emerald-100 text-emerald-800" },
  },
];

/** The Landis & Koch band of a kappa (bounds: 0.2 is still slight, above it fair); null when undefined. */
export function kappaBand(kappa: number | null | undefined): KappaBand | null {
  if (kappa === null || kappa === undefined || !Number.isFinite(kappa)) return null;
  return (
    bands.find((b) => kappa <= b.below && !(b.below === 0 && kappa === 0)) ??
    bands[bands.length - 1]
  ).band;
}

/** The bands as legend rows, e.g. "0.21–0.40 fair" (ranges in toFixed form: the page localises them). */
export const kappaLegend: { range: string; band: KappaBand }[] = [
  { range: "< 0", band: bands[0].band },
  { range: "0.00–0.20", band: bands[1].band },
  { range: "0.21–0.40", band: bands[2].band },
  { range: "0.41–0.60", band: bands[3].band },
  { range: "0.61–0.80", band: bands[4].band },
  { range: "0.81–1.00", band: bands[5].band },
];
