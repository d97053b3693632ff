import { confusionMatrix } from "./confusion-matrix";
import type { ConfusionMatrix } from "./confusion-matrix";
import type { Label } from "./label-scale";

export type KappaWeights = "linear" | "quadratic";

export interface KappaOptions {
  /** In weight order; items with an undeclared label are dropped, as sklearn's `labels=` does. */
  labels?: readonly Label[];
  weights?: KappaWeights;
}

export interface KappaStatsOptions {
  labels?: readonly Label[];
  ordinal?: boolean;
}

export interface KappaStats {
  n: number;
  /** Unweighted observed agreement proportion p_o; null when n = 0. */
  observed: number | null;
  /** Unweighted chance agreement p_e = Σ row_i·col_i / n²; null when n = 0. */
  expected: number | null;
  kappa: number | null;
  kappaLinear?: number | null;
  kappaQuadratic?: number | null;
  confusion: ConfusionMatrix;
}

/** Disagreement weight of scale positions i, j; like sklearn it uses index distance, not label values. */
function disagreementWeight(i: number, j: number, weights: KappaWeights | undefined): number {
  if (weights === undefined) return i === j ? 0 : 1;
  const d = Math.abs(i - j);
  return weights === "linear" ? d : d * d;
}

function sum(values: readonly number[]): number {
  return values.reduce((s, v) => s + v, 0);
}

/** On integer counts, so that an expected disagreement of 0 (κ undefined: null) is exact. */
export function kappaFromConfusion(
  matrix: readonly (readonly number[])[],
  weights?: KappaWeights,
): number | null {
  const rows = matrix.map((row) => sum(row));
  const cols = matrix.map((_, j) => sum(matrix.map((row) => row[j])));
  const n = sum(rows);
  if (n === 0) return null;
  let observed = 0;
  let expected = 0;
  for (let i = 0; i < matrix.length; i++) {
    for (let j = 0; j < matrix.length; j++) {
      const w = disagreementWeight(i, j, weights);
      observed += w * matrix[i][j];
      expected += w * rows[i] * cols[j];
    }
  }
  if (expected === 0) return null;
  return 1 - (n * observed) / expected;
}

/** Equals sklearn's `cohen_kappa_score` (null for its NaN, and where it raises on no items). */
export function cohenKappa(
  a: readonly Label[],
  b: readonly Label[],
  options: KappaOptions = {},
): number | null {
  const { matrix } = confusionMatrix(a, b, options.labels);
  return kappaFromConfusion(matrix, options.weights);
}

export function kappaStats(
  a: readonly Label[],
  b: readonly Label[],
  options: KappaStatsOptions = {},
): KappaStats {
  const confusion = confusionMatrix(a, b, options.labels);
  const { matrix } = confusion;
  const rows = matrix.map((row) => sum(row));
  const cols = matrix.map((_, j) => sum(matrix.map((row) => row[j])));
  const n = sum(rows);
  const agreeing = sum(matrix.map((row, i) => row[i]));
  const chance = sum(rows.map((r, i) => r * cols[i]));
  const stats: KappaStats = {
    n,
    observed: n === 0 ? null : agreeing / n,
    expected: n === 0 ? null : chance / (n * n),
    kappa: kappaFromConfusion(matrix),
    confusion,
  };
  if (options.ordinal === true) {
    stats.kappaLinear = kappaFromConfusion(matrix, "linear");
    stats.kappaQuadratic = kappaFromConfusion(matrix, "quadratic");
  }
  return stats;
}
