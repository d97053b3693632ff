import type { Interval } from "@/lib/agreement/percentile-interval";

/** A figure as a percentage with one decimal ("38.2"), SimpleQA's Table 1 style; null: "—". */
export const percentText = (value: number | null): string =>
  value === null ? "—" : (value * 100).toFixed(1);

/**
 * Half the 95 % interval's width in percentage points ("1.7"), the compact "±" of a table cell;
 * the exact bounds (percentile intervals need not be symmetric) are in the CSV and the cell's title.
 */
export const halfWidthText = (ci: Interval): string | null =>
  ci === null ? null : (((ci[1] - ci[0]) / 2) * 100).toFixed(1);

/** The exact interval in percent: "36.5–39.9". */
export const intervalText = (ci: Interval): string =>
  ci === null ? "" : `${percentText(ci[0])}–${percentText(ci[1])}`;
