import { labelIndex, sortedLabels } from "./label-scale";
import type { Label } from "./label-scale";

export type AlphaLevel = "nominal" | "ordinal" | "interval";

/** One coder's value for one unit; null = missing. */
export type Rating = Label | null;

export interface AlphaOptions {
  level: AlphaLevel;
  /**
   * Value domain; for "ordinal" its order is the rank order. A rating outside it throws (as in the
   * `krippendorff` Python package). Without it: nominal uses the observed values, ordinal and
   * interval sort them (numbers numerically, strings by code point — declare labels for string scales).
   */
  labels?: readonly Label[];
}

function valueDomain(values: readonly Label[], options: AlphaOptions): Label[] {
  if (options.labels !== undefined) {
    const index = labelIndex(options.labels);
    for (const v of values) {
      if (!index.has(v)) throw new RangeError(`Rating outside declared labels: ${String(v)}`);
    }
    return [...options.labels];
  }
  // Nominal distances ignore order, so mixed strings and numbers are allowed there.
  return options.level === "nominal" ? [...new Set(values)] : sortedLabels(values);
}

/** o[c][k]: each unit with m ≥ 2 values adds (count_c · count_k, minus self-pairs) / (m − 1). */
function coincidences(ratings: readonly (readonly Rating[])[], index: Map<Label, number>): number[][] {
  const size = index.size;
  const o = Array.from({ length: size }, () => new Array<number>(size).fill(0));
  const units = ratings[0]?.length ?? 0;
  for (let u = 0; u < units; u++) {
    const counts = new Map<number, number>();
    let m = 0;
    for (const coder of ratings) {
      const v = coder[u];
      if (v === null) continue;
      const c = index.get(v) as number;
      counts.set(c, (counts.get(c) ?? 0) + 1);
      m += 1;
    }
    // A unit coded by fewer than two coders has no pairable values.
    if (m < 2) continue;
    for (const [c, nc] of counts) {
      for (const [k, nk] of counts) {
        o[c][k] += (nc * (c === k ? nk - 1 : nk)) / (m - 1);
      }
    }
  }
  return o;
}

/** Squared distance δ²(c, k) for domain positions c, k given pairable marginals n_g. */
function distanceFn(level: AlphaLevel, domain: readonly Label[], ng: readonly number[]): (c: number, k: number) => number {
  if (level === "nominal") return (c, k) => (c === k ? 0 : 1);
  if (level === "interval") {
    const numeric = domain.map((v) => {
      if (typeof v !== "number") throw new TypeError(`Interval alpha needs numeric values, got "${v}"`);
      return v;
    });
    return (c, k) => (numeric[c] - numeric[k]) ** 2;
  }
  // Krippendorff's ordinal metric: (Σ_{g=c..k} n_g − (n_c + n_k)/2)², via prefix sums of n_g.
  const prefix = [0];
  for (const x of ng) prefix.push(prefix[prefix.length - 1] + x);
  return (c, k) => {
    const lo = Math.min(c, k);
    const hi = Math.max(c, k);
    return (prefix[hi + 1] - prefix[lo] - (ng[c] + ng[k]) / 2) ** 2;
  };
}

/**
 * Krippendorff's alpha for reliability data `ratings[coder][unit]` (every coder row must have the
 * same length): α = 1 − (n − 1)·Σ o_ck δ²_ck / Σ n_c n_k δ²_ck over pairable values.
 * Returns null when there are no pairable values or the expected disagreement is 0.
 */
export function krippendorffAlpha(
  ratings: readonly (readonly Rating[])[],
  options: AlphaOptions,
): number | null {
  const units = ratings[0]?.length ?? 0;
  if (ratings.some((row) => row.length !== units)) {
    throw new RangeError("Every coder must have one rating slot per unit");
  }
  const values = ratings.flatMap((row) => row.filter((v): v is Label => v !== null));
  const domain = valueDomain(values, options);
  const index = labelIndex(domain);
  const o = coincidences(ratings, index);
  const ng = o.map((row) => row.reduce((s, x) => s + x, 0));
  const n = ng.reduce((s, x) => s + x, 0);
  if (n === 0) return null;
  const delta = distanceFn(options.level, domain, ng);
  let observed = 0;
  let expected = 0;
  for (let c = 0; c < domain.length; c++) {
    for (let k = 0; k < domain.length; k++) {
      if (c === k) continue;
      const d = delta(c, k);
      observed += o[c][k] * d;
      expected += ng[c] * ng[k] * d;
    }
  }
  if (expected === 0) return null;
  return 1 - ((n - 1) * observed) / expected;
}
