/**
 * Gwet's AC1 (Gwet 2008, eq. for two raters) from a k×k count matrix over the declared scale:
 * AC1 = (p_a − p_e) / (1 − p_e), with p_e = Σ_q π_q(1 − π_q) / (k − 1) and π_q = (row_q + col_q) / 2n.
 * Chance agreement shrinks as one category dominates, which is why AC1 stays high where kappa
 * collapses. Null when n = 0 or fewer than two categories are declared (p_e is then undefined).
 */
export function gwetAc1(matrix: readonly (readonly number[])[]): number | null {
  const k = matrix.length;
  let n = 0;
  let agreeing = 0;
  const margins = new Array<number>(k).fill(0);
  for (let i = 0; i < k; i++) {
    for (let j = 0; j < k; j++) {
      n += matrix[i][j];
      margins[i] += matrix[i][j];
      margins[j] += matrix[i][j];
    }
    agreeing += matrix[i][i];
  }
  if (n === 0 || k < 2) return null;
  const pa = agreeing / n;
  const pe = margins.reduce((s, m) => s + (m / (2 * n)) * (1 - m / (2 * n)), 0) / (k - 1);
  // p_e ≤ 1/k < 1 for k ≥ 2, so the denominator is never 0.
  return (pa - pe) / (1 - pe);
}
