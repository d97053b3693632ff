/** A category label as stored by annotators: a string or a (finite or infinite, non-NaN) number. */
export type Label = string | number;

/** Orders strings by Unicode code point, like NumPy's `np.unique` on `str` arrays (not UTF-16 units). */
export function compareCodePoints(x: string, y: string): number {
  const xs = Array.from(x);
  const ys = Array.from(y);
  const len = Math.min(xs.length, ys.length);
  for (let i = 0; i < len; i++) {
    const cx = xs[i].codePointAt(0) ?? 0;
    const cy = ys[i].codePointAt(0) ?? 0;
    if (cx !== cy) return cx - cy;
  }
  return xs.length - ys.length;
}

function assertValidLabel(value: Label): void {
  if (typeof value === "number" && Number.isNaN(value)) {
    throw new RangeError("NaN is not a valid label");
  }
}

/**
 * The sorted union of observed values, mirroring scikit-learn's `unique_labels`:
 * numbers ascend numerically, strings by code point, and mixing strings with numbers
 * throws (sklearn: "Mix of label input types (string and number)").
 * Labels are compared with SameValueZero, so `1` and `"1"` are different labels.
 */
export function sortedLabels(values: Iterable<Label>): Label[] {
  const unique = new Set<Label>();
  for (const v of values) {
    assertValidLabel(v);
    unique.add(v);
  }
  const all = [...unique];
  const numbers = all.filter((v): v is number => typeof v === "number");
  const strings = all.filter((v): v is string => typeof v === "string");
  if (numbers.length > 0 && strings.length > 0) {
    throw new TypeError(
      "Mix of label input types (string and number); declare `labels` explicitly",
    );
  }
  if (numbers.length > 0) return numbers.sort((x, y) => x - y);
  return strings.sort(compareCodePoints);
}

/** Index lookup for a declared scale; duplicate or NaN declared labels throw. */
export function labelIndex(labels: readonly Label[]): Map<Label, number> {
  const index = new Map<Label, number>();
  labels.forEach((label, i) => {
    assertValidLabel(label);
    if (index.has(label)) throw new RangeError(`Duplicate declared label: ${String(label)}`);
    index.set(label, i);
  });
  return index;
}
