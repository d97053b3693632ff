import { normalizeColumns, normalizeRows } from "./confusion-matrix";
import { gwetAc1 } from "./gwet-ac1";
import { itemsForHalfWidth } from "./items-for-half-width";
import { kappaStats } from "./kappa";
import { kappaIntervals } from "./kappa-interval";
import { pabak } from "./pabak";
import type { AnnotationData, KappaJson } from "./agreement-report-types";
import type { CategoricalField } from "./categorical-field";

export type Detail = "full" | "summary";
export type DataPair = readonly [AnnotationData, AnnotationData];

/** The two raters' scale positions on the pairs where the field applies to both. */
function fieldVectors(
  field: CategoricalField,
  pairs: readonly DataPair[],
): { a: number[]; b: number[] } {
  const a: number[] = [];
  const b: number[] = [];
  for (const [x, y] of pairs) {
    const va = field.value(x);
    const vb = field.value(y);
    if (va === null || vb === null) continue;
    a.push(va);
    b.push(vb);
  }
  return { a, b };
}

/**
 * Kappa block of one categorical field over the declared scale, with its bootstrap interval
 * (seeded by `seed`), AC1, PABAK and the sample-size hint; weighted kappas (and their intervals)
 * only for ordinal fields, the confusion matrix only in full detail. `kappa` is null when expected
 * agreement is 1.
 */
export function categoricalAgreement(
  field: CategoricalField,
  pairs: readonly DataPair[],
  detail: Detail,
  seed: string,
): KappaJson {
  const { a, b } = fieldVectors(field, pairs);
  const stats = kappaStats(a, b, {
    labels: field.scale.map((_, i) => i),
    ordinal: field.isOrdinal,
  });
  const { matrix } = stats.confusion;
  const ci = kappaIntervals({ matrix, seed, ordinal: field.isOrdinal });
  const json: KappaJson = {
    n: stats.n,
    observed: stats.observed,
    expected: stats.expected,
    kappa: stats.kappa,
    ci95: ci.ci95,
    ac1: gwetAc1(matrix),
    pabak: pabak(stats.observed, field.scale.length),
    items_for_half_width_0_1: itemsForHalfWidth({ n: stats.n, ci95: ci.ci95 }),
  };
  if (field.isOrdinal) {
    json.kappa_linear = stats.kappaLinear ?? null;
    json.kappa_quadratic = stats.kappaQuadratic ?? null;
    json.ci95_linear = ci.ci95Linear ?? null;
    json.ci95_quadratic = ci.ci95Quadratic ?? null;
  }
  if (detail === "full") {
    json.confusion = {
      labels: [...field.scale],
      matrix,
      row_normalized: normalizeRows(matrix),
      column_normalized: normalizeColumns(matrix),
    };
  }
  return json;
}
