// One single-choice field of a kind's annotations, as the agreement report reads it.
import type { AnnotationData, ScaleValue } from "./agreement-report-types";

/** A single-choice field compared by Cohen's kappa over its declared scale. */
export interface CategoricalField {
  name: string;
  /** Declared scale; for ordinal fields its order is the rank order (correct > … > incorrect). */
  scale: readonly ScaleValue[];
  isOrdinal: boolean;
  /**
   * Position of the annotation's value on the scale; null when the field does not apply to this
   * annotation (e.g. task_category when not dev_related) or the value is not declared.
   */
  value: (data: AnnotationData) => number | null;
}

export const booleans = [false, true] as const;

/** A field whose value `read` gives, ranked by its position on `scale`. */
export function categoricalField(
  name: string,
  scale: readonly ScaleValue[],
  isOrdinal: boolean,
  read: (d: AnnotationData) => unknown,
): CategoricalField {
  const index = new Map<unknown, number>(scale.map((v, i) => [v, i]));
  return { name, scale, isOrdinal, value: (d) => index.get(read(d)) ?? null };
}

/** A yes/no flag stored under its own name. */
export const flagField = (name: string) => categoricalField(name, booleans, false, (d) => d[name]);
