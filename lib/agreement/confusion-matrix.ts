import { labelIndex, sortedLabels } from "./label-scale";
import type { Label } from "./label-scale";

/** Counts with rows = annotator A's label and columns = annotator B's label, both in `labels` order. */
export interface ConfusionMatrix {
  labels: Label[];
  matrix: number[][];
}

/**
 * Confusion matrix of two equal-length label vectors, like sklearn's `confusion_matrix(a, b, labels=...)`.
 * With declared `labels`, an item is dropped when either of its two labels is not declared (sklearn
 * semantics); without them the scale is the sorted union of the observed values.
 */
export function confusionMatrix(
  a: readonly Label[],
  b: readonly Label[],
  labels?: readonly Label[],
): ConfusionMatrix {
  if (a.length !== b.length) {
    throw new RangeError(`Label vectors differ in length: ${a.length} vs ${b.length}`);
  }
  if (labels !== undefined && labels.length === 0) {
    throw new RangeError("Declared labels must not be empty");
  }
  const scale = labels === undefined ? sortedLabels([...a, ...b]) : [...labels];
  const index = labelIndex(scale);
  const matrix = scale.map(() => scale.map(() => 0));
  for (let i = 0; i < a.length; i++) {
    const row = index.get(a[i]);
    const col = index.get(b[i]);
    if (row === undefined || col === undefined) continue;
    matrix[row][col] += 1;
  }
  return { labels: scale, matrix };
}

/** Each row divided by its total (share of A's label going to each B label); zero-total rows stay zeros. */
export function normalizeRows(matrix: readonly (readonly number[])[]): number[][] {
  return matrix.map((row) => {
    const total = row.reduce((s, v) => s + v, 0);
    return row.map((v) => (total === 0 ? 0 : v / total));
  });
}

/** Each column divided by its total; zero-total columns stay zeros (like sklearn `normalize="pred"`). */
export function normalizeColumns(matrix: readonly (readonly number[])[]): number[][] {
  const totals = (matrix[0] ?? []).map((_, j) => matrix.reduce((s, row) => s + row[j], 0));
  return matrix.map((row) => row.map((v, j) => (totals[j] === 0 ? 0 : v / totals[j])));
}
