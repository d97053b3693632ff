import { krippendorffAlphas, type Rating } from "./alpha";
import type { AlphaJson, AnnotationData } from "./agreement-report-types";
import type { CategoricalField } from "./categorical-fields";

/**
 * Krippendorff's alpha of one field across every human annotation of each unit (item), missing
 * values allowed. Alpha depends only on the multiset of values within each unit, so rows are
 * annotation slots (1st, 2nd, … annotation of the item) rather than one row per coder: the result
 * is the same as for the coders × units matrix, at a fraction of its size.
 */
export function agreementAlpha(field: CategoricalField, units: readonly (readonly { data: AnnotationData }[])[]): AlphaJson {
  const slots = units.reduce((m, u) => Math.max(m, u.length), 0);
  const ratings: Rating[][] = Array.from({ length: slots }, () => new Array<Rating>(units.length).fill(null));
  for (let u = 0; u < units.length; u++) {
    const unit = units[u];
    for (let s = 0; s < unit.length; s++) ratings[s][u] = field.value(unit[s].data);
  }
  const labels = field.scale.map((_, i) => i);
  if (!field.isOrdinal) return krippendorffAlphas(ratings, { labels, levels: ["nominal"] });
  return krippendorffAlphas(ratings, { labels, levels: ["nominal", "ordinal"] });
}
