import { krippendorffAlphas, type Rating } from "./alpha";
import { alphaIntervals } from "./alpha-interval";
import type { AlphaJson, AnnotationData } from "./agreement-report-types";
import type { CategoricalField } from "./categorical-field";

/**
 * Krippendorff's alpha of one field across every human annotation of each unit (item), missing
 * values allowed, with 95 % bootstrap intervals over units (seeded by `seed`). Alpha depends only
 * on the multiset of values within each unit, so rows are annotation slots (1st, 2nd, … annotation
 * of the item) rather than one row per coder: the result is the same as for the coders × units
 * matrix, at a fraction of its size.
 */
export function agreementAlpha(
  field: CategoricalField,
  units: readonly (readonly { data: AnnotationData }[])[],
  seed: string,
): AlphaJson {
  const slots = units.reduce((m, u) => Math.max(m, u.length), 0);
  const ratings: Rating[][] = Array.from({ length: slots }, () =>
    new Array<Rating>(units.length).fill(null),
  );
  const values: number[][] = [];
  for (let u = 0; u < units.length; u++) {
    const unit = units[u];
    const present: number[] = [];
    for (let s = 0; s < unit.length; s++) {
      const v = field.value(unit[s].data);
      ratings[s][u] = v;
      if (v !== null) present.push(v);
    }
    values.push(present);
  }
  const labels = field.scale.map((_, i) => i);
  const levels = field.isOrdinal ? (["nominal", "ordinal"] as const) : (["nominal"] as const);
  const point = krippendorffAlphas(ratings, { labels, levels });
  const ci = alphaIntervals({ units: values, labels, levels, point, seed });
  const json: AlphaJson = { nominal: point.nominal, nominal_ci95: ci.nominal };
  if (field.isOrdinal) {
    json.ordinal = point.ordinal;
    json.ordinal_ci95 = ci.ordinal;
  }
  return json;
}
