/** Shading of one heatmap cell: background colour and whether the number needs light text. */
export interface HeatCell {
  background: string;
  isDark: boolean;
}

// From white to indigo-700 (#4338ca) in sRGB; plain interpolation is enough for a 3×3 to 10×10 grid.
const LIGHT = [255, 255, 255];
const DARK = [67, 56, 202];

/** WCAG relative luminance of an sRGB colour. */
function luminance(rgb: number[]): number {
  const [r, g, b] = rgb.map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * Below this luminance white text has ≥ 4.57:1, above it black text has ≥ 4.6:1: every shade
 * has AA contrast with one of them (a switch at mid-scale gave white on 2.8:1; issue #40).
 */
const WHITE_TEXT_BELOW = 0.18;

/**
 * Shade for `value` on a 0…max scale (max = the largest count, or 1 for shares). Zero stays
 * white, so empty cells read as empty; `isDark`: the text must be white, else black.
 */
export function heatCell(value: number, max: number): HeatCell {
  const t = max > 0 && Number.isFinite(value) ? Math.min(1, Math.max(0, value / max)) : 0;
  const rgb = LIGHT.map((l, i) => Math.round(l + (DARK[i] - l) * t));
  return { background: `rgb(${rgb.join(", ")})`, isDark: luminance(rgb) < WHITE_TEXT_BELOW };
}

/** The largest finite value of a matrix (0 when empty). */
export function matrixMax(matrix: readonly (readonly number[])[]): number {
  return matrix.reduce(
    (m, row) => row.reduce((r, v) => (Number.isFinite(v) && v > r ? v : r), m),
    0,
  );
}
