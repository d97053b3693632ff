/** Shading of one heatmap cell: background colour and whether the number needs light text. */
export interface HeatCell {
  background: string;
  isDark: boolean;
}

// From white to indigo-700 (#4338ca) in sRGB; plain interpolation is enough for a 3×3 to 10×10 grid.
const LIGHT = [255, 255, 255];
const DARK = [67, 56, 202];

/**
 * Shade for `value` on a 0…max scale (max = the largest count, or 1 for shares). Zero stays
 * white, so empty cells read as empty; numbers switch to white text past mid-scale for contrast.
 */
export function heatCell(value: number, max: number): HeatCell {
  const t = max > 0 && Number.isFinite(value) ? Math.min(1, Math.max(0, value / max)) : 0;
  const rgb = LIGHT.map((l, i) => Math.round(l + (DARK[i] - l) * t));
  return { background: `rgb(${rgb.join(", ")})`, isDark: t > 0.55 };
}

/** The largest finite value of a matrix (0 when empty). */
export function matrixMax(matrix: readonly (readonly number[])[]): number {
  return matrix.reduce(
    (m, row) => row.reduce((r, v) => (Number.isFinite(v) && v > r ? v : r), m),
    0,
  );
}
