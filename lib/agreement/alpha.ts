import { labelIndex, sortedLabels } from "./label-scale";
import type { Label } from "./label-scale";

export type AlphaLevel = "nominal" | "ordinal" | "interval";

export type Rating = Label | null;

export interface AlphaOptions {
  level: AlphaLevel;
  /** Ordinal: in rank order. A rating outside it throws, as in the `krippendorff` package. */
  labels?: readonly Label[];
}

function valueDomain(ratings: readonly (readonly Rating[])[], options: AlphaOptions): Label[] {
  if (options.labels !== undefined) return [...options.labels];
  const values = ratings.flatMap((row) => row.filter((v): v is Label => v !== null));
  // Nominal distances ignore order, so mixed strings and numbers are allowed there.
  return options.level === "nominal" ? [...new Set(values)] : sortedLabels(values);
}

/** Counted in integers per m and divided once at the end, so two-coder data sums exactly. */
function coincidences(
  ratings: readonly (readonly Rating[])[],
  index: Map<Label, number>,
): number[][] {
  const size = index.size;
  const units = ratings[0]?.length ?? 0;
  const pairsByM = new Map<number, Float64Array>();
  const values = new Int32Array(ratings.length);
  for (let u = 0; u < units; u++) {
    let m = 0;
    for (let r = 0; r < ratings.length; r++) {
      const v = ratings[r][u];
      if (v === null) continue;
      const c = index.get(v);
      if (c === undefined) throw new RangeError(`Rating outside declared labels: ${String(v)}`);
      values[m++] = c;
    }
    if (m < 2) continue;
    let pairs = pairsByM.get(m);
    if (pairs === undefined) pairsByM.set(m, (pairs = new Float64Array(size * size)));
    for (let i = 0; i < m; i++) {
      for (let j = 0; j < m; j++) if (i !== j) pairs[values[i] * size + values[j]] += 1;
    }
  }
  const o = Array.from({ length: size }, () => new Array<number>(size).fill(0));
  for (const [m, pairs] of pairsByM) {
    for (let c = 0; c < size; c++)
      for (let k = 0; k < size; k++) o[c][k] += pairs[c * size + k] / (m - 1);
  }
  return o;
}

/** Squared distance δ²(c, k) for domain positions c, k given pairable marginals n_g. */
function distanceFn(
  level: AlphaLevel,
  domain: readonly Label[],
  ng: readonly number[],
): (c: number, k: number) => number {
  if (level === "nominal") return (c, k) => (c === k ? 0 : 1);
  if (level === "interval") {
    const numeric = domain.map((v) => {
      if (typeof v !== "number")
        throw new TypeError(`Interval alpha needs numeric values, got "${v}"`);
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

/** Alpha at one level from the coincidence matrix over `domain`; null without pairable values or expected disagreement. */
export function alphaFromCoincidences(
  o: readonly (readonly number[])[],
  level: AlphaLevel,
  domain: readonly Label[],
): number | null {
  const ng = o.map((row) => row.reduce((s, x) => s + x, 0));
  const n = ng.reduce((s, x) => s + x, 0);
  if (n === 0) return null;
  const delta = distanceFn(level, domain, ng);
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

function checkShape(ratings: readonly (readonly Rating[])[]): void {
  const units = ratings[0]?.length ?? 0;
  if (ratings.some((row) => row.length !== units)) {
    throw new RangeError("Every coder must have one rating slot per unit");
  }
}

/** Krippendorff's alpha of `ratings[coder][unit]`; null without expected disagreement. */
export function krippendorffAlpha(
  ratings: readonly (readonly Rating[])[],
  options: AlphaOptions,
): number | null {
  checkShape(ratings);
  const domain = valueDomain(ratings, options);
  return alphaFromCoincidences(coincidences(ratings, labelIndex(domain)), options.level, domain);
}

/** Several levels over one scale, counting the coincidences once. */
export function krippendorffAlphas<L extends AlphaLevel>(
  ratings: readonly (readonly Rating[])[],
  options: { labels: readonly Label[]; levels: readonly L[] },
): Record<L, number | null> {
  checkShape(ratings);
  const o = coincidences(ratings, labelIndex(options.labels));
  return Object.fromEntries(
    options.levels.map((level) => [level, alphaFromCoincidences(o, level, options.labels)]),
  ) as Record<L, number | null>;
}
