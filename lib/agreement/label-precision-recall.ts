import type { ScaleValue } from "./agreement-report-types";

export interface LabelPrJson {
  label: ScaleValue;
  /** Of the items the rater in the columns (the judge) gave this label, the share the reference (rows) gave it too. */
  precision: number | null;
  /** Of the items the reference gave this label, the share the judge gave it too. */
  recall: number | null;
  /** Items the reference gave this label. */
  support: number;
}

/**
 * Accuracy and per-label precision and recall of a confusion matrix whose rows are the reference
 * (y_true) and columns the prediction (y_pred), as sklearn's `accuracy_score` and
 * `precision_recall_fscore_support(average=None, zero_division=np.nan)`: null where a denominator is 0.
 */
export function labelPrecisionRecall(
  labels: readonly ScaleValue[],
  matrix: readonly (readonly number[])[],
): { accuracy: number | null; perLabel: LabelPrJson[] } {
  let n = 0;
  let hits = 0;
  const rows = matrix.map((row) => row.reduce((s, v) => s + v, 0));
  const cols = labels.map((_, j) => matrix.reduce((s, row) => s + row[j], 0));
  matrix.forEach((row, i) => {
    n += rows[i];
    hits += row[i];
  });
  return {
    accuracy: n === 0 ? null : hits / n,
    perLabel: labels.map((label, i) => ({
      label,
      precision: cols[i] === 0 ? null : matrix[i][i] / cols[i],
      recall: rows[i] === 0 ? null : matrix[i][i] / rows[i],
      support: rows[i],
    })),
  };
}
